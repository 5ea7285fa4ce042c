export * from './hiring-schemas';
export * from './problems';
