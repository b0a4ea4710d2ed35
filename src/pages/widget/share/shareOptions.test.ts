import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHARE_OPTIONS,
  emittedDataAttributes,
  loadShareOptions,
  optionsForTab,
  saveShareOptions,
  shareOptionsStorageKey,
  tabFromHash,
  tabOptions,
  type ShareOptions,
} from './shareOptions';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const options: ShareOptions = { debug: true, lazyLoad: true, pixel: true, dataAttributes: [{ name: 'data-user', value: '42' }] };

describe('tabFromHash', () => {
  it('selects the four tabs and falls back to embed', () => {
    expect(tabFromHash('#embed')).toBe('embed');
    expect(tabFromHash('#react')).toBe('react');
    expect(tabFromHash('#iframe')).toBe('iframe');
    expect(tabFromHash('url')).toBe('url');
    expect(tabFromHash('')).toBe('embed');
    expect(tabFromHash('#URL')).toBe('embed');
    expect(tabFromHash('#results')).toBe('embed');
  });
});

describe('tab options', () => {
  it('embed and react offer all, url and iframe only debug and data attributes', () => {
    expect(tabOptions('embed')).toEqual(['debug', 'lazyLoad', 'pixel', 'dataAttributes']);
    expect(tabOptions('react')).toEqual(['debug', 'lazyLoad', 'pixel', 'dataAttributes']);
    expect(tabOptions('iframe')).toEqual(['debug', 'dataAttributes']);
    expect(tabOptions('url')).toEqual(['debug', 'dataAttributes']);
  });

  it('turns off what a tab does not offer', () => {
    expect(optionsForTab(options, 'embed')).toEqual(options);
    expect(optionsForTab(options, 'url')).toEqual({ ...options, lazyLoad: false, pixel: false });
    expect(optionsForTab(options, 'iframe')).toEqual({ ...options, lazyLoad: false, pixel: false });
  });
});

describe('emittedDataAttributes', () => {
  it('keeps names that start with data- and are longer than 5 characters', () => {
    expect(
      emittedDataAttributes([
        { name: 'data-', value: 'too short' },
        { name: 'data-a', value: '1' },
        { name: 'user', value: 'no prefix' },
        { name: 'xdata-user', value: 'no prefix' },
        { name: '', value: 'empty' },
        { name: 'data-user-id', value: '42' },
      ]),
    ).toEqual([
      ['data-a', '1'],
      ['data-user-id', '42'],
    ]);
  });
});

describe('stored options', () => {
  it('uses a versioned key per widget', () => {
    expect(shareOptionsStorageKey('w1')).toBe('share_options/v1/w1');
    expect(shareOptionsStorageKey('w2')).not.toBe(shareOptionsStorageKey('w1'));
  });

  it('round-trips through storage, per widget', () => {
    const storage = memoryStorage();
    saveShareOptions(storage, 'w1', options);
    expect(loadShareOptions(storage, 'w1')).toEqual(options);
    expect(loadShareOptions(storage, 'w2')).toEqual(DEFAULT_SHARE_OPTIONS);
  });

  it('ignores bad JSON, a wrong shape and an unversioned key', () => {
    expect(loadShareOptions(memoryStorage({ 'share_options/v1/w1': '{not json' }), 'w1')).toEqual(DEFAULT_SHARE_OPTIONS);
    expect(loadShareOptions(memoryStorage({ 'share_options/v1/w1': '{"debug":"yes","lazyLoad":false,"pixel":false,"dataAttributes":[]}' }), 'w1')).toEqual(DEFAULT_SHARE_OPTIONS);
    expect(loadShareOptions(memoryStorage({ 'share_options/v1/w1': '{"debug":true,"lazyLoad":false,"pixel":false,"dataAttributes":[{"name":1}]}' }), 'w1')).toEqual(DEFAULT_SHARE_OPTIONS);
    expect(loadShareOptions(memoryStorage({ 'share_options/v1/w1': 'null' }), 'w1')).toEqual(DEFAULT_SHARE_OPTIONS);
    expect(loadShareOptions(memoryStorage({ 'share_options/w1': JSON.stringify(options) }), 'w1')).toEqual(DEFAULT_SHARE_OPTIONS);
  });

  it('survives a storage that throws', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(loadShareOptions(refusing, 'w1')).toEqual(DEFAULT_SHARE_OPTIONS);
    expect(() => saveShareOptions(refusing, 'w1', options)).not.toThrow();
    expect(loadShareOptions(null, 'w1')).toEqual(DEFAULT_SHARE_OPTIONS);
  });
});
