export * from './define';
export * from './common';
export * from './ajv';
export * from './calls';
