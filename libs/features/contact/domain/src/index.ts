export * from './contact-schemas';
