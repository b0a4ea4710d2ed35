import { describe, expect, it } from 'vitest';
import { SecretMask, secretForms } from './secretMask';

const SECRET = `sk/live é'key+1&"x"!(2)*`;

describe('SecretMask', () => {
  const mask = new SecretMask([SECRET, 'plain-token']);

  it('masks the secret as written and in every form the product gives it', () => {
    const percent = encodeURIComponent(SECRET);
    const asSentInQuery = new URL(`https://api.example/x?key=${percent}`).search.slice('?key='.length);
    const forms = [
      SECRET,
      percent,
      percent.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
      asSentInQuery,
      new URLSearchParams({ key: SECRET }).toString().slice('key='.length),
      JSON.stringify(SECRET).slice(1, -1),
      JSON.stringify(SECRET).slice(1, -1).replace(/\//g, '\\/').replace(/é/g, '\\u00E9'),
      JSON.stringify(SECRET).slice(1, -1).replace(/é/g, '\\u00e9'),
    ];
    expect(asSentInQuery).not.toBe(percent);
    for (const form of forms) expect(mask.text(`<${form}>`), form).toBe('<[secret]>');
    expect(mask.text(JSON.stringify({ url: `/x?key=${asSentInQuery}` }))).toBe('{"url":"/x?key=[secret]"}');
    expect(mask.text(`a ${percent} b`)).toBe('a [secret] b');
    expect(mask.text(`{"q":"${JSON.stringify(SECRET).slice(1, -1)}"}`)).toBe('{"q":"[secret]"}');
    expect(mask.text('plain-token and plain-token')).toBe('[secret] and [secret]');
  });

  it('lists each form once, longest first', () => {
    const forms = secretForms(SECRET);
    expect(new Set(forms).size).toBe(forms.length);
    expect(forms).toEqual([...forms].sort((a, b) => b.length - a.length));
    expect(forms).toContain(encodeURIComponent(SECRET));
    expect(secretForms('')).toEqual([]);
  });

  it('masks values: texts, and numbers whose text is a secret', () => {
    const numeric = new SecretMask(['4242']);
    expect(numeric.value(4242)).toBe('[secret]');
    expect(numeric.value(17)).toBe(17);
    expect(numeric.value(null)).toBeNull();
    expect(numeric.values({ a: 'x4242', b: true })).toEqual({ a: 'x[secret]', b: true });
  });

  it('leaves texts alone without secrets', () => {
    expect(new SecretMask([]).text('anything %41')).toBe('anything %41');
    expect(new SecretMask(['']).text('anything')).toBe('anything');
  });
});
