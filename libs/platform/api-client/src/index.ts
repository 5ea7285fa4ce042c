export * from './access-token';
export * from './api';
export * from './catalogue';
export * from './errors';
export * from './failure-text';
export * from './health-endpoints';
export { setSessionExpiredHandler } from './session-expiry';
export * from './store';
export * from './file-download';
