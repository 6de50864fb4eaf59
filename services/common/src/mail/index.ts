/** E-mail through a durable outbox: see ./outbox.ts and ./worker.ts. */

export * from './layout';
export * from './outbox';
export * from './routes';
export * from './transport';
export * from './worker';
