// GET /uploads/{id}/{resolution}.webp: the stored image variants, public and cached for good (a
// file id never names other bytes). Unknown ids and resolutions are answered 404.
import type { FastifyInstance } from 'fastify';
import { IMAGE_RESOLUTIONS, type ImageResolution } from '../../contracts/files';
import { isUuid } from '../../contracts/rules';
import { NotFoundError } from '../http/errors';
import { uploadKey, type FileStorage } from './FileStorage';

const VARIANT = /^([a-z]+)\.webp$/;

export function registerUploadRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get('/uploads/:id/:variant', async (request, reply) => {
    const { id, variant } = request.params as { id: string; variant: string };
    const resolution = VARIANT.exec(variant)?.[1];
    if (!isUuid(id) || !IMAGE_RESOLUTIONS.includes(resolution as ImageResolution)) throw new NotFoundError('Upload');
    const stored = await storage.get(uploadKey(id.toLowerCase(), resolution as ImageResolution));
    if (!stored) throw new NotFoundError('Upload');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type('image/webp')
      .send(stored.body);
  });
}
