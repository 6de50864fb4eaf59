/** E-mail through a durable outbox: see ./outbox.ts and ./worker.ts. */
export * from './outbox';
export * from './layout';
export * from './transport';
export * from './worker';
export * from './routes';
