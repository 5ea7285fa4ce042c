export * from './contact-schemas';
export * from './problems';
