export * from './signals';
export * from './session';
export * from './layout';
