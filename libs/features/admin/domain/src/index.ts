export * from './admin-records';
export * from './admin-schemas';
export * from './licence-rules';
export * from './problems';
