// The access-token shapes the organization page reads (contracts/accessTokens.ts, studio.md §3).
export type { AccessToken, AccessTokenList, CreatedAccessToken } from '../../../../contracts/accessTokens';
