export * from './company-principal';
export * from './company-actor';
export * from './company-operation';
