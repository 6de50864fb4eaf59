// The browser-safe part: the shell bundles it. The Node file store is `@agency/registry/store`.

export * from './federation';
export * from './file-types';
export * from './format';
export * from './pickRemote';
export * from './remotes';
