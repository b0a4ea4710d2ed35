export * from './auth';
export * from './studio';
export * from './widgetSecrets';
