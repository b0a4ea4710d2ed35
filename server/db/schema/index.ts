export * from './auth';
export * from './studio';
export * from './invitations';
export * from './accessTokens';
export * from './files';
