export * from './auth';
export * from './studio';
export * from './subscriptions';
export * from './checkouts';
export * from './payments';
export * from './billingEvents';
export * from './operationCounters';
