export * from './company-schemas';
export * from './company-rules';
export * from './company-records';
export * from './company-dashboard';
export * from './bulk-invitations';
export * from './reminders';
export * from './people-pipeline';
export * from './company-branding';
