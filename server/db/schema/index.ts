export * from './auth';
export * from './studio';
