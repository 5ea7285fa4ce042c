import { demoPassword } from '@facet/platform-db';
import { resultReadActions } from '@facet/platform-kernel';
import { minimumPeopleShown } from '@facet/team-insight-domain';
import {
  companyAPeople,
  completeAssessment,
  type ApiWorld,
  type SignedInPrincipal,
} from './api-world';
import type { RouteFixture } from './fixture-targets';

/**
 * What each route of the authorization table does to the audit trail, keyed as there.
 *
 * - `audited`: the route changes a person or shows someone else a person's results. Called as
 *   `as` on the target `target` prepares, it writes exactly one entry about that person with
 *   `action` (docs/decisions.md D41): by `subject_user_id`, or, with `view`, as the one entry of a
 *   view of many people's results (a ranking, a group's fit, a team view, a spreadsheet export),
 *   whose subject is empty and which lists the people it showed, that person among them (D63,
 *   D70, D73).
 * - `notAboutAPerson`: the reason, in a word, why the route writes nothing about a person:
 *   `own` (the person acts on their own account or results), `public` (no one is signed in),
 *   `company`, `profile`, `group`, `platform` (it is about those, not a person), `listing`
 *   (names and roles, no results), `address` (an e-mail with no account behind it yet),
 *   `contact` (a visitor's message), `trail` (reading the audit trail itself), `request` (a
 *   data-rights request read, not changed), `erasure` (the person is gone afterwards; the
 *   registry pseudonymises what the trail kept of them), `integration` (a company's webhooks),
 *   `position` (a company's position link, D90).
 */
export type AuditRule =
  | { notAboutAPerson: string }
  | {
      audited: string;
      as: SignedInPrincipal;
      target: (world: ApiWorld) => Promise<{ fixture: RouteFixture; person: string }>;
      /** One entry for the whole view, listing its people, rather than one about the person. */
      view?: true;
    };

const erin = companyAPeople.employee;
const joao = companyAPeople.otherEmployee;
const csv = { format: 'csv', lang: 'en' };

let freshPeople = 0;
let nextAddress = 0;

/** A new member of company A, straight into the database; signed in when asked. */
async function freshMember(
  world: ApiWorld,
  options: { licence?: 'yes' | 'no'; role?: 'employee' | 'manager' } = {},
): Promise<{ email: string; userId: number; token: string }> {
  freshPeople += 1;
  const email = `audit.person${freshPeople}@acme.example`;
  const template = await world
    .database('users')
    .where({ email: erin })
    .first<{ password_hash: string }>('password_hash');
  const [user] = await world
    .database('users')
    .insert({
      name: `Audit Person ${String.fromCharCode(64 + freshPeople)}`,
      email,
      lang: 'en',
      password_hash: template.password_hash,
      terms_version: '1.0.0',
      privacy_version: '1.0.0',
      terms_accepted_at: world.database.fn.now(),
    })
    .returning<{ id: number }[]>('id');
  await world.database('memberships').insert({
    user_id: user!.id,
    company_id: world.companyA.id,
    role: options.role ?? 'employee',
    licence_state: options.licence ?? 'no',
  });
  nextAddress += 1;
  const signedIn = await world.server.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.99.0.${nextAddress}`,
    payload: { email, password: demoPassword, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  const token = (signedIn.result as { token: string }).token;
  return { email, userId: Number(user!.id), token };
}

/** A new group of company A holding `members`, made by its admin. */
async function freshGroup(world: ApiWorld, members: readonly string[]): Promise<number> {
  freshPeople += 1;
  const created = await world.call('companyAdmin', {
    method: 'POST',
    url: '/api/groups/create-group',
    payload: { name: `Audit group ${freshPeople}` },
  });
  const groupId = (created.result as { group: { group_id: number } }).group.group_id;
  for (const email of members) {
    await world.call('companyAdmin', {
      method: 'PATCH',
      url: '/api/groups/add-member',
      payload: { group_id: groupId, email },
    });
  }
  return groupId;
}

/** A new member who files a data-rights request for `right`, signed in. */
async function memberWithRequest(
  world: ApiWorld,
  right: string,
): Promise<{ email: string; requestId: number }> {
  const person = await freshMember(world);
  const filed = await world.server.inject({
    method: 'POST',
    url: '/api/arsulipo/user',
    headers: { authorization: `Bearer ${person.token}` },
    payload: {
      name: 'Audit Person',
      email: person.email,
      right,
      entity: 'employee',
      message: 'About my data.',
      lang: 'en',
    },
  });
  const requestId = (filed.result as { arsulipo: { arsulipo_id: number } }).arsulipo.arsulipo_id;
  return { email: person.email, requestId };
}

/** A new member with a valid result, in a new group of the fewest people a team view shows. */
async function memberWithValidResult(world: ApiWorld): Promise<{ email: string; groupId: number }> {
  const emails: string[] = [];
  // A team view shows no scores of fewer people, so it would read nobody's.
  for (let index = 0; index < minimumPeopleShown; index += 1) {
    const person = await freshMember(world, { licence: 'yes' });
    const resultId = await completeAssessment(world.server, person.token);
    await world
      .database('results')
      .where({ id: resultId })
      .update({ validity: JSON.stringify({ status: 'valid', flags: [], indices: null }) });
    emails.push(person.email);
  }
  return { email: emails[0]!, groupId: await freshGroup(world, emails) };
}

/** The licence state that changes Erin's: the one she does not hold. */
async function otherLicenceStateOf(world: ApiWorld, email: string): Promise<'yes' | 'no'> {
  const membership = await world
    .database('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('u.email', email)
    .first<{ licence_state: string }>('m.licence_state');
  return membership?.licence_state === 'yes' ? 'no' : 'yes';
}

/**
 * A new person in no company who applied to a position of company A, for a hire to act on; the
 * fixture names their application.
 */
async function freshApplicant(
  world: ApiWorld,
  query: Record<string, string | number>,
): Promise<{ fixture: RouteFixture; person: string }> {
  const person = await freshMember(world);
  await world.database('memberships').where({ user_id: person.userId }).delete();
  const [position] = await world
    .database('positions')
    .insert({
      company_id: world.companyA.id,
      name: `Audit position ${freshPeople}`,
      profile_id: world.companyA.profileId,
      languages: ['en'],
      candidate_cap: 1,
      seats_left: 0,
      public_token: `audit-position-${freshPeople}`.padEnd(43, 'x'),
    })
    .returning<{ id: number }[]>('id');
  const [application] = await world
    .database('applications')
    .insert({ company_id: world.companyA.id, position_id: position!.id, user_id: person.userId })
    .returning<{ id: number }[]>('id');
  return { fixture: { params: { id: application!.id }, query }, person: person.email };
}

const own = { notAboutAPerson: 'own' };
const isPublic = { notAboutAPerson: 'public' };
const company = { notAboutAPerson: 'company' };
const profile = { notAboutAPerson: 'profile' };
const group = { notAboutAPerson: 'group' };
const platform = { notAboutAPerson: 'platform' };
const listing = { notAboutAPerson: 'listing' };
const address = { notAboutAPerson: 'address' };
const contact = { notAboutAPerson: 'contact' };
const trail = { notAboutAPerson: 'trail' };
const request = { notAboutAPerson: 'request' };
const integration = { notAboutAPerson: 'integration' };
const position = { notAboutAPerson: 'position' };

/** The same call as a manager of company A or, in the back office, as a platform admin naming it. */
function companyAndBackOffice(
  rule: { audited: string; as: SignedInPrincipal; view?: true },
  fixtureOf: (world: ApiWorld) => Promise<{ fixture: RouteFixture; person: string }>,
  backOffice: {
    in: 'query' | 'payload';
    params?: (fixture: RouteFixture) => RouteFixture['params'];
  },
): [AuditRule, AuditRule] {
  return [
    { ...rule, target: fixtureOf },
    {
      audited: rule.audited,
      as: 'platformAdmin',
      ...(rule.view && { view: rule.view }),
      target: async (world) => {
        const { fixture, person } = await fixtureOf(world);
        const { role: _role, ...query } = fixture.query ?? {};
        const withCompany =
          backOffice.in === 'query'
            ? { ...fixture, query: { ...query, company_id: world.companyA.id } }
            : {
                ...fixture,
                query,
                payload: { ...fixture.payload, company_id: world.companyA.id },
              };
        return {
          person,
          fixture: { ...withCompany, params: backOffice.params?.(fixture) ?? fixture.params },
        };
      },
    },
  ];
}

const [resultRead, adminResultRead] = companyAndBackOffice(
  { audited: resultReadActions.resultPage, as: 'manager' },
  async (world) => ({
    person: erin,
    fixture: { query: { result_id: world.companyA.employeeResultId, email: erin, lang: 'en' } },
  }),
  { in: 'query' },
);
const [resultById, adminResultById] = companyAndBackOffice(
  { audited: resultReadActions.resultPage, as: 'manager' },
  async (world) => ({
    person: erin,
    fixture: { query: { result_id: world.companyA.employeeResultId } },
  }),
  { in: 'query' },
);
const [report, adminReport] = companyAndBackOffice(
  { audited: resultReadActions.report, as: 'manager' },
  async (world) => ({
    person: erin,
    fixture: {
      params: { email: erin, id: world.companyA.employeeResultId },
      query: { lang: 'en' },
      payload: {},
    },
  }),
  { in: 'query', params: (fixture) => ({ ...fixture.params, result_id: fixture.params!['id']! }) },
);
const [interviewGuide, adminInterviewGuide] = companyAndBackOffice(
  { audited: resultReadActions.interviewGuide, as: 'manager', view: true },
  async (world) => ({
    person: erin,
    fixture: { query: { email: erin, profile_id: world.companyA.profileId, lang: 'en' } },
  }),
  { in: 'query' },
);
const [interviewGuidePdf, adminInterviewGuidePdf] = companyAndBackOffice(
  { audited: resultReadActions.interviewGuide, as: 'manager', view: true },
  async (world) => ({
    person: erin,
    fixture: { query: { email: erin, profile_id: world.companyA.profileId, lang: 'es' } },
  }),
  { in: 'query' },
);
const [ranking, adminRanking] = companyAndBackOffice(
  { audited: resultReadActions.ranking, as: 'manager', view: true },
  // Every validity: Erin's answers make an invalid protocol, which the default leaves out.
  async (world) => ({
    person: erin,
    fixture: { query: { profile_id: world.companyA.profileId, validity: 'any' } },
  }),
  { in: 'query' },
);
const [rankingExport, adminRankingExport] = companyAndBackOffice(
  { audited: resultReadActions.export, as: 'manager', view: true },
  async (world) => ({
    person: erin,
    fixture: { query: { profile_id: world.companyA.profileId, validity: 'any', ...csv } },
  }),
  { in: 'query' },
);
/** The people pipeline shows each person's fit with a named profile: a ranking's read. */
const [peopleFit, adminPeopleFit] = companyAndBackOffice(
  { audited: resultReadActions.ranking, as: 'manager', view: true },
  async (world) => ({
    person: erin,
    fixture: { query: { profile_id: world.companyA.profileId, search: erin } },
  }),
  { in: 'query' },
);
const [employeesExport, adminEmployeesExport] = companyAndBackOffice(
  { audited: resultReadActions.export, as: 'manager', view: true },
  async () => ({ person: erin, fixture: { query: csv } }),
  { in: 'query' },
);
const [licence, adminLicence] = companyAndBackOffice(
  { audited: 'company.licence_changed', as: 'manager' },
  async (world) => ({
    person: joao,
    fixture: {
      query: { role: 'manager' },
      payload: { email: joao, newLicenseState: await otherLicenceStateOf(world, joao) },
    },
  }),
  { in: 'payload' },
);
const [role, adminRole] = companyAndBackOffice(
  { audited: 'company.role_changed', as: 'companyAdmin' },
  async (world) => {
    const person = await freshMember(world);
    return {
      person: person.email,
      fixture: { query: { role: 'admin' }, payload: { email: person.email, newRole: 'manager' } },
    };
  },
  { in: 'payload' },
);
const [release, adminRelease] = companyAndBackOffice(
  { audited: 'company.employee_released', as: 'companyAdmin' },
  async (world) => {
    const person = await freshMember(world);
    return {
      person: person.email,
      fixture: { query: { role: 'admin' }, payload: { email: person.email, lang: 'en' } },
    };
  },
  { in: 'payload' },
);
const [reminder, adminReminder] = companyAndBackOffice(
  { audited: 'company.reminder_sent', as: 'manager' },
  async (world) => {
    const person = await freshMember(world, { licence: 'yes' });
    await world.server.inject({
      method: 'POST',
      url: '/api/diagnoses/launch',
      headers: { authorization: `Bearer ${person.token}` },
      payload: { lang: 'en' },
    });
    return {
      person: person.email,
      fixture: {
        query: { role: 'manager' },
        payload: { kind: 'assessment', user_id: person.userId },
      },
    };
  },
  { in: 'payload' },
);
const [groupLicences, adminGroupLicences] = companyAndBackOffice(
  { audited: 'company.licence_changed', as: 'manager' },
  async (world) => {
    const groupId = await freshGroup(world, [joao]);
    return {
      person: joao,
      fixture: {
        payload: { group_id: groupId, newLicenseState: await otherLicenceStateOf(world, joao) },
      },
    };
  },
  { in: 'payload' },
);
const [memberAdded, adminMemberAdded] = companyAndBackOffice(
  { audited: 'group.member_added', as: 'manager' },
  async (world) => ({
    person: joao,
    fixture: { payload: { group_id: await freshGroup(world, []), email: joao } },
  }),
  { in: 'payload' },
);
const [membersAdded, adminMembersAdded] = companyAndBackOffice(
  { audited: 'group.member_added', as: 'manager' },
  async (world) => ({
    person: joao,
    fixture: { payload: { group_id: await freshGroup(world, []), emails: [joao] } },
  }),
  { in: 'payload' },
);
const [memberRemoved, adminMemberRemoved] = companyAndBackOffice(
  { audited: 'group.member_removed', as: 'manager' },
  async (world) => ({
    person: joao,
    fixture: { payload: { group_id: await freshGroup(world, [joao]), email: joao } },
  }),
  { in: 'payload' },
);
const [groupExport] = companyAndBackOffice(
  { audited: resultReadActions.export, as: 'manager', view: true },
  async (world) => ({
    person: erin,
    fixture: { params: { id: world.companyA.groupId }, query: csv },
  }),
  { in: 'query' },
);

export const auditTable: Record<string, AuditRule> = {
  'POST /api/auth/login': isPublic,
  'POST /api/sso/start': isPublic,
  'GET /api/sso/callback': isPublic,
  'POST /api/admin/login': isPublic,
  'GET /api/client-settings': isPublic,
  'POST /api/auth/forgot-password': isPublic,
  'POST /api/admin/forgot-password': isPublic,
  'PATCH /api/auth/set-password': isPublic,
  'PATCH /api/admin/set-password': isPublic,
  'POST /api/auth/employee-register': isPublic,
  'GET /api/auth/register-context/{token}': isPublic,
  'PATCH /api/user/accept-terms': isPublic,
  'POST /api/auth/second-factor': isPublic,
  'POST /api/admin/second-factor': isPublic,
  'POST /api/auth/second-factor/enrolment': isPublic,
  'POST /api/admin/second-factor/enrolment': isPublic,
  'POST /api/auth/second-factor/enrolment/confirm': isPublic,
  'POST /api/admin/second-factor/enrolment/confirm': isPublic,
  'POST /api/auth/second-factor/passkey/options': isPublic,
  'POST /api/admin/second-factor/passkey/options': isPublic,
  'POST /api/auth/second-factor/passkey': isPublic,
  'POST /api/admin/second-factor/passkey': isPublic,
  'POST /api/auth/second-factor/enrolment/passkey/options': isPublic,
  'POST /api/admin/second-factor/enrolment/passkey/options': isPublic,
  'POST /api/auth/second-factor/enrolment/passkey': isPublic,
  'POST /api/admin/second-factor/enrolment/passkey': isPublic,
  'POST /api/auth/passkey/options': isPublic,
  'POST /api/admin/passkey/options': isPublic,
  'POST /api/auth/passkey': isPublic,
  'POST /api/admin/passkey': isPublic,
  'POST /api/refresh-token': isPublic,
  'POST /api/logout': isPublic,
  'POST /api/contact/create': contact,
  'GET /api/diagnoses/inform-document/{token}': own,
  'GET /api/arsulipo/export/{token}': own,
  'GET /api/company-logos/{key}': isPublic,
  'GET /api/apply/{token}': isPublic,
  'POST /api/apply/{token}/registrations': isPublic,
  'POST /api/apply/confirmations': isPublic,
  'POST /api/apply/{token}/applications': {
    audited: 'hiring.application_created',
    as: 'employee',
    target: async (world) => {
      freshPeople += 1;
      // A fresh open position with a seat, straight into the database: Erin applies once to it.
      const [opened] = await world
        .database('positions')
        .insert({
          company_id: world.companyA.id,
          name: `Audit position ${freshPeople}`,
          profile_id: world.companyA.profileId,
          languages: ['en'],
          candidate_cap: 1,
          seats_left: 1,
          public_token: `audit-position-${freshPeople}`.padEnd(43, 'x'),
        })
        .returning<{ public_token: string }[]>('public_token');
      return { person: erin, fixture: { params: { token: opened!.public_token } } };
    },
  },

  'GET /api/user/me': own,
  'GET /api/user/result-reads': own,
  'PATCH /api/user/update-profile': own,
  'PATCH /api/user/leave-company': own,
  'POST /api/auth/verify-user': own,
  'PATCH /api/auth/change-password': own,
  'GET /api/auth/sessions': own,
  'POST /api/auth/sessions/{id}/end': own,
  'POST /api/auth/sessions/end-others': own,
  'GET /api/auth/second-factors': own,
  'POST /api/auth/second-factors/totp': own,
  'POST /api/auth/second-factors/totp/confirm': own,
  'POST /api/auth/second-factors/totp/remove': own,
  'POST /api/auth/second-factors/passkeys/options': own,
  'POST /api/auth/second-factors/passkeys': own,
  'POST /api/auth/second-factors/passkeys/{id}/remove': own,
  'PATCH /api/companies/company-change': own,
  'PATCH /api/companies/decline-invitation': own,
  'POST /api/auth/verify-role': own,
  'POST /api/diagnoses/launch': own,
  'POST /api/diagnoses/consent': own,
  'PATCH /api/diagnoses/submit': own,
  'GET /api/diagnoses/progress': own,
  'POST /api/diagnoses/restart': own,
  'GET /api/diagnoses/results': own,
  'GET /api/diagnoses/get-result-inform': own,
  'POST /api/diagnoses/get-inform-document/{id}': own,
  'POST /api/arsulipo/user': own,
  'GET /api/arsulipo/user': own,
  'GET /api/arsulipo/user/{id}': own,
  'GET /api/arsulipo/user/{id}/document': own,
  'PATCH /api/arsulipo/user': own,

  'GET /api/companies/get-company': company,
  'GET /api/company/dashboard': company,
  'GET /api/companies/get-employees': listing,
  'GET /api/companies/get-employees/{email}': listing,
  'PATCH /api/companies/toggle-diagnosis-permission': licence,
  'PATCH /api/companies/employee-change-role': role,
  'PATCH /api/companies/employee-release': release,
  'PATCH /api/companies/update-company': company,
  'GET /api/companies/branding': company,
  'PATCH /api/companies/branding': company,
  'PUT /api/companies/branding/logo': company,
  'DELETE /api/companies/branding/logo': company,
  'POST /api/companies/invite': address,
  'POST /api/companies/invite-from-file/preview': address,
  'POST /api/companies/invite-from-file': address,
  'GET /api/invitations/get-invitation': listing,
  'PATCH /api/invitations/update-invitation': address,
  'GET /api/companies/reminder-settings': company,
  'PATCH /api/companies/reminder-settings': company,
  'GET /api/companies/reminders': listing,
  'POST /api/companies/send-reminder': reminder,
  'GET /api/companies/audit-trail': trail,
  'GET /api/companies/audit-trail/export': trail,

  'GET /api/webhooks/endpoints': integration,
  'POST /api/webhooks/endpoints': integration,
  'PATCH /api/webhooks/endpoints/{id}': integration,
  'DELETE /api/webhooks/endpoints/{id}': integration,
  'POST /api/webhooks/endpoints/{id}/rotate-secret': integration,
  'GET /api/webhooks/endpoints/{id}/deliveries': integration,
  'POST /api/webhooks/endpoints/{id}/test': integration,

  'GET /api/sso/provider': company,
  'PUT /api/sso/provider': company,
  'GET /api/hiring/settings': company,
  'PATCH /api/hiring/settings': company,
  'POST /api/hiring/applications/{id}/hire': {
    audited: 'hiring.candidate_hired',
    as: 'manager',
    target: (world) => freshApplicant(world, { role: 'manager' }),
  },
  'GET /api/hiring/my-applications': own,
  // The applicant's own act; the entry in the company's trail is about them (D91).
  'POST /api/hiring/my-applications/{id}/withdraw': own,
  // The team view counts valid results only: its person has one, in a group just big enough.
  'GET /api/team-insight/groups/{id}': {
    audited: resultReadActions.teamView,
    as: 'manager',
    view: true,
    target: async (world) => {
      const { email, groupId } = await memberWithValidResult(world);
      return { person: email, fixture: { params: { id: groupId } } };
    },
  },
  'GET /api/team-insight/company': {
    audited: resultReadActions.teamView,
    as: 'manager',
    view: true,
    target: async (world) => ({ person: (await memberWithValidResult(world)).email, fixture: {} }),
  },
  'GET /api/team-insight/compare': {
    audited: resultReadActions.teamView,
    as: 'manager',
    view: true,
    target: async (world) => {
      const { email, groupId } = await memberWithValidResult(world);
      return {
        person: email,
        fixture: { query: { group_a: groupId, group_b: world.companyA.emptyGroupId } },
      };
    },
  },
  'POST /api/team-insight/document': {
    audited: resultReadActions.teamView,
    as: 'manager',
    view: true,
    target: async (world) => {
      const { email, groupId } = await memberWithValidResult(world);
      return { person: email, fixture: { query: { lang: 'en' }, payload: { group_id: groupId } } };
    },
  },

  'GET /api/interview-guides/guide': interviewGuide,
  'GET /api/interview-guides/guide-document': interviewGuidePdf,
  'GET /api/companies/get-diagnoses-employees': resultById,
  'GET /api/companies/get-employee-result-inform': resultRead,
  'PATCH /api/companies/employee-result-profile': {
    audited: 'result.profile_chosen',
    as: 'manager',
    target: async (world) => ({
      person: erin,
      fixture: {
        payload: {
          result_id: world.companyA.employeeResultId,
          email: erin,
          profile_id: world.companyA.profileId,
        },
      },
    }),
  },
  'PATCH /api/companies/grant-retake': {
    audited: 'result.retake_granted',
    as: 'manager',
    target: async (world) => {
      const person = await freshMember(world, { licence: 'yes' });
      const resultId = await completeAssessment(world.server, person.token);
      await world
        .database('results')
        .where({ id: resultId })
        .update({ validity: JSON.stringify({ status: 'invalid', flags: [], indices: null }) });
      await world
        .database('memberships')
        .where({ user_id: person.userId })
        .update({ licence_state: 'no' });
      return {
        person: person.email,
        fixture: {
          query: { role: 'manager' },
          payload: { result_id: resultId, email: person.email },
        },
      };
    },
  },
  'POST /api/companies/get-employee-inform-document/{email}/{id}': report,
  'GET /api/companies/get-employee-group': listing,
  'GET /api/companies/rank-members': ranking,
  'GET /api/companies/export-ranking': rankingExport,
  'GET /api/companies/ranking-shortlist': profile,
  'GET /api/companies/compare-ranked-members': {
    audited: resultReadActions.ranking,
    as: 'manager',
    view: true,
    target: async (world) => {
      const { userId: erinId } = await world
        .database('users')
        .where({ email: erin })
        .first<{ userId: number }>('id as userId');
      const other = await freshMember(world, { licence: 'yes' });
      await completeAssessment(world.server, other.token);
      return {
        person: erin,
        fixture: {
          query: { profile_id: world.companyA.profileId, user_ids: `${erinId},${other.userId}` },
        },
      };
    },
  },
  'POST /api/companies/ranking-shortlist': {
    audited: 'ranking.shortlisted',
    as: 'manager',
    target: async (world) => {
      const person = await freshMember(world);
      return {
        person: person.email,
        fixture: { payload: { profile_id: world.companyA.profileId, user_id: person.userId } },
      };
    },
  },
  'DELETE /api/companies/ranking-shortlist': {
    audited: 'ranking.unshortlisted',
    as: 'manager',
    target: async (world) => {
      const person = await freshMember(world);
      await world.database('ranking_shortlists').insert({
        company_id: world.companyA.id,
        profile_id: world.companyA.profileId,
        user_id: person.userId,
      });
      return {
        person: person.email,
        fixture: { payload: { profile_id: world.companyA.profileId, user_id: person.userId } },
      };
    },
  },
  'GET /api/companies/export-employees': employeesExport,
  'GET /api/companies/people': peopleFit,
  'PATCH /api/companies/toggle-group-diagnosis': groupLicences,
  'GET /api/profiles/get-profile': profile,
  'GET /api/profiles/get-profile/{profile_id}': profile,
  'POST /api/profiles/create-profile': profile,
  'PATCH /api/profiles/update-profile': profile,
  'DELETE /api/profiles/delete-profile': profile,
  'GET /api/groups/get-group': group,
  'GET /api/groups/get-group/{id}': listing,
  'GET /api/groups/get-group-fit/{id}': {
    audited: resultReadActions.groupFit,
    as: 'manager',
    view: true,
    target: async (world) => ({
      person: erin,
      fixture: { params: { id: world.companyA.groupId } },
    }),
  },
  'GET /api/groups/export-group-results/{id}': groupExport,
  'POST /api/groups/create-group': group,
  'GET /api/hiring/positions': position,
  'POST /api/hiring/positions': position,
  'GET /api/hiring/positions/{id}': position,
  'PATCH /api/hiring/positions/{id}': position,
  'POST /api/hiring/positions/{id}/close': position,
  'GET /api/hiring/positions/{id}/qr-code': position,
  'PATCH /api/groups/update-group': group,
  'DELETE /api/groups/delete-group': group,
  'PATCH /api/groups/add-member': memberAdded,
  'PATCH /api/groups/add-members': membersAdded,
  'PATCH /api/groups/remove-member': memberRemoved,

  'POST /api/auth/register': {
    audited: 'user.created',
    as: 'platformAdmin',
    target: async () => {
      freshPeople += 1;
      const email = `audit.registered${freshPeople}@nowhere.example`;
      return {
        person: email,
        fixture: {
          payload: { name: 'Audit Registered', email, password: 'Another-password2', lang: 'en' },
        },
      };
    },
  },
  'POST /api/admin/verify-admin': platform,
  'GET /api/admin/second-factors': platform,
  'POST /api/admin/second-factors/totp': platform,
  'POST /api/admin/second-factors/totp/confirm': platform,
  'POST /api/admin/second-factors/totp/remove': platform,
  'POST /api/admin/second-factors/passkeys/options': platform,
  'POST /api/admin/second-factors/passkeys': platform,
  'POST /api/admin/second-factors/passkeys/{id}/remove': platform,
  'GET /api/admin/get': platform,
  'POST /api/admin/create': platform,
  'PATCH /api/admin/update': platform,
  'DELETE /api/admin/delete': platform,
  'POST /api/admin/send-password-reset': platform,
  'GET /api/admin/get-companies': company,
  'POST /api/companies/create-company': company,
  'DELETE /api/admin/delete-company': company,
  'PATCH /api/admin/add-licenses': company,
  'PATCH /api/admin/revoke-licenses': company,
  'GET /api/admin/get-users': listing,
  'GET /api/admin/get-users/{id}': listing,
  'DELETE /api/admin/delete-user': {
    audited: 'user.deleted',
    as: 'platformAdmin',
    target: async (world) => {
      const person = await freshMember(world);
      return { person: person.email, fixture: { payload: { userEmailDelete: person.email } } };
    },
  },
  'POST /api/admin/end-user-sessions': {
    audited: 'user.sessions-ended',
    as: 'platformAdmin',
    target: async (world) => {
      const person = await freshMember(world);
      return { person: person.email, fixture: { payload: { user_id: person.userId } } };
    },
  },
  'POST /api/admin/send-mail': platform,
  'GET /api/admin/search/user': listing,
  'GET /api/admin/search/company': listing,
  'GET /api/admin/search/petroAdmin': listing,
  'GET /api/admin/search/contactForms': listing,
  'GET /api/admin/audit-trail': trail,
  'GET /api/admin/audit-trail/export': trail,
  'GET /api/admin/instrument-report': platform,
  'GET /api/admin/instrument-report.csv': platform,
  'GET /api/admin-companies/get-company': company,
  'PATCH /api/admin-companies/update-company': company,
  'GET /api/admin-companies/get-employees': listing,
  'GET /api/admin-companies/get-employees/{email}': listing,
  'PATCH /api/admin-companies/employee-change-role': adminRole,
  'PATCH /api/admin-companies/employee-release': adminRelease,
  'PATCH /api/admin-companies/toggle-diagnosis-permission': adminLicence,
  'GET /api/admin-companies/get-invitation': listing,
  'POST /api/admin-companies/invite': address,
  'POST /api/admin-companies/invite-from-file/preview': address,
  'POST /api/admin-companies/invite-from-file': address,
  'PATCH /api/admin-companies/update-invitation': address,
  'GET /api/admin-companies/reminder-settings': company,
  'PATCH /api/admin-companies/reminder-settings': company,
  'GET /api/admin-companies/reminders': listing,
  'GET /api/admin-companies/settings': company,
  'PATCH /api/admin-companies/settings': company,
  'GET /api/admin-companies/provider': company,
  'PUT /api/admin-companies/provider': company,
  'POST /api/admin-companies/applications/{id}/hire': {
    audited: 'hiring.candidate_hired',
    as: 'platformAdmin',
    target: (world) => freshApplicant(world, { company_id: world.companyA.id }),
  },
  'POST /api/admin-companies/send-reminder': adminReminder,
  'GET /api/admin-companies/get-profile': profile,
  'GET /api/admin-companies/get-profile/{profile_id}': profile,
  'POST /api/admin-companies/create-profile': profile,
  'PATCH /api/admin-companies/update-profile': profile,
  'DELETE /api/admin-companies/delete-profile': profile,
  'GET /api/admin-companies/positions': position,
  'POST /api/admin-companies/positions': position,
  'GET /api/admin-companies/positions/{id}': position,
  'PATCH /api/admin-companies/positions/{id}': position,
  'POST /api/admin-companies/positions/{id}/close': position,
  'GET /api/admin-companies/positions/{id}/qr-code': position,
  'GET /api/admin-companies/get-group': group,
  'GET /api/admin-companies/get-group/{group_id}': listing,
  'POST /api/admin-companies/create-group': group,
  'PATCH /api/admin-companies/update-group': group,
  'DELETE /api/admin-companies/delete-group': group,
  'PATCH /api/admin-companies/add-member': adminMemberAdded,
  'PATCH /api/admin-companies/add-members': adminMembersAdded,
  'PATCH /api/admin-companies/remove-member': adminMemberRemoved,
  'PATCH /api/admin-companies/toggle-group-diagnosis': adminGroupLicences,
  'GET /api/admin-companies/get-diagnoses-employees': adminResultById,
  'GET /api/admin-companies/get-employee-group': listing,
  'GET /api/admin-companies/get-employee-result-inform': adminResultRead,
  'POST /api/admin-companies/get-employee-inform-document/{email}/{result_id}': adminReport,
  'GET /api/admin-companies/rank-members': adminRanking,
  'GET /api/admin-companies/guide': adminInterviewGuide,
  'GET /api/admin-companies/guide-document': adminInterviewGuidePdf,
  'GET /api/admin-companies/people': adminPeopleFit,
  'GET /api/admin-companies/export-ranking': adminRankingExport,
  'GET /api/admin-companies/export-employees': adminEmployeesExport,
  'GET /api/admin-companies/export-group-results': {
    audited: resultReadActions.export,
    as: 'platformAdmin',
    view: true,
    target: async (world) => ({
      person: erin,
      fixture: {
        query: { company_id: world.companyA.id, group_id: world.companyA.groupId, ...csv },
      },
    }),
  },
  'GET /api/contact/get': contact,
  'GET /api/contact/get/{id}': contact,
  'PATCH /api/contact/update': contact,
  'GET /api/arsulipo/admin': request,
  'GET /api/arsulipo/admin/{id}': request,
  'PATCH /api/arsulipo/admin': {
    audited: 'data_rights.updated',
    as: 'platformAdmin',
    target: async (world) => ({
      person: erin,
      fixture: {
        payload: { arsulipo_id: world.companyA.employeeRequestId, notes: 'Checked by phone.' },
      },
    }),
  },
  'GET /api/arsulipo/adminInform': {
    audited: 'data_rights.access',
    as: 'platformAdmin',
    target: async (world) => {
      const { email, requestId } = await memberWithRequest(world, 'access');
      return { person: email, fixture: { query: { arsulipo_id: requestId, lang: 'en' } } };
    },
  },
  'PATCH /api/arsulipo/rectification': {
    audited: 'data_rights.rectification',
    as: 'platformAdmin',
    target: async (world) => {
      const { email, requestId } = await memberWithRequest(world, 'rectification');
      return {
        person: email,
        fixture: {
          query: { arsulipo_id: requestId, toPatch: 'employee' },
          payload: { name: 'Audit Rectified' },
        },
      };
    },
  },
  'DELETE /api/arsulipo/suppression': { notAboutAPerson: 'erasure' },
  'GET /api/arsulipo/portability': {
    audited: 'data_rights.portability',
    as: 'platformAdmin',
    target: async (world) => {
      const { email, requestId } = await memberWithRequest(world, 'portability');
      return { person: email, fixture: { query: { arsulipo_id: requestId, toPort: 'employee' } } };
    },
  },
};
