export * from './access-token';
export * from './api';
export * from './errors';
export * from './health-endpoints';
export * from './store';
