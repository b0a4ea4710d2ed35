// A complete runtime config (GET /app-config.json) for component tests, with addresses that have a path, so a
// test can tell a link built from them from one built elsewhere.
import type { AppConfig } from '../../src/config/AppConfig';

export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    apiBase: '/api',
    auth: { authority: 'https://studio.test/oidc', clientId: 'studio', scope: 'openid email profile' },
    supportChatUrl: null,
    supportEmail: 'help@studio.test',
    docsUrl: 'https://studio.test/docs/guide',
    statusUrl: 'https://status.studio.test/',
    termsUrl: 'https://studio.test/terms',
    privacyUrl: 'https://studio.test/privacy',
    contentBase: 'https://studio.test',
    aiConfigured: true,
    tracing: false,
    ...overrides,
  };
}
