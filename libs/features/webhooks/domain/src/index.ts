export * from './webhooks-schemas';
export * from './problems';
