import { describe, expect, it } from 'vitest';
import { frameAncestorSources, originAllowed } from './allowedOrigins';

describe('originAllowed', () => {
  it('allows any origin with *, and an empty list', () => {
    expect(originAllowed(['*'], 'https://anything.test')).toBe(true);
    expect(originAllowed([], 'https://anything.test')).toBe(true);
    expect(originAllowed(['*'], 'null')).toBe(true);
  });
  it('matches exact origins, hosts and subdomain wildcards', () => {
    expect(originAllowed(['https://shop.example/'], 'https://shop.example')).toBe(true);
    expect(originAllowed(['https://shop.example'], 'http://shop.example')).toBe(false);
    expect(originAllowed(['shop.example'], 'http://shop.example:8080')).toBe(true);
    expect(originAllowed(['shop.example:8080'], 'http://shop.example:8081')).toBe(false);
    expect(originAllowed(['*.example.com'], 'https://a.b.example.com')).toBe(true);
    expect(originAllowed(['*.example.com'], 'https://example.com.evil.test')).toBe(false);
    expect(originAllowed(['https://shop.example'], 'https://evil.test')).toBe(false);
    expect(originAllowed(['https://shop.example'], 'null')).toBe(false);
  });
  it('lets requests without an Origin header through', () => {
    expect(originAllowed(['https://shop.example'], undefined)).toBe(true);
  });
});

describe('frameAncestorSources', () => {
  it('allows any site for * and an empty list', () => {
    expect(frameAncestorSources(['*'])).toBe('*');
    expect(frameAncestorSources(['https://shop.example', ' * '])).toBe('*');
    expect(frameAncestorSources([])).toBe('*');
  });
  it('names the sites originAllowed lets in: exact origins, hosts on any scheme and port, subdomain wildcards', () => {
    expect(frameAncestorSources(['https://Shop.example/', 'shop.example:8080', 'blog.example', '*.example.com'])).toEqual([
      "'self'",
      'https://shop.example',
      'http://shop.example:8080',
      'https://shop.example:8080',
      'http://blog.example:*',
      'https://blog.example:*',
      'http://*.example.com:*',
      'https://*.example.com:*',
    ]);
  });
  it('leaves out entries that are not origins or hosts, so nothing of them reaches the header', () => {
    expect(frameAncestorSources(["shop.example; script-src 'unsafe-inline'", 'https://a.example/path', 'ftp://files.example', 'a b'])).toEqual(["'self'"]);
  });
});
