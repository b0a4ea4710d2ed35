import type { AppConfig } from './AppConfig';

/** Where an uploaded image's variant lives (studio.md §2.13): {contentBase}/uploads/{id}/{resolution}.webp */
export function uploadUrl(config: Pick<AppConfig, 'contentBase'>, id: string, resolution = 'thumbnail'): string {
  return `${config.contentBase}/uploads/${encodeURIComponent(id)}/${resolution}.webp`;
}
