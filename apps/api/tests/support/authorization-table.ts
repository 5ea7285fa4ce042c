import type { Principal } from './api-world';

/**
 * Who may call each route, keyed `METHOD path` as in `server.table()`.
 *
 * - `allow`: these principals pass authorization (any answer but 401/403).
 * - `hidden`: these principals are refused for the fixture's target, and may be told 404 rather
 *   than 403 because the target belongs to another company or person (existence stays hidden).
 * - everyone else is denied: 401 or 403.
 * - `public`: open to anyone by design (its own rate limits, signed links, or a password in the
 *   body); the reason says why, and the route must carry no required auth strategy.
 *
 * Fixtures (route-fixtures.ts) target company A, the demo tenant; `otherManager` manages company B.
 */
export type RouteAccess =
  { public: string } | { allow: readonly Principal[]; hidden?: readonly Principal[] };

const companyUsers = ['employee', 'candidate', 'manager', 'companyAdmin'] as const;
/** Every signed-in end user, whatever the company. */
const users = [...companyUsers, 'otherManager'] as const;
/** Managers and admins of company A (an admin may do what a manager may). */
const managersOfA = ['manager', 'companyAdmin'] as const;
/** Calls on the caller's own company: company B's manager acts on company B. */
const anyManager = [...managersOfA, 'otherManager'] as const;
/** Calls about one of company A's people, groups or profiles. */
const aboutCompanyA = { allow: managersOfA, hidden: ['otherManager'] } as const;
/** Calls only a company administrator may make. */
const adminOfA = { allow: ['companyAdmin'] } as const;
const platformAdminOnly = { allow: ['platformAdmin'] } as const;
/** Calls on Erin's own rows: anyone else is told 404. */
const erinOnly = { allow: ['employee'], hidden: ['candidate', ...anyManager] } as const;

/** A sign-in's second step: the challenge a right password gave, and codes rate limited per person. */
const secondStep = 'the signed challenge of a right password is the credential; codes rate limited';
const passkeySignIn = "a passkey's signature over a single-use challenge; rate limited per address";

export const authorizationTable: Record<string, RouteAccess> = {
  // Public by design
  'POST /api/auth/login': { public: 'sign-in, rate limited per account and address' },
  'POST /api/admin/login': { public: 'sign-in, rate limited per account and address' },
  'GET /api/client-settings': { public: 'deployment settings the web app needs before sign-in' },
  'POST /api/auth/forgot-password': { public: 'same answer for any address, rate limited' },
  'POST /api/admin/forgot-password': { public: 'same answer for any address, rate limited' },
  'PATCH /api/auth/set-password': { public: 'the one-time reset link is the credential' },
  'PATCH /api/admin/set-password': { public: 'the one-time reset link is the credential' },
  'POST /api/auth/employee-register': { public: 'the one-time invitation link is the credential' },
  'GET /api/auth/register-context/{token}': {
    public: 'the link is the credential; answers only what its addressee sees, rate limited',
  },
  'PATCH /api/user/accept-terms': { public: 'takes the password again, under the login limits' },
  // The second step of a password sign-in (D98): the signed challenge is the credential.
  'POST /api/auth/second-factor': { public: secondStep },
  'POST /api/admin/second-factor': { public: secondStep },
  'POST /api/auth/second-factor/enrolment': { public: secondStep },
  'POST /api/admin/second-factor/enrolment': { public: secondStep },
  'POST /api/auth/second-factor/enrolment/confirm': { public: secondStep },
  'POST /api/admin/second-factor/enrolment/confirm': { public: secondStep },
  'POST /api/auth/second-factor/passkey/options': { public: secondStep },
  'POST /api/admin/second-factor/passkey/options': { public: secondStep },
  'POST /api/auth/second-factor/passkey': { public: secondStep },
  'POST /api/admin/second-factor/passkey': { public: secondStep },
  'POST /api/auth/second-factor/enrolment/passkey/options': { public: secondStep },
  'POST /api/admin/second-factor/enrolment/passkey/options': { public: secondStep },
  'POST /api/auth/second-factor/enrolment/passkey': { public: secondStep },
  'POST /api/admin/second-factor/enrolment/passkey': { public: secondStep },
  // A passkey sign-in (D100): the authenticator's signature is the credential.
  'POST /api/auth/passkey/options': { public: passkeySignIn },
  'POST /api/admin/passkey/options': { public: passkeySignIn },
  'POST /api/auth/passkey': { public: passkeySignIn },
  'POST /api/admin/passkey': { public: passkeySignIn },
  'POST /api/refresh-token': { public: 'the refresh cookie is the credential' },
  'POST /api/logout': { public: 'ends the sign-in of the refresh cookie sent, if any' },
  'POST /api/contact/create': { public: 'the public contact form, rate limited per address' },
  'GET /api/diagnoses/inform-document/{token}': { public: 'a signed, short-lived PDF link' },
  'GET /api/arsulipo/export/{token}': { public: 'a signed, short-lived export link' },
  'GET /api/apply/{token}': {
    public: "a position link's page; its unguessable token is published, rate limited per address",
  },
  'POST /api/apply/{token}/registrations': {
    public: 'a sign-up pending a mailed confirmation, rate limited per address and per e-mail',
  },
  'POST /api/apply/confirmations': {
    public: 'the mailed one-time confirmation link is the credential, rate limited per address',
  },
  'POST /api/sso/start': {
    public: "starts a sign-in at the address's company provider, rate limited per address",
  },
  'GET /api/sso/callback': {
    public: "the provider's answer, bound to the sign-in cookie of the browser that started it",
  },
  'GET /api/company-logos/{key}': {
    public: "a company's logo; its random key, new with each logo, is the permission",
  },

  // Any signed-in user, on their own account
  'GET /api/user/me': { allow: users },
  // A person applies to a position of any company with their own account (D90).
  'POST /api/apply/{token}/applications': { allow: users },
  'PATCH /api/user/update-profile': { allow: users },
  'PATCH /api/user/leave-company': { allow: users },
  'POST /api/auth/verify-user': { allow: users },
  'PATCH /api/auth/change-password': { allow: users },
  // A person's own sessions: another person's session id is told 404 like an ended one (D97).
  'GET /api/auth/sessions': { allow: users },
  'POST /api/auth/sessions/{id}/end': { allow: users },
  'POST /api/auth/sessions/end-others': { allow: users },
  'GET /api/auth/second-factors': { allow: users },
  'POST /api/auth/second-factors/totp': { allow: users },
  'POST /api/auth/second-factors/totp/confirm': { allow: users },
  'POST /api/auth/second-factors/totp/remove': { allow: users },
  'POST /api/auth/second-factors/passkeys/options': { allow: users },
  'POST /api/auth/second-factors/passkeys': { allow: users },
  'POST /api/auth/second-factors/passkeys/{id}/remove': { allow: users },
  'PATCH /api/companies/company-change': { allow: users },
  'PATCH /api/companies/decline-invitation': { allow: users },
  'POST /api/auth/verify-role': { allow: anyManager },
  'GET /api/user/result-reads': { allow: users },

  // The assessment: Carla holds no licence, and launch refuses her with 403
  'POST /api/diagnoses/launch': { allow: ['employee', 'manager', 'companyAdmin', 'otherManager'] },
  'POST /api/diagnoses/consent': { allow: users },
  'PATCH /api/diagnoses/submit': { allow: users },
  'GET /api/diagnoses/progress': { allow: users },
  'POST /api/diagnoses/restart': { allow: users },
  'GET /api/diagnoses/results': erinOnly,
  'GET /api/diagnoses/get-result-inform': erinOnly,
  'POST /api/diagnoses/get-inform-document/{id}': { allow: users },

  // Data-rights requests: anyone may file one (a platform admin's token is not a user's)
  'POST /api/arsulipo/user': { allow: ['visitor', ...users] },
  'GET /api/arsulipo/user': { allow: users },
  'GET /api/arsulipo/user/{id}': erinOnly,
  'GET /api/arsulipo/user/{id}/document': erinOnly,
  'PATCH /api/arsulipo/user': erinOnly,

  // Company panel
  'GET /api/companies/get-company': { allow: anyManager },
  'GET /api/company/dashboard': { allow: anyManager },
  'GET /api/companies/get-employees': { allow: anyManager },
  'GET /api/companies/get-employees/{email}': aboutCompanyA,
  'PATCH /api/companies/toggle-diagnosis-permission': aboutCompanyA,
  'PATCH /api/companies/employee-change-role': adminOfA,
  'PATCH /api/companies/employee-release': adminOfA,
  'PATCH /api/companies/update-company': adminOfA,
  'GET /api/companies/branding': { allow: users },
  'PATCH /api/companies/branding': adminOfA,
  'PUT /api/companies/branding/logo': adminOfA,
  'DELETE /api/companies/branding/logo': adminOfA,
  'POST /api/companies/invite': { allow: anyManager },
  'POST /api/companies/invite-from-file/preview': { allow: anyManager },
  'POST /api/companies/invite-from-file': { allow: anyManager },
  'GET /api/invitations/get-invitation': { allow: anyManager },
  'PATCH /api/invitations/update-invitation': adminOfA,
  'GET /api/companies/reminder-settings': { allow: anyManager },
  'PATCH /api/companies/reminder-settings': adminOfA,
  'GET /api/companies/reminders': { allow: anyManager },
  'POST /api/companies/send-reminder': aboutCompanyA,
  'GET /api/companies/audit-trail': adminOfA,
  'GET /api/companies/audit-trail/export': adminOfA,
  'GET /api/webhooks/endpoints': adminOfA,
  'POST /api/webhooks/endpoints': adminOfA,
  'PATCH /api/webhooks/endpoints/{id}': adminOfA,
  'DELETE /api/webhooks/endpoints/{id}': adminOfA,
  'POST /api/webhooks/endpoints/{id}/rotate-secret': adminOfA,
  'GET /api/webhooks/endpoints/{id}/deliveries': adminOfA,
  'POST /api/webhooks/endpoints/{id}/test': adminOfA,
  // Candidate retention (D91): the company's period, the hire; the applicant's own list.
  'GET /api/hiring/settings': { allow: anyManager },
  'PATCH /api/hiring/settings': adminOfA,
  'GET /api/sso/provider': adminOfA,
  'PUT /api/sso/provider': adminOfA,
  'POST /api/hiring/applications/{id}/hire': aboutCompanyA,
  'GET /api/hiring/my-applications': { allow: users },
  'POST /api/hiring/my-applications/{id}/withdraw': { allow: users },

  // Employee results, profiles and groups
  'GET /api/companies/get-diagnoses-employees': aboutCompanyA,
  'GET /api/companies/get-employee-result-inform': aboutCompanyA,
  'PATCH /api/companies/employee-result-profile': aboutCompanyA,
  'PATCH /api/companies/grant-retake': aboutCompanyA,
  'POST /api/companies/get-employee-inform-document/{email}/{id}': aboutCompanyA,
  'GET /api/companies/get-employee-group': aboutCompanyA,
  'GET /api/companies/rank-members': aboutCompanyA,
  'GET /api/companies/ranking-shortlist': aboutCompanyA,
  'GET /api/companies/compare-ranked-members': aboutCompanyA,
  'POST /api/companies/ranking-shortlist': aboutCompanyA,
  'DELETE /api/companies/ranking-shortlist': aboutCompanyA,
  'GET /api/companies/export-ranking': aboutCompanyA,
  'GET /api/companies/export-employees': { allow: anyManager },
  'GET /api/companies/people': { allow: anyManager },
  'PATCH /api/companies/toggle-group-diagnosis': aboutCompanyA,
  'GET /api/profiles/get-profile': { allow: anyManager },
  'GET /api/profiles/get-profile/{profile_id}': aboutCompanyA,
  'POST /api/profiles/create-profile': { allow: anyManager },
  'PATCH /api/profiles/update-profile': aboutCompanyA,
  'DELETE /api/profiles/delete-profile': adminOfA,
  'GET /api/groups/get-group': { allow: anyManager },
  'GET /api/groups/get-group/{id}': aboutCompanyA,
  'GET /api/groups/get-group-fit/{id}': aboutCompanyA,
  'GET /api/groups/export-group-results/{id}': aboutCompanyA,
  'GET /api/team-insight/groups/{id}': aboutCompanyA,
  'GET /api/team-insight/company': { allow: anyManager },
  'GET /api/team-insight/compare': aboutCompanyA,
  'POST /api/team-insight/document': aboutCompanyA,
  'GET /api/interview-guides/guide': aboutCompanyA,
  'GET /api/interview-guides/guide-document': aboutCompanyA,
  'POST /api/groups/create-group': { allow: anyManager },
  // Position links (D90): a company's positions, for its managers.
  'GET /api/hiring/positions': { allow: anyManager },
  'POST /api/hiring/positions': { allow: anyManager },
  'GET /api/hiring/positions/{id}': aboutCompanyA,
  'PATCH /api/hiring/positions/{id}': aboutCompanyA,
  'POST /api/hiring/positions/{id}/close': aboutCompanyA,
  'GET /api/hiring/positions/{id}/qr-code': aboutCompanyA,
  'PATCH /api/groups/update-group': aboutCompanyA,
  'DELETE /api/groups/delete-group': adminOfA,
  'PATCH /api/groups/add-member': aboutCompanyA,
  'PATCH /api/groups/add-members': aboutCompanyA,
  'PATCH /api/groups/remove-member': aboutCompanyA,

  // Platform back office
  'POST /api/auth/register': platformAdminOnly,
  'POST /api/admin/verify-admin': platformAdminOnly,
  'GET /api/admin/second-factors': platformAdminOnly,
  'POST /api/admin/second-factors/totp': platformAdminOnly,
  'POST /api/admin/second-factors/totp/confirm': platformAdminOnly,
  'POST /api/admin/second-factors/totp/remove': platformAdminOnly,
  'POST /api/admin/second-factors/passkeys/options': platformAdminOnly,
  'POST /api/admin/second-factors/passkeys': platformAdminOnly,
  'POST /api/admin/second-factors/passkeys/{id}/remove': platformAdminOnly,
  'GET /api/admin/get': platformAdminOnly,
  'POST /api/admin/create': platformAdminOnly,
  'PATCH /api/admin/update': platformAdminOnly,
  'DELETE /api/admin/delete': platformAdminOnly,
  'POST /api/admin/send-password-reset': platformAdminOnly,
  'GET /api/admin/get-companies': platformAdminOnly,
  'POST /api/companies/create-company': platformAdminOnly,
  'DELETE /api/admin/delete-company': platformAdminOnly,
  'PATCH /api/admin/add-licenses': platformAdminOnly,
  'PATCH /api/admin/revoke-licenses': platformAdminOnly,
  'GET /api/admin/get-users': platformAdminOnly,
  'GET /api/admin/get-users/{id}': platformAdminOnly,
  'DELETE /api/admin/delete-user': platformAdminOnly,
  'POST /api/admin/end-user-sessions': platformAdminOnly,
  'POST /api/admin/send-mail': platformAdminOnly,
  'GET /api/admin/search/user': platformAdminOnly,
  'GET /api/admin/search/company': platformAdminOnly,
  'GET /api/admin/search/petroAdmin': platformAdminOnly,
  'GET /api/admin/search/contactForms': platformAdminOnly,
  'GET /api/admin/audit-trail': platformAdminOnly,
  'GET /api/admin/audit-trail/export': platformAdminOnly,
  'GET /api/admin/instrument-report': platformAdminOnly,
  'GET /api/admin/instrument-report.csv': platformAdminOnly,
  'GET /api/admin-companies/get-company': platformAdminOnly,
  'PATCH /api/admin-companies/update-company': platformAdminOnly,
  'GET /api/admin-companies/get-employees': platformAdminOnly,
  'GET /api/admin-companies/get-employees/{email}': platformAdminOnly,
  'PATCH /api/admin-companies/employee-change-role': platformAdminOnly,
  'PATCH /api/admin-companies/employee-release': platformAdminOnly,
  'PATCH /api/admin-companies/toggle-diagnosis-permission': platformAdminOnly,
  'GET /api/admin-companies/get-invitation': platformAdminOnly,
  'POST /api/admin-companies/invite': platformAdminOnly,
  'POST /api/admin-companies/invite-from-file/preview': platformAdminOnly,
  'POST /api/admin-companies/invite-from-file': platformAdminOnly,
  'PATCH /api/admin-companies/update-invitation': platformAdminOnly,
  'GET /api/admin-companies/reminder-settings': platformAdminOnly,
  'PATCH /api/admin-companies/reminder-settings': platformAdminOnly,
  'GET /api/admin-companies/reminders': platformAdminOnly,
  'GET /api/admin-companies/settings': platformAdminOnly,
  'PATCH /api/admin-companies/settings': platformAdminOnly,
  'GET /api/admin-companies/provider': platformAdminOnly,
  'PUT /api/admin-companies/provider': platformAdminOnly,
  'POST /api/admin-companies/applications/{id}/hire': platformAdminOnly,
  'POST /api/admin-companies/send-reminder': platformAdminOnly,
  'GET /api/admin-companies/get-profile': platformAdminOnly,
  'GET /api/admin-companies/get-profile/{profile_id}': platformAdminOnly,
  'POST /api/admin-companies/create-profile': platformAdminOnly,
  'PATCH /api/admin-companies/update-profile': platformAdminOnly,
  'DELETE /api/admin-companies/delete-profile': platformAdminOnly,
  'GET /api/admin-companies/positions': platformAdminOnly,
  'POST /api/admin-companies/positions': platformAdminOnly,
  'GET /api/admin-companies/positions/{id}': platformAdminOnly,
  'PATCH /api/admin-companies/positions/{id}': platformAdminOnly,
  'POST /api/admin-companies/positions/{id}/close': platformAdminOnly,
  'GET /api/admin-companies/positions/{id}/qr-code': platformAdminOnly,
  'GET /api/admin-companies/get-group': platformAdminOnly,
  'GET /api/admin-companies/get-group/{group_id}': platformAdminOnly,
  'POST /api/admin-companies/create-group': platformAdminOnly,
  'PATCH /api/admin-companies/update-group': platformAdminOnly,
  'DELETE /api/admin-companies/delete-group': platformAdminOnly,
  'PATCH /api/admin-companies/add-member': platformAdminOnly,
  'PATCH /api/admin-companies/add-members': platformAdminOnly,
  'PATCH /api/admin-companies/remove-member': platformAdminOnly,
  'PATCH /api/admin-companies/toggle-group-diagnosis': platformAdminOnly,
  'GET /api/admin-companies/get-diagnoses-employees': platformAdminOnly,
  'GET /api/admin-companies/get-employee-group': platformAdminOnly,
  'GET /api/admin-companies/get-employee-result-inform': platformAdminOnly,
  'POST /api/admin-companies/get-employee-inform-document/{email}/{result_id}': platformAdminOnly,
  'GET /api/admin-companies/rank-members': platformAdminOnly,
  'GET /api/admin-companies/guide': platformAdminOnly,
  'GET /api/admin-companies/guide-document': platformAdminOnly,
  'GET /api/admin-companies/people': platformAdminOnly,
  'GET /api/admin-companies/export-ranking': platformAdminOnly,
  'GET /api/admin-companies/export-employees': platformAdminOnly,
  'GET /api/admin-companies/export-group-results': platformAdminOnly,
  'GET /api/contact/get': platformAdminOnly,
  'GET /api/contact/get/{id}': platformAdminOnly,
  'PATCH /api/contact/update': platformAdminOnly,
  'GET /api/arsulipo/admin': platformAdminOnly,
  'GET /api/arsulipo/admin/{id}': platformAdminOnly,
  'PATCH /api/arsulipo/admin': platformAdminOnly,
  'GET /api/arsulipo/adminInform': platformAdminOnly,
  'PATCH /api/arsulipo/rectification': platformAdminOnly,
  'DELETE /api/arsulipo/suppression': platformAdminOnly,
  'GET /api/arsulipo/portability': platformAdminOnly,
};

/** Infrastructure and development routes the matrix leaves out (the brief's list). */
export function isOutsideMatrix(path: string): boolean {
  return (
    !path.startsWith('/api/') ||
    ['/api/health', '/api/ready', '/api/docs', '/api/{path*}'].includes(path) ||
    path === '/api/dev' ||
    path.startsWith('/api/dev/')
  );
}

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Whom a test of bad input should send it as: a principal the matrix lets through. */
export function allowedPrincipalOf(access: RouteAccess): Principal {
  if ('public' in access) return 'visitor';
  const preference: readonly Principal[] = [
    'companyAdmin',
    'manager',
    'employee',
    'platformAdmin',
    'candidate',
    'otherManager',
    'visitor',
  ];
  const chosen = preference.find((principal) => access.allow.includes(principal));
  if (!chosen) throw new Error('A route that allows nobody');
  return chosen;
}
