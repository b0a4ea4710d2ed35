export * from './auth';
export * from './studio';
export * from './accessTokens';
export * from './files';
