// Client-side shapes of the access-token calls (studio.md §3, §7); they mirror contracts/accessTokens.ts.

export interface AccessToken {
  id: string;
  name: string;
  description: string;
  expiresAt: string;
  lastUsedAt: string | null;
  createdAt: string;
  createdBy: string;
}

/** POST answer: the token itself, returned this once. */
export interface CreatedAccessToken extends AccessToken {
  token: string;
}
