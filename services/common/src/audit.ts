/** The audit log: its table, what an entry says, the hooks that write one per staff write, and its reading. */

export * from './audit-hooks';
export * from './audit-log';
export * from './audit-query';
