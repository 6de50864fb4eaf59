// The browser-safe part: the shell bundles it. The Node file store is `@agency/registry/store`.
export * from './format';
export * from './federation';
export * from './remotes';
export * from './pickRemote';
export * from './file-types';
