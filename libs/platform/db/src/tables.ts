import type { IntegrationEventType } from '@facet/platform-kernel';
import type { AuditActorKind, Json } from './audit';
import type { TableOf } from './knex';

/** One entry of the append-only audit trail (migration 016 refuses updates and deletes). */
export interface AuditLogRow {
  id: number;
  actor_kind: AuditActorKind;
  actor_id: number | null;
  action: string;
  company_id: number | null;
  target: string | null;
  details: { [key: string]: Json };
  created_at: Date;
  subject_user_id: number | null;
}

/** A person an audit entry is about, beside its subject. */
export interface AuditLogPersonRow {
  audit_log_id: number;
  user_id: number;
}

/** An event of the integration outbox, sent to the company's webhooks once. */
export interface IntegrationEventRow {
  id: number;
  company_id: number;
  type: IntegrationEventType;
  subject_user_id: number | null;
  data: Record<string, number | string | null>;
  created_at: Date;
  dispatched_at: Date | null;
}

/** The schema's catalogue of tables, which the personal-data registry is checked against. */
export interface CatalogueTableRow {
  table_schema: string;
  table_name: string;
  table_type: string;
}

/** The schema's catalogue of columns, which scripts ask whether a migration has run. */
export interface CatalogueColumnRow {
  table_schema: string;
  table_name: string;
  column_name: string;
}

/** The platform's own tables for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    'information_schema.tables': CatalogueTableRow;
    'information_schema.columns': CatalogueColumnRow;
    audit_log: TableOf<
      AuditLogRow,
      'id' | 'actor_id' | 'company_id' | 'target' | 'details' | 'created_at' | 'subject_user_id',
      'details'
    >;
    audit_log_people: TableOf<AuditLogPersonRow>;
    integration_events: TableOf<
      IntegrationEventRow,
      'id' | 'subject_user_id' | 'data' | 'created_at' | 'dispatched_at',
      'data'
    >;
  }
}
