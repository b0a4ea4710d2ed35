// The share page's options (studio.md §2.14) as pure data and rules: which tab the hash selects, which options
// each tab offers, which data attributes are emitted, and how the settings are kept in local storage.
import { isWidgetDataAttribute } from '../../../../contracts/sharePayload';

export const SHARE_TABS = ['embed', 'react', 'iframe', 'url'] as const;
export type ShareTab = (typeof SHARE_TABS)[number];

export type ShareOption = 'debug' | 'lazyLoad' | 'pixel' | 'dataAttributes';

export interface DataAttribute {
  name: string;
  value: string;
}

export interface ShareOptions {
  debug: boolean;
  lazyLoad: boolean;
  pixel: boolean;
  dataAttributes: DataAttribute[];
}

export const DEFAULT_SHARE_OPTIONS: ShareOptions = { debug: false, lazyLoad: false, pixel: false, dataAttributes: [] };

/** The tab a location hash selects (`#react`, `react`); anything else is embed. */
export function tabFromHash(hash: string): ShareTab {
  const name = hash.replace(/^#/, '');
  return (SHARE_TABS as readonly string[]).includes(name) ? (name as ShareTab) : 'embed';
}

const ALL_OPTIONS: readonly ShareOption[] = ['debug', 'lazyLoad', 'pixel', 'dataAttributes'];
const LINK_OPTIONS: readonly ShareOption[] = ['debug', 'dataAttributes'];

/** Embed and react offer every option; iframe and url only debug and data attributes. */
export function tabOptions(tab: ShareTab): readonly ShareOption[] {
  return tab === 'embed' || tab === 'react' ? ALL_OPTIONS : LINK_OPTIONS;
}

/** The data attributes a snippet carries: names starting with data- and longer than 5 characters, in order. */
export function emittedDataAttributes(attributes: readonly DataAttribute[]): [string, string][] {
  return attributes.filter((attribute) => isWidgetDataAttribute(attribute.name)).map((attribute) => [attribute.name, attribute.value]);
}

/** The options a tab uses: the ones it does not offer are off. */
export function optionsForTab(options: ShareOptions, tab: ShareTab): ShareOptions {
  const offered = tabOptions(tab);
  return {
    debug: offered.includes('debug') && options.debug,
    lazyLoad: offered.includes('lazyLoad') && options.lazyLoad,
    pixel: offered.includes('pixel') && options.pixel,
    dataAttributes: offered.includes('dataAttributes') ? options.dataAttributes : [],
  };
}

export const SHARE_OPTIONS_STORAGE_VERSION = 1;

/** One key per widget; the version changes when the stored shape does, so an old shape is never read. */
export function shareOptionsStorageKey(widgetId: string): string {
  return `share_options/v${SHARE_OPTIONS_STORAGE_VERSION}/${widgetId}`;
}

function parseStored(text: string | null): ShareOptions | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const flag = (key: string) => (typeof record[key] === 'boolean' ? (record[key] as boolean) : null);
  const debug = flag('debug');
  const lazyLoad = flag('lazyLoad');
  const pixel = flag('pixel');
  if (debug === null || lazyLoad === null || pixel === null || !Array.isArray(record.dataAttributes)) return null;
  const dataAttributes: DataAttribute[] = [];
  for (const item of record.dataAttributes as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { name, value: attributeValue } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof attributeValue !== 'string') return null;
    dataAttributes.push({ name, value: attributeValue });
  }
  return { debug, lazyLoad, pixel, dataAttributes };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The widget's stored options; defaults when none are stored, storage is refused or the JSON is bad. */
export function loadShareOptions(storage: StorageLike | null, widgetId: string): ShareOptions {
  try {
    return parseStored(storage?.getItem(shareOptionsStorageKey(widgetId)) ?? null) ?? DEFAULT_SHARE_OPTIONS;
  } catch {
    return DEFAULT_SHARE_OPTIONS;
  }
}

export function saveShareOptions(storage: StorageLike | null, widgetId: string, options: ShareOptions): void {
  try {
    storage?.setItem(shareOptionsStorageKey(widgetId), JSON.stringify(options));
  } catch {
    // Storage refused or full: the options still apply to this visit.
  }
}
