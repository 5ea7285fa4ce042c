export * from './passwords';
export * from './secrets';
