import type { CompanyLogoType } from '@facet/company-domain';
import type { TableOf } from '@facet/platform-db';
import type { ModelObject } from 'objection';
import type { Company, Invitation, Membership } from '.';

export interface CompanyBrandingRow {
  company_id: number;
  welcome_line: string | null;
  logo: Buffer | null;
  logo_type: CompanyLogoType | null;
  logo_key: string | null;
  updated_at: Date;
}

export interface CompanyReminderSettingsRow {
  company_id: number;
  enabled: boolean;
  days_after: number;
  times: number;
  updated_at: Date;
}

/** A reminder mail sent about an open invitation or an unfinished assessment. */
export interface ReminderRow {
  id: number;
  company_id: number;
  kind: 'invitation' | 'assessment';
  invitation_id: number | null;
  session_id: number | null;
  user_id: number | null;
  step: number;
  sent_by_user_id: number | null;
  sent_by: 'schedule' | 'manager' | 'platformAdmin';
  sent_at: Date;
}

/** The company feature's tables for knex: its models' rows and the rows it has no model for (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    companies: TableOf<
      ModelObject<Company>,
      'id' | 'licences' | 'licences_used' | 'require_second_factor' | 'created_at' | 'updated_at'
    >;
    memberships: TableOf<ModelObject<Membership>, 'licence_state' | 'joined_at'>;
    invitations: TableOf<
      ModelObject<Invitation>,
      | 'id'
      | 'host_user_id'
      | 'lang'
      | 'status'
      | 'one_time_token_id'
      | 'assign_licence'
      | 'position_id'
      | 'from_file'
      | 'created_at'
      | 'accepted_at'
      | 'cancelled_at'
    >;
    company_branding: TableOf<
      CompanyBrandingRow,
      'welcome_line' | 'logo' | 'logo_type' | 'logo_key' | 'updated_at'
    >;
    company_reminder_settings: TableOf<CompanyReminderSettingsRow, 'updated_at'>;
    reminders: TableOf<
      ReminderRow,
      'id' | 'invitation_id' | 'session_id' | 'user_id' | 'sent_by_user_id' | 'sent_at'
    >;
  }
}
