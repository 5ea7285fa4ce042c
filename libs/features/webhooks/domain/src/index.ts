export * from './webhooks-schemas';
