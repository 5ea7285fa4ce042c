export * from './request-fields';
export * from './data-rights-schemas';
export * from './data-rights-records';
export * from './refusal-messages';
export * from './problems';
