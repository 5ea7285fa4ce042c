export * from './audit-trail-schemas';
