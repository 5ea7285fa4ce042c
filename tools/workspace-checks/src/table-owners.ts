/**
 * The one package that writes each table of the product (house rule 7): its services are the
 * only code that inserts, updates or deletes the table's rows, and the other features call them,
 * for reads too (`foreignReads` below). `table-ownership.test.ts` holds the code to this map, and
 * a migration that creates a table not named here fails it too.
 */
export const tableOwners: Readonly<Record<string, string>> = {
  users: '@facet/session-api',
  platform_admins: '@facet/session-api',
  refresh_tokens: '@facet/session-api',
  one_time_tokens: '@facet/session-api',
  second_factors: '@facet/session-api',
  recovery_codes: '@facet/session-api',
  webauthn_challenges: '@facet/session-api',
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
  positions: '@facet/hiring-api',
  applications: '@facet/hiring-api',
  hiring_settings: '@facet/hiring-api',
  candidate_retention_notices: '@facet/hiring-api',
  company_sso_providers: '@facet/sso-api',
  company_sso_domains: '@facet/sso-api',
  sso_login_transactions: '@facet/sso-api',
  sso_identities: '@facet/sso-api',
};

/**
 * The tables a package reads without owning them, each with why (house rule 7, D80). Everything
 * else of another feature's tables a package gets from the owner's published reads: functions
 * (`membershipWithCompany`, `userContactOf`, …) or, where the reader pages, sorts or counts by a
 * joined column, query builders it joins as a subquery (`companyMembers`, `namedUsers`,
 * `companyResults`, `openAttemptsActivity`, `groupMemberIds`, `profileNames`). A pair here must
 * follow the feature graph: the reader's feature lists the owner's among its `api` dependencies
 * (`featureDependencies`, eslint.config.js), so no SQL read closes a cycle the imports do not
 * show; since D88 none does, and a read against the graph takes the owner's function as a port
 * (D84) instead. `table-ownership.test.ts` holds the code to this list both ways: an undeclared
 * read fails, and so does a declared pair nothing reads any more.
 */
export const foreignReads: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '@facet/admin-api': {
    companies: 'The back office lists, searches and pages every company with its counts.',
    memberships: 'It counts and lists members across companies (company list, user search).',
    users: 'It lists, searches and pages every account, across companies.',
    platform_admins: 'The Admins tab lists the platform administrators it manages through session.',
  },
  '@facet/audit-trail-api': {
    audit_log: 'The trail shows the audit log that platform-db writes.',
    audit_log_people: 'The trail finds the entries that list a person.',
    companies: 'Entries are paged and named by their company, a join no per-row call could page.',
    users: 'Entries are paged and searched by the names of the people who acted and were shown.',
    platform_admins: 'Entries by platform administrators are named by them, in the same page.',
  },
  '@facet/company-api': {
    users:
      'Members and invitations are paged and sorted by name; company publishes that join ' +
      '(companyMembers) to the other features.',
    one_time_tokens:
      "An invitation's state (sent, used, expired) is its session one-time token, joined when " +
      'invitations are paged and reminded.',
  },
  '@facet/data-rights-api': {
    users: 'A request finds its person by id or e-mail; rectification checks the e-mail is free.',
    companies: "Rectifying a company checks its new name and e-mail are nobody else's.",
  },
  '@facet/platform-db': {
    memberships: "The database scope sets the user's company for row-level security.",
    users: 'An audit entry aimed at an e-mail records the account it names.',
  },
  '@facet/platform-http': {
    platform_admins:
      'A back-office route checks on every call that its signed-in admin still exists (401).',
  },
  '@facet/platform-tenancy': {
    memberships:
      "A member's principal resolves to the company and role of their membership, read in the " +
      "service's transaction; company-api alone writes it.",
    companies: "A platform admin's principal names a company that must exist (404).",
  },
};
