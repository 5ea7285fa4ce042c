export * from './create-http-server';
export * from './error-mapping';
export * from './health';
export * from './client-settings';
export * from './pagination';
export * from './security-headers';
export * from './validation';
export * from './openapi';
