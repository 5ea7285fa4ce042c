export * from './render-with-providers';
export * from './stub-api';
