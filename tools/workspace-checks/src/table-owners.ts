/**
 * The one package that writes each table of the product (house rule 7): its services are the
 * only code that inserts, updates or deletes the table's rows, and the other features call them.
 * Reads are free. `table-ownership.test.ts` holds the code to this map, and a migration that
 * creates a table not named here fails it too.
 */
export const tableOwners: Readonly<Record<string, string>> = {
  users: '@facet/session-api',
  platform_admins: '@facet/session-api',
  refresh_tokens: '@facet/session-api',
  one_time_tokens: '@facet/session-api',
  rate_limits: '@facet/platform-http',
  audit_log: '@facet/platform-db',
  audit_log_people: '@facet/platform-db',
  integration_events: '@facet/platform-db',
  webhook_endpoints: '@facet/webhooks-api',
  webhook_deliveries: '@facet/webhooks-api',
  mail_outbox: '@facet/platform-mail',
  companies: '@facet/company-api',
  memberships: '@facet/company-api',
  invitations: '@facet/company-api',
  company_reminder_settings: '@facet/company-api',
  company_branding: '@facet/company-api',
  reminders: '@facet/company-api',
  assessment_sessions: '@facet/assessment-api',
  answers: '@facet/assessment-api',
  results: '@facet/assessment-api',
  profiles: '@facet/profiles-api',
  result_profile_choices: '@facet/profiles-api',
  ranking_shortlists: '@facet/profiles-api',
  groups: '@facet/groups-api',
  group_members: '@facet/groups-api',
  data_rights_requests: '@facet/data-rights-api',
  data_rights_messages: '@facet/data-rights-api',
  contact_requests: '@facet/contact-api',
};
