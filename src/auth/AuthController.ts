// Owns the UserManager's side of signing in and out, outside React so that the one-redirect and
// one-callback guarantees hold under StrictMode's double effects.
import type { User, UserManager } from 'oidc-client-ts';
import { saveReturnTarget, takeReturnTarget } from './returnTarget';

export class AuthController {
  private redirectStarted = false;
  private callback: Promise<{ user: User; target: string }> | null = null;
  private restoring: Promise<User | null> | null = null;

  constructor(
    readonly userManager: UserManager,
    private readonly clientId: string,
    private readonly storage: Storage = window.sessionStorage,
  ) {}

  /** Starts the redirect to the provider, at most once per page load. Returns false if already started. */
  startSigninRedirect(location: Pick<Location, 'pathname' | 'search' | 'hash'>): Promise<void> | false {
    if (this.redirectStarted) return false;
    this.redirectStarted = true;
    saveReturnTarget(this.storage, location);
    return this.userManager.signinRedirect().catch((error: unknown) => {
      this.redirectStarted = false;
      throw error;
    });
  }

  /** Completes the code exchange once, however many times the callback screen asks. */
  completeSignin(): Promise<{ user: User; target: string }> {
    this.callback ??= this.userManager.signinRedirectCallback().then((user) => ({ user, target: takeReturnTarget(this.storage) }));
    return this.callback;
  }

  /**
   * Loads the stored session; an expired one is renewed with its refresh token or dropped. Once per page load:
   * the app's early requests (src/app/earlyRequests.ts) and the auth provider share the answer (one renewal).
   */
  restoreUser(): Promise<User | null> {
    this.restoring ??= this.loadStoredUser();
    return this.restoring;
  }

  private async loadStoredUser(): Promise<User | null> {
    const user = await this.userManager.getUser();
    if (!user) return null;
    if (!user.expired) return user;
    if (user.refresh_token) {
      try {
        return await this.userManager.signinSilent();
      } catch {
        // fall through: the stored session is unusable
      }
    }
    await this.userManager.removeUser();
    return null;
  }

  signoutRedirect(user: User | null, origin: string = window.location.origin): Promise<void> {
    const post_logout_redirect_uri = `${origin}/`;
    // oidc-client-ts adds client_id itself only when there is no id_token_hint; the provider's
    // logout always gets it (studio.md §2.3), so add it in the other case, once.
    if (user?.id_token) {
      return this.userManager.signoutRedirect({ id_token_hint: user.id_token, post_logout_redirect_uri, extraQueryParams: { client_id: this.clientId } });
    }
    return this.userManager.signoutRedirect({ post_logout_redirect_uri });
  }
}
