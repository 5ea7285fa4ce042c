import type { ApiWorld } from './api-world';
import { companyAPeople } from './api-world';
import { backOfficeFixtures } from './back-office-fixtures';
import { missingId, nobody, ssoSettingsFixture, type RouteFixture } from './fixture-targets';
import { unknownPasskeyAnswer, unknownPasskeyRegistration } from './passkey-fixtures';

const terms = { termsVersion: '1.0.0', privacyVersion: '1.0.0' };

/** The second step of a sign-in with a challenge nobody signed: refused, whoever calls. */
const secondStepFixtures = Object.fromEntries(
  (['auth', 'admin'] as const).flatMap((scope) => [
    [
      `POST /api/${scope}/second-factor`,
      () => ({ payload: { challenge: 'no-such-challenge', code: '000000' } }),
    ],
    [
      `POST /api/${scope}/second-factor/enrolment`,
      () => ({ payload: { challenge: 'no-such-challenge' } }),
    ],
    [
      `POST /api/${scope}/second-factor/enrolment/confirm`,
      () => ({ payload: { challenge: 'no-such-challenge', code: '000000' } }),
    ],
    [
      `POST /api/${scope}/second-factor/passkey/options`,
      () => ({ payload: { challenge: 'no-such-challenge' } }),
    ],
    [
      `POST /api/${scope}/second-factor/passkey`,
      () => ({ payload: { challenge: 'no-such-challenge', response: unknownPasskeyAnswer } }),
    ],
    [`POST /api/${scope}/passkey`, () => ({ payload: { response: unknownPasskeyAnswer } })],
    [
      `POST /api/${scope}/second-factor/enrolment/passkey/options`,
      () => ({ payload: { challenge: 'no-such-challenge' } }),
    ],
    [
      `POST /api/${scope}/second-factor/enrolment/passkey`,
      () => ({ payload: { challenge: 'no-such-challenge', ...unknownPasskeyRegistration } }),
    ],
  ]),
) as Record<string, () => RouteFixture>;

/**
 * Per-route requests, keyed `METHOD path`. They target company A (the demo tenant) and are
 * harmless for whoever is allowed: destructive calls name a missing row or the state the target
 * already has, so the whole matrix runs on one database in any order. A route without an entry
 * gets an empty payload (admin-only routes: the strategy refuses before validation runs).
 */
export const routeFixtures: Record<string, (world: ApiWorld) => RouteFixture> = {
  // Public calls (the matrix skips them; the input hardening starts from these)
  'POST /api/auth/login': () => ({
    payload: { email: nobody, password: 'Wrong-password1', ...terms },
  }),
  'POST /api/admin/login': () => ({ payload: { email: nobody, password: 'Wrong-password1' } }),
  'PATCH /api/user/accept-terms': () => ({
    payload: { email: nobody, password: 'Wrong-password1', ...terms },
  }),
  ...secondStepFixtures,
  'POST /api/auth/forgot-password': () => ({ payload: { email: nobody, lang: 'en' } }),
  // No company's provider vouches for the address's domain: 404.
  'POST /api/sso/start': () => ({ payload: { email: nobody, ...terms } }),
  // No sign-in cookie: the browser is sent to the refused page.
  'GET /api/sso/callback': () => ({ query: { code: 'no-such-code', state: 'no-such-state' } }),
  'POST /api/admin/forgot-password': () => ({ payload: { email: nobody, lang: 'en' } }),
  'PATCH /api/auth/set-password': () => ({
    payload: { token: 'no-such-reset-token', password: 'Another-password2' },
  }),
  'PATCH /api/admin/set-password': () => ({
    payload: { token: 'no-such-reset-token', password: 'Another-password2' },
  }),
  'POST /api/auth/employee-register': () => ({
    payload: {
      token: 'no-such-invitation-token',
      name: 'Ann Lee',
      password: 'Another-password2',
      ...terms,
    },
  }),
  'POST /api/contact/create': () => ({
    payload: {
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      phone_prefix: '+34',
      phone: '600111222',
      lang: 'en',
      message: 'We would like a demonstration for fifty people.',
    },
  }),

  'GET /api/apply/{token}': (world) => ({
    params: { token: world.companyA.closedPositionToken },
  }),
  // A closed position: every sign-up is refused, and no mail is sent.
  'POST /api/apply/{token}/registrations': (world) => ({
    params: { token: world.companyA.closedPositionToken },
    payload: {
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      password: 'Another-password2',
      lang: 'en',
      consent: true,
      ...terms,
    },
  }),
  'POST /api/apply/confirmations': () => ({ payload: { token: 'no-such-confirmation-token' } }),

  // Session and account
  'POST /api/auth/verify-role': () => ({ query: { role: 'manager' } }),
  'PATCH /api/auth/change-password': () => ({
    payload: { password: 'Not-the-password1', newPassword: 'Another-password2' },
  }),
  // An answer no authenticator made, and a passkey that is not there: nothing changes.
  'POST /api/auth/second-factors/passkeys': () => ({ payload: unknownPasskeyRegistration }),
  'POST /api/auth/second-factors/passkeys/{id}/remove': () => ({
    params: { id: String(missingId) },
    payload: { password: 'Not-the-password1' },
  }),
  // No such session, and no refresh cookie to tell which session asks: nothing ends.
  'POST /api/auth/sessions/{id}/end': () => ({
    params: { id: '00000000-0000-4000-8000-000000000000' },
  }),
  // A code that is never right, and a password that is not the person's: nothing changes.
  'POST /api/auth/second-factors/totp/confirm': () => ({ payload: { code: '000000' } }),
  'POST /api/auth/second-factors/totp/remove': () => ({
    payload: { password: 'Not-the-password1' },
  }),
  'PATCH /api/user/update-profile': () => ({ payload: { name: '<b>not a name</b>' } }),
  'PATCH /api/user/leave-company': () => ({ payload: { lang: 'xx' } }),
  'PATCH /api/companies/company-change': () => ({ payload: { token: 'no-such-invitation-token' } }),
  'PATCH /api/companies/decline-invitation': () => ({
    payload: { token: 'no-such-invitation-token' },
  }),

  // Assessment and own reports
  'POST /api/diagnoses/launch': () => ({ payload: { lang: 'en' } }),
  'POST /api/diagnoses/consent': () => ({ payload: { consents: true, version: '1.0.0' } }),
  'PATCH /api/diagnoses/submit': () => ({ payload: { responses: [], lang: 'en' } }),
  'GET /api/diagnoses/progress': () => ({}),
  'POST /api/diagnoses/restart': () => ({ payload: { lang: 'es' } }),
  'GET /api/diagnoses/results': (world) => ({
    query: { result_id: world.companyA.employeeResultId },
  }),
  'GET /api/diagnoses/get-result-inform': (world) => ({
    query: { result_id: world.companyA.employeeResultId, lang: 'en' },
  }),
  // A missing result: the own result would render a PDF in Chromium.
  'POST /api/diagnoses/get-inform-document/{id}': () => ({
    params: { id: missingId },
    query: { lang: 'en' },
    payload: {},
  }),

  // Data-rights requests of the signed-in person (Erin filed one)
  'POST /api/arsulipo/user': () => ({
    payload: {
      name: 'Matrix Person',
      email: 'matrix.person@example.com',
      right: 'objection',
      message: 'I object to marketing.',
      lang: 'en',
    },
  }),
  'GET /api/arsulipo/user/{id}': (world) => ({ params: { id: world.companyA.employeeRequestId } }),
  'GET /api/arsulipo/user/{id}/document': (world) => ({
    params: { id: world.companyA.employeeRequestId },
    query: { lang: 'en' },
  }),
  'PATCH /api/arsulipo/user': (world) => ({
    payload: { arsulipo_id: world.companyA.employeeRequestId, message: 'Any news?', lang: 'en' },
  }),

  // Company panel
  // Webhooks: a loopback address (422 for the admin) and a missing endpoint (404).
  'POST /api/webhooks/endpoints': () => ({
    payload: { url: 'https://127.0.0.1/hook', events: ['result.ready'] },
  }),
  'PATCH /api/webhooks/endpoints/{id}': () => ({
    params: { id: missingId },
    payload: { active: true },
  }),
  'DELETE /api/webhooks/endpoints/{id}': () => ({ params: { id: missingId } }),
  'POST /api/webhooks/endpoints/{id}/rotate-secret': () => ({ params: { id: missingId } }),
  'GET /api/webhooks/endpoints/{id}/deliveries': () => ({ params: { id: missingId } }),
  'POST /api/webhooks/endpoints/{id}/test': () => ({ params: { id: missingId } }),
  // An issuer no provider answers at (.invalid never resolves): 422 for the admin.
  'PUT /api/sso/provider': () => ({ payload: ssoSettingsFixture }),
  'GET /api/hiring/settings': () => ({ query: { role: 'manager' } }),
  'PATCH /api/hiring/settings': () => ({
    query: { role: 'admin' },
    payload: { candidateRetentionMonths: 12 },
  }),
  'POST /api/hiring/applications/{id}/hire': () => ({
    params: { id: missingId },
    query: { role: 'manager' },
  }),
  'POST /api/hiring/my-applications/{id}/withdraw': () => ({ params: { id: missingId } }),

  'GET /api/companies/get-company': () => ({ query: { role: 'manager' } }),
  'GET /api/companies/get-employees': () => ({ query: { role: 'manager', page: 1 } }),
  'GET /api/companies/get-employees/{email}': () => ({
    params: { email: companyAPeople.employee },
    query: { role: 'manager' },
  }),
  'PATCH /api/companies/employee-change-role': () => ({
    query: { role: 'admin' },
    payload: { email: nobody, newRole: 'employee' },
  }),
  'PATCH /api/companies/employee-release': () => ({
    query: { role: 'admin' },
    payload: { email: nobody, lang: 'en' },
  }),
  // Joao holds a licence already: 409 for his company, 404 for any other.
  'PATCH /api/companies/toggle-diagnosis-permission': () => ({
    query: { role: 'manager' },
    payload: { email: companyAPeople.otherEmployee, newLicenseState: 'yes' },
  }),
  'PATCH /api/companies/update-company': () => ({
    query: { role: 'admin' },
    payload: { name: 'Acme Demo', email: 'hello@acme.example' },
  }),
  'PATCH /api/companies/branding': () => ({
    query: { role: 'admin' },
    payload: { welcomeLine: '' },
  }),
  // A JSON body is no picture: the admin is told 415 and nothing changes.
  'PUT /api/companies/branding/logo': () => ({
    query: { role: 'admin' },
    payload: { logo: 'none' },
  }),
  'DELETE /api/companies/branding/logo': () => ({ query: { role: 'admin' } }),
  'GET /api/company-logos/{key}': () => ({ params: { key: 'a'.repeat(43) } }),
  'POST /api/companies/invite': () => ({
    query: { role: 'manager' },
    payload: { guest: 'matrix.guest@invitee.example', role: 'employee', lang: 'en' },
  }),
  'GET /api/invitations/get-invitation': () => ({ query: { role: 'manager', page: 1 } }),
  'PATCH /api/invitations/update-invitation': () => ({
    query: { role: 'admin' },
    payload: { guest: nobody },
  }),
  'GET /api/companies/reminder-settings': () => ({ query: { role: 'manager' } }),
  'PATCH /api/companies/reminder-settings': () => ({
    query: { role: 'admin' },
    payload: { enabled: true, daysAfter: 3, times: 2 },
  }),
  'GET /api/companies/reminders': () => ({ query: { role: 'manager', page: 1 } }),
  'GET /api/companies/audit-trail/export': () => ({ query: { format: 'csv', lang: 'en' } }),
  'POST /api/companies/send-reminder': () => ({
    query: { role: 'manager' },
    payload: { kind: 'invitation', invitation_id: missingId },
  }),

  // Employee results, profiles and groups
  'GET /api/companies/get-diagnoses-employees': () => ({
    query: { email: companyAPeople.employee, page: 1 },
  }),
  'GET /api/companies/get-employee-result-inform': (world) => ({
    query: {
      result_id: world.companyA.employeeResultId,
      email: companyAPeople.employee,
      lang: 'en',
    },
  }),
  'PATCH /api/companies/employee-result-profile': (world) => ({
    payload: {
      result_id: world.companyA.employeeResultId,
      email: companyAPeople.employee,
      profile_id: world.companyA.profileId,
    },
  }),
  'PATCH /api/companies/grant-retake': (world) => ({
    query: { role: 'manager' },
    payload: { result_id: world.companyA.employeeResultId, email: companyAPeople.employee },
  }),
  // A missing result: a real one would render a PDF in Chromium.
  'POST /api/companies/get-employee-inform-document/{email}/{id}': () => ({
    params: { email: companyAPeople.employee, id: missingId },
    query: { lang: 'en' },
    payload: {},
  }),
  'GET /api/interview-guides/guide': (world) => ({
    query: { email: companyAPeople.employee, profile_id: world.companyA.profileId, lang: 'en' },
  }),
  // A missing profile: a real one would render a PDF in Chromium.
  'GET /api/interview-guides/guide-document': () => ({
    query: { email: companyAPeople.employee, profile_id: missingId, lang: 'en' },
  }),
  'GET /api/companies/rank-members': (world) => ({
    query: { profile_id: world.companyA.profileId },
  }),
  'GET /api/companies/ranking-shortlist': (world) => ({
    query: { profile_id: world.companyA.profileId },
  }),
  // Nobody by those ids is a member: a manager of company A passes and is told 404.
  'GET /api/companies/compare-ranked-members': (world) => ({
    query: { profile_id: world.companyA.profileId, user_ids: `${missingId},${missingId - 1}` },
  }),
  // Nobody by that id is a member: a manager of company A passes and is told 404.
  'POST /api/companies/ranking-shortlist': (world) => ({
    payload: { profile_id: world.companyA.profileId, user_id: missingId },
  }),
  'DELETE /api/companies/ranking-shortlist': (world) => ({
    payload: { profile_id: world.companyA.profileId, user_id: missingId },
  }),
  'GET /api/companies/export-ranking': (world) => ({
    query: { profile_id: world.companyA.profileId, format: 'csv' },
  }),
  'GET /api/companies/export-employees': () => ({ query: { format: 'csv' } }),
  'GET /api/companies/people': () => ({ query: { role: 'manager', page: 1 } }),
  'GET /api/companies/get-employee-group': () => ({
    query: { email: companyAPeople.employee, page: 1 },
  }),
  'PATCH /api/companies/toggle-group-diagnosis': (world) => ({
    payload: { group_id: world.companyA.emptyGroupId, newLicenseState: 'no' },
  }),
  'GET /api/profiles/get-profile': () => ({ query: { page: 1 } }),
  'GET /api/profiles/get-profile/{profile_id}': (world) => ({
    params: { profile_id: world.companyA.profileId },
  }),
  'POST /api/profiles/create-profile': () => ({
    payload: { name: 'Matrix profile', min_anxiety: 1, max_anxiety: 9 },
  }),
  'PATCH /api/profiles/update-profile': (world) => ({
    payload: {
      profile_id: world.companyA.profileId,
      name: 'Acme sales lead',
      min_anxiety: 2,
      max_anxiety: 20,
    },
  }),
  'DELETE /api/profiles/delete-profile': () => ({
    query: { role: 'admin' },
    payload: { profile_id: missingId },
  }),
  'GET /api/groups/get-group': () => ({ query: { page: 1 } }),
  'GET /api/groups/get-group/{id}': (world) => ({ params: { id: world.companyA.groupId } }),
  'GET /api/groups/get-group-fit/{id}': (world) => ({ params: { id: world.companyA.groupId } }),
  'GET /api/team-insight/groups/{id}': (world) => ({ params: { id: world.companyA.groupId } }),
  'GET /api/team-insight/company': () => ({}),
  'GET /api/team-insight/compare': (world) => ({
    query: { group_a: world.companyA.groupId, group_b: world.companyA.emptyGroupId },
  }),
  // A missing group: company A's own would print a PDF in Chromium for every allowed caller.
  'POST /api/team-insight/document': () => ({ payload: { group_id: missingId } }),
  'GET /api/groups/export-group-results/{id}': (world) => ({
    params: { id: world.companyA.groupId },
    query: { format: 'csv' },
  }),
  'POST /api/groups/create-group': () => ({ payload: { name: 'Matrix group' } }),
  // Position links: a missing profile, and a closed position, which no change reaches.
  'GET /api/hiring/positions': () => ({}),
  'POST /api/hiring/positions': () => ({
    payload: { name: 'Matrix position', profileId: missingId, languages: ['en'], candidateCap: 1 },
  }),
  'GET /api/hiring/positions/{id}': (world) => ({ params: { id: world.companyA.positionId } }),
  'PATCH /api/hiring/positions/{id}': (world) => ({
    params: { id: world.companyA.closedPositionId },
    payload: { name: 'Acme closed analyst' },
  }),
  'POST /api/hiring/positions/{id}/close': (world) => ({
    params: { id: world.companyA.closedPositionId },
  }),
  'GET /api/hiring/positions/{id}/qr-code': (world) => ({
    params: { id: world.companyA.positionId },
    query: { format: 'svg' },
  }),
  'POST /api/apply/{token}/applications': (world) => ({
    params: { token: world.companyA.closedPositionToken },
  }),
  'PATCH /api/groups/update-group': (world) => ({
    payload: { group_id: world.companyA.groupId, name: 'Acme team' },
  }),
  'DELETE /api/groups/delete-group': () => ({
    query: { role: 'admin' },
    payload: { group_id: missingId },
  }),
  // Erin is in the group already (400) and Joao is not (400): authorization passed, nothing moved.
  'PATCH /api/groups/add-member': (world) => ({
    payload: { group_id: world.companyA.groupId, email: companyAPeople.employee },
  }),
  'PATCH /api/groups/remove-member': (world) => ({
    payload: { group_id: world.companyA.groupId, email: companyAPeople.otherEmployee },
  }),
  // Erin is in the group already: the whole call is refused with its reason, nothing moved.
  'PATCH /api/groups/add-members': (world) => ({
    payload: { group_id: world.companyA.groupId, emails: [companyAPeople.employee] },
  }),

  ...backOfficeFixtures,
};

/** The encoded query string of a fixture, without `?`. */
export function queryStringOf(fixture: RouteFixture): string {
  return new URLSearchParams(
    Object.entries(fixture.query ?? {}).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  ).toString();
}

/** The URL of `path` with its parameters filled in (a missing id where no fixture names one). */
export function urlOf(path: string, fixture: RouteFixture): string {
  const filled = path.replace(/\{(\w+)\??\*?\}/g, (_, name: string) =>
    encodeURIComponent(String(fixture.params?.[name] ?? missingId)),
  );
  const query = queryStringOf(fixture);
  return query ? `${filled}?${query}` : filled;
}
