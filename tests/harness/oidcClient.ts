// A minimal relying party for tests: drives the real authorization code + PKCE flow of the
// embedded provider over HTTP, as a browser would, with a cookie jar.
import { createHash, randomBytes } from 'node:crypto';

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
}

class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface AuthorizationOptions {
  baseUrl: string;
  clientId: string;
  scope: string;
  /** Sent with every request to the provider (e.g. X-Forwarded-For behind a trusted proxy). */
  headers?: Record<string, string>;
}

export class BrowserlessSignIn {
  private readonly jar = new CookieJar();

  constructor(private readonly options: AuthorizationOptions) {}

  private async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, this.options.baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...this.options.headers, ...(init.headers as Record<string, string>), cookie: this.jar.header() },
    });
    this.jar.store(response);
    return response;
  }

  private static location(response: Response): string {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`expected a redirect, got ${response.status} ${response.url}`);
    }
    return location;
  }

  /**
   * RP-initiated logout as the studio's sign-out does it: the end-session page with the id token, then its
   * form submitted with logout=yes (the provider's page submits itself in a browser). Answers where it sent us.
   */
  async signOut(idToken: string): Promise<string> {
    const { baseUrl } = this.options;
    const end = new URL('/oidc/session/end', baseUrl);
    end.search = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${baseUrl}/` }).toString();
    const page = await this.request(end.href);
    const html = await page.text();
    if (page.status !== 200) throw new Error(`end session answered ${page.status}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error('no logout form');
    const fields: Record<string, string> = { logout: 'yes' };
    for (const input of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields[input[1]!] = input[2]!;
    const confirmed = await this.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return BrowserlessSignIn.location(confirmed);
  }

  /** Signs up (or in) through the provider's pages and returns the tokens of the code exchange. */
  async run(form: { mode: 'signup' | 'signin'; email: string; password: string; name?: string }): Promise<TokenSet> {
    const { baseUrl, clientId, scope } = this.options;
    const discovery = (await (await fetch(`${baseUrl}/oidc/.well-known/openid-configuration`)).json()) as {
      authorization_endpoint: string;
      token_endpoint: string;
    };
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const state = randomBytes(8).toString('hex');
    const redirectUri = `${baseUrl}/callback`;
    const authorize = new URL(discovery.authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope,
      state,
      nonce: randomBytes(8).toString('hex'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();

    const interactionPath = BrowserlessSignIn.location(await this.request(authorize.href));
    const formPath = form.mode === 'signup' ? `${interactionPath}/signup` : interactionPath;
    const fields: Record<string, string> = { email: form.email, password: form.password };
    if (form.mode === 'signup') fields.name = form.name ?? form.email;
    const submitted = await this.request(formPath, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    if (submitted.status >= 400) {
      const alerts = [...(await submitted.text()).matchAll(/role="alert">([^<]*)</g)].map((match) => match[1]);
      const retryAfter = submitted.headers.get('retry-after');
      throw new Error(`${form.mode} failed with ${submitted.status}${retryAfter ? ` (retry-after ${retryAfter})` : ''}: ${alerts.join(' ')}`);
    }
    let next = BrowserlessSignIn.location(submitted);
    while (!next.startsWith(redirectUri)) next = BrowserlessSignIn.location(await this.request(next));

    const callback = new URL(next);
    if (callback.searchParams.get('state') !== state) throw new Error('state mismatch');
    const code = callback.searchParams.get('code');
    if (!code) throw new Error(`no code in ${next}`);
    const tokenResponse = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }).toString(),
    });
    const tokens = (await tokenResponse.json()) as TokenSet & { error?: string; error_description?: string };
    if (!tokenResponse.ok) throw new Error(`token exchange failed: ${tokens.error} ${tokens.error_description}`);
    return tokens;
  }
}
