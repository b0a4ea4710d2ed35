import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { embedPageContentSecurityPolicy, inlineScriptHash, isEmbeddablePath, studioDirectives } from './securityHeaders';

const config = (env: Record<string, string> = {}) => loadConfig({ PUBLIC_URL: 'http://localhost:8080', DATA_DIR: '/tmp/unused', ...env });

describe('security headers', () => {
  it('picks the embeddable paths by prefix, not by a look-alike', () => {
    expect(isEmbeddablePath('/embed.js')).toBe(true);
    expect(isEmbeddablePath('/embed.js?v=1')).toBe(true);
    expect(isEmbeddablePath('/runtime/v1/runtime-ABC.js')).toBe(true);
    expect(isEmbeddablePath('/w/abc')).toBe(true);
    expect(isEmbeddablePath('/embed.jsx')).toBe(false);
    expect(isEmbeddablePath('/widgets')).toBe(false);
    expect(isEmbeddablePath('/api/widgets')).toBe(false);
  });

  it('adds the origins of an absolute API base, an external issuer and the support chat', () => {
    const directives = studioDirectives(
      config({ API_BASE: 'https://api.example.com/v1', OIDC_ISSUER: 'https://id.example.com/realms/x', OIDC_CLIENT_ID: 'studio', SUPPORT_CHAT_URL: 'https://chat.example.com/frame' }),
    );
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://id.example.com']);
    expect(directives['frame-src']).toEqual(["'self'", 'https://chat.example.com']);
    expect(studioDirectives(config())['connect-src']).toEqual(["'self'"]);
  });

  it('upgrades insecure requests only behind an https PUBLIC_URL', () => {
    expect(studioDirectives(config())).not.toHaveProperty('upgrade-insecure-requests');
    expect(studioDirectives(config({ PUBLIC_URL: 'https://studio.example.com' }))).toHaveProperty('upgrade-insecure-requests');
  });

  it('hashes an inline script as CSP expects', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('frames a widget page from its allowed origins, or from any site', () => {
    const narrowed = embedPageContentSecurityPolicy(config(), ['https://shop.example.com', 'https://blog.example.org']);
    expect(narrowed).toContain('frame-ancestors https://shop.example.com https://blog.example.org');
    expect(narrowed).not.toContain('form-action');
    expect(narrowed).toContain("script-src 'self'");
    expect(embedPageContentSecurityPolicy(config())).toContain('frame-ancestors *');
    expect(embedPageContentSecurityPolicy(config(), [])).toContain('frame-ancestors *');
  });
});
