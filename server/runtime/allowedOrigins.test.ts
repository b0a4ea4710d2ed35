import { describe, expect, it } from 'vitest';
import { originAllowed } from './allowedOrigins';

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
