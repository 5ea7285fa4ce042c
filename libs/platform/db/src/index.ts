export * from './knex';
export * from './embedded-postgres';
export * from './bootstrap-admin';
export * from './demo-seed';
export { migrationSource } from './migrations';
export {
  auditPersonalData,
  recordAudit,
  recordAudits,
  whereAbout,
  type AuditActorKind,
  type AuditEntry,
} from './audit';
export {
  integrationEventsPersonalData,
  recordIntegrationEvent,
  takeUndispatchedIntegrationEvents,
  type IntegrationEvent,
  type StoredIntegrationEvent,
} from './integration-events';
export {
  collectSubjectRows,
  erasedAddressDomain,
  eraseSubject,
  migrationsPersonalData,
  entriesWithoutCompanyErasure,
  tablesMissingFromRegistry,
  rowsAddressedTo,
  rowsOfAccount,
  rowsOfAccountInCompany,
  whereEmailIs,
  type CompanySubject,
  type PersonalDataRow,
  type PersonalDataSource,
  type KeptForCompany,
  type PersonalDataSubject,
  type PersonInCompanySubject,
  type PersonSubject,
  type SubjectRows,
} from './personal-data';
export {
  databaseScopeStatement,
  inDatabaseScope,
  runInDatabaseScope,
  runInDeferredDatabaseScope,
  runScopedStatement,
  withValuesWrittenIn,
  type DatabaseScope,
  type StatementValue,
} from './database-scope';
export { apiDatabaseRole, databaseScopeSettings } from './database-scope-settings';
export { anyColumnContains, searchKeyColumn, searchKeyFunction } from './text-search';
export { startRetentionSweeps, sweepExpiredRecords, type RetentionRule } from './retention';
export { breachesUniqueIndex } from './unique-violations';
export { resealStoredSecrets, type StoredSecrets } from './stored-secrets';
