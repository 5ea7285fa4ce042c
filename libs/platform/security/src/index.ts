export * from './passwords';
export * from './secrets';
export * from './signed-grants';
export * from './escape-html';
export * from './data-encryption';
