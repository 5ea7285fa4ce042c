export * from './sso-schemas';
export * from './problems';
