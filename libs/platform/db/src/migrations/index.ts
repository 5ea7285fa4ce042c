import type { Knex } from 'knex';
import * as coreIdentity from './001-core-identity';
import * as mailOutbox from './002-mail-outbox';
import * as session from './003-session';
import * as assessment from './004-assessment';
import * as company from './005-company';
import * as profilesGroups from './006-profiles-groups';
import * as requests from './007-requests';
import * as searchIndexes from './008-search-indexes';
import * as rowLevelSecurity from './009-row-level-security';
import * as searchKeys from './010-search-keys';
import * as auditSubjects from './011-audit-subjects';
import * as accessTokenRevocation from './012-access-token-revocation';
import * as protocolValidity from './013-protocol-validity';
import * as groupMembersAreMembers from './014-group-members-are-members';
import * as reminders from './015-reminders';
import * as auditAppendOnly from './016-audit-append-only';
import * as webhooks from './017-webhooks';
import * as saveAnswerPage from './018-save-answer-page';
import * as saveAnswerPageByOrder from './019-save-answer-page-by-order';
import * as licencesHeldAndUsed from './020-licences-held-and-used';
import * as auditLogPeople from './021-audit-log-people';
import * as rankingShortlists from './022-ranking-shortlists';
import * as companyBranding from './023-company-branding';
import * as positionLinks from './024-position-links';
import * as candidateRetention from './025-candidate-retention';
import * as invitationsToPositions from './026-invitations-to-positions';
import * as sessionDevices from './027-session-devices';
import * as secondFactors from './028-second-factors';
import * as companySingleSignOn from './030-company-single-sign-on';
import * as passkeys from './031-passkeys';

/**
 * Migrations are listed here rather than read from a folder, so they run the same from TypeScript
 * sources, a bundle or a test; the order of this list is the order they run in.
 */
const migrations: ReadonlyArray<readonly [name: string, migration: Knex.Migration]> = [
  ['001-core-identity', coreIdentity],
  ['002-mail-outbox', mailOutbox],
  ['003-session', session],
  ['004-assessment', assessment],
  ['005-company', company],
  ['006-profiles-groups', profilesGroups],
  ['007-requests', requests],
  ['008-search-indexes', searchIndexes],
  ['009-row-level-security', rowLevelSecurity],
  ['010-search-keys', searchKeys],
  ['011-audit-subjects', auditSubjects],
  ['012-access-token-revocation', accessTokenRevocation],
  ['013-protocol-validity', protocolValidity],
  ['014-group-members-are-members', groupMembersAreMembers],
  ['015-reminders', reminders],
  ['016-audit-append-only', auditAppendOnly],
  ['017-webhooks', webhooks],
  ['018-save-answer-page', saveAnswerPage],
  ['019-save-answer-page-by-order', saveAnswerPageByOrder],
  ['020-licences-held-and-used', licencesHeldAndUsed],
  ['021-audit-log-people', auditLogPeople],
  ['022-ranking-shortlists', rankingShortlists],
  ['023-company-branding', companyBranding],
  ['024-position-links', positionLinks],
  ['025-candidate-retention', candidateRetention],
  ['026-invitations-to-positions', invitationsToPositions],
  ['027-session-devices', sessionDevices],
  ['028-second-factors', secondFactors],
  ['030-company-single-sign-on', companySingleSignOn],
  ['031-passkeys', passkeys],
];

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: () => Promise.resolve(migrations.map(([name]) => name)),
  getMigrationName: (name) => name,
  getMigration: (name) => {
    const found = migrations.find(([candidate]) => candidate === name);
    if (!found) return Promise.reject(new Error(`Unknown migration ${name}`));
    return Promise.resolve(found[1]);
  },
};
