import type { ApiWorld } from './api-world';
import { companyAPeople } from './api-world';
import { missingId, nobody, ssoSettingsFixture, type RouteFixture } from './fixture-targets';
import { unknownPasskeyRegistration } from './passkey-fixtures';

/**
 * Requests of the platform back office's routes, for the platform admin: missing rows, names
 * already taken or a change to the value already held, so nothing changes whoever runs them.
 */
export const backOfficeFixtures: Record<string, (world: ApiWorld) => RouteFixture> = {
  'POST /api/admin/verify-admin': () => ({ payload: { email: 'admin@facet.example' } }),
  // The admin's factor is set up at sign-in: starting again is refused with 409, and a code
  // that is never right or a password that is not hers changes nothing.
  'POST /api/admin/second-factors/totp/confirm': () => ({ payload: { code: '000000' } }),
  'POST /api/admin/second-factors/totp/remove': () => ({
    payload: { password: 'Not-the-password1' },
  }),
  'POST /api/admin/second-factors/passkeys': () => ({ payload: unknownPasskeyRegistration }),
  'POST /api/admin/second-factors/passkeys/{id}/remove': () => ({
    params: { id: String(missingId) },
    payload: { password: 'Not-the-password1' },
  }),
  'POST /api/admin/create': () => ({
    payload: {
      name: 'Matrix Admin',
      email: 'admin@facet.example',
      password: 'Another-password2',
      lang: 'en',
    },
  }),
  'PATCH /api/admin/update': () => ({ payload: { name: 'Petra Admin' } }),
  'DELETE /api/admin/delete': () => ({ payload: { petroAdmin_id: missingId } }),
  'POST /api/admin/send-password-reset': () => ({
    payload: { petroAdmin_id: missingId, lang: 'en' },
  }),
  'POST /api/auth/register': () => ({
    payload: {
      name: 'Matrix Person',
      email: companyAPeople.employee,
      password: 'Another-password2',
      lang: 'en',
    },
  }),
  'POST /api/companies/create-company': () => ({
    payload: {
      name: 'Matrix Company',
      email: 'matrix@company.example',
      adminEmail: nobody,
      lang: 'en',
    },
  }),
  'DELETE /api/admin/delete-company': () => ({ payload: { companyEmailDelete: nobody } }),
  'DELETE /api/admin/delete-user': () => ({ payload: { userEmailDelete: nobody } }),
  'POST /api/admin/end-user-sessions': () => ({ payload: { user_id: missingId } }),
  'PATCH /api/admin/add-licenses': () => ({
    payload: { company_id: missingId, licensesNumber: 1 },
  }),
  'PATCH /api/admin/revoke-licenses': () => ({
    payload: { company_id: missingId, licensesNumberToRemove: 1 },
  }),
  'POST /api/admin/send-mail': () => ({
    payload: {
      emailArray: [nobody],
      subject: 'Matrix check',
      messageEN: 'A short note for nobody in particular.',
      messageES: 'Una nota breve.',
      messagePT: 'Uma nota breve.',
    },
  }),
  'PATCH /api/admin-companies/update-company': (world) => ({
    payload: { company_id: world.companyA.id, name: 'Acme Demo', email: 'hello@acme.example' },
  }),
  'PATCH /api/admin-companies/employee-change-role': (world) => ({
    payload: { company_id: world.companyA.id, email: nobody, newRole: 'employee' },
  }),
  'PATCH /api/admin-companies/employee-release': (world) => ({
    payload: { company_id: world.companyA.id, email: nobody, lang: 'en' },
  }),
  'PATCH /api/admin-companies/toggle-diagnosis-permission': (world) => ({
    payload: {
      company_id: world.companyA.id,
      email: companyAPeople.otherEmployee,
      newLicenseState: 'yes',
    },
  }),
  'POST /api/admin-companies/invite': (world) => ({
    payload: {
      company_id: world.companyA.id,
      guest: companyAPeople.companyAdmin,
      role: 'employee',
      lang: 'en',
    },
  }),
  'PATCH /api/admin-companies/update-invitation': (world) => ({
    payload: { company_id: world.companyA.id, guest: nobody },
  }),
  'GET /api/admin-companies/reminder-settings': (world) => ({
    query: { company_id: world.companyA.id },
  }),
  'PATCH /api/admin-companies/reminder-settings': (world) => ({
    payload: { company_id: world.companyA.id, enabled: true, daysAfter: 3, times: 2 },
  }),
  'GET /api/admin-companies/provider': (world) => ({
    query: { company_id: world.companyA.id },
  }),
  'PUT /api/admin-companies/provider': (world) => ({
    query: { company_id: world.companyA.id },
    payload: ssoSettingsFixture,
  }),
  'GET /api/admin-companies/settings': (world) => ({
    query: { company_id: world.companyA.id },
  }),
  'PATCH /api/admin-companies/settings': (world) => ({
    payload: { company_id: world.companyA.id, candidateRetentionMonths: 12 },
  }),
  'POST /api/admin-companies/applications/{id}/hire': (world) => ({
    params: { id: missingId },
    query: { company_id: world.companyA.id },
  }),
  'GET /api/admin-companies/reminders': (world) => ({
    query: { company_id: world.companyA.id, page: 1 },
  }),
  'POST /api/admin-companies/send-reminder': (world) => ({
    payload: { company_id: world.companyA.id, kind: 'invitation', invitation_id: missingId },
  }),
  'GET /api/admin-companies/get-profile': (world) => ({
    query: { company_id: world.companyA.id, page: 1 },
  }),
  'GET /api/admin-companies/get-profile/{profile_id}': (world) => ({
    params: { profile_id: world.companyA.profileId },
    query: { company_id: world.companyA.id },
  }),
  'POST /api/admin-companies/create-profile': (world) => ({
    payload: {
      company_id: world.companyA.id,
      profile: { name: 'Back office profile', min_anxiety: 1, max_anxiety: 9 },
    },
  }),
  'PATCH /api/admin-companies/update-profile': (world) => ({
    payload: {
      company_id: world.companyA.id,
      profile: {
        profile_id: world.companyA.profileId,
        name: 'Acme sales lead',
        min_anxiety: 2,
        max_anxiety: 20,
      },
    },
  }),
  'DELETE /api/admin-companies/delete-profile': (world) => ({
    payload: { company_id: world.companyA.id, profile_id: missingId },
  }),
  'GET /api/admin-companies/positions': (world) => ({ query: { company_id: world.companyA.id } }),
  'POST /api/admin-companies/positions': (world) => ({
    payload: {
      company_id: world.companyA.id,
      name: 'Back office position',
      profileId: missingId,
      languages: ['en'],
      candidateCap: 1,
    },
  }),
  'GET /api/admin-companies/positions/{id}': (world) => ({
    params: { id: world.companyA.positionId },
    query: { company_id: world.companyA.id },
  }),
  'PATCH /api/admin-companies/positions/{id}': (world) => ({
    params: { id: world.companyA.closedPositionId },
    payload: { company_id: world.companyA.id, name: 'Acme closed analyst' },
  }),
  'POST /api/admin-companies/positions/{id}/close': (world) => ({
    params: { id: world.companyA.closedPositionId },
    query: { company_id: world.companyA.id },
  }),
  'GET /api/admin-companies/positions/{id}/qr-code': (world) => ({
    params: { id: world.companyA.positionId },
    query: { company_id: world.companyA.id, format: 'png' },
  }),
  'GET /api/admin-companies/get-group': (world) => ({
    query: { company_id: world.companyA.id, page: 1 },
  }),
  'GET /api/admin-companies/get-group/{group_id}': (world) => ({
    params: { group_id: world.companyA.groupId },
    query: { company_id: world.companyA.id },
  }),
  'POST /api/admin-companies/create-group': (world) => ({
    payload: { company_id: world.companyA.id, name: 'Back office group' },
  }),
  'PATCH /api/admin-companies/update-group': (world) => ({
    payload: { company_id: world.companyA.id, group_id: world.companyA.groupId, name: 'Acme team' },
  }),
  'DELETE /api/admin-companies/delete-group': (world) => ({
    payload: { company_id: world.companyA.id, group_id: missingId },
  }),
  'PATCH /api/admin-companies/add-member': (world) => ({
    payload: {
      company_id: world.companyA.id,
      group_id: world.companyA.groupId,
      email: companyAPeople.employee,
    },
  }),
  'PATCH /api/admin-companies/add-members': (world) => ({
    payload: {
      company_id: world.companyA.id,
      group_id: world.companyA.groupId,
      emails: [companyAPeople.employee],
    },
  }),
  'PATCH /api/admin-companies/remove-member': (world) => ({
    payload: {
      company_id: world.companyA.id,
      group_id: world.companyA.groupId,
      email: companyAPeople.otherEmployee,
    },
  }),
  'PATCH /api/admin-companies/toggle-group-diagnosis': (world) => ({
    payload: {
      company_id: world.companyA.id,
      group_id: world.companyA.emptyGroupId,
      newLicenseState: 'no',
    },
  }),
  'GET /api/admin-companies/get-diagnoses-employees': (world) => ({
    query: { company_id: world.companyA.id, email: companyAPeople.employee, page: 1 },
  }),
  'GET /api/admin-companies/rank-members': (world) => ({
    query: { company_id: world.companyA.id, profile_id: world.companyA.profileId },
  }),
  'GET /api/admin-companies/people': (world) => ({
    query: { company_id: world.companyA.id, page: 1 },
  }),
  'GET /api/admin-companies/export-ranking': (world) => ({
    query: { company_id: world.companyA.id, profile_id: world.companyA.profileId, format: 'csv' },
  }),
  'GET /api/admin-companies/export-employees': (world) => ({
    query: { company_id: world.companyA.id, format: 'xlsx' },
  }),
  'GET /api/admin-companies/export-group-results': (world) => ({
    query: { company_id: world.companyA.id, group_id: world.companyA.groupId, format: 'csv' },
  }),
  'GET /api/admin-companies/get-employee-group': (world) => ({
    query: { company_id: world.companyA.id, email: companyAPeople.employee, page: 1 },
  }),
  'GET /api/admin-companies/get-employee-result-inform': (world) => ({
    query: {
      company_id: world.companyA.id,
      result_id: world.companyA.employeeResultId,
      email: companyAPeople.employee,
      lang: 'en',
    },
  }),
  // A missing result: a real one would render a PDF in Chromium.
  'POST /api/admin-companies/get-employee-inform-document/{email}/{result_id}': (world) => ({
    params: { email: companyAPeople.employee, result_id: missingId },
    query: { company_id: world.companyA.id, lang: 'en' },
    payload: {},
  }),
  'GET /api/admin-companies/guide': (world) => ({
    query: {
      company_id: world.companyA.id,
      email: companyAPeople.employee,
      profile_id: world.companyA.profileId,
      lang: 'en',
    },
  }),
  // A missing profile: a real one would render a PDF in Chromium.
  'GET /api/admin-companies/guide-document': (world) => ({
    query: {
      company_id: world.companyA.id,
      email: companyAPeople.employee,
      profile_id: missingId,
      lang: 'en',
    },
  }),
  'GET /api/admin/get-users/{id}': () => ({ params: { id: missingId } }),
  'GET /api/admin/search/company': () => ({ query: { searchTerm: 'acme' } }),
  'GET /api/admin/search/user': () => ({ query: { searchTerm: 'erin' } }),
  'GET /api/admin/search/petroAdmin': () => ({ query: { searchTerm: 'petra' } }),
  'GET /api/admin/search/contactForms': () => ({ query: { searchTerm: 'acme' } }),
  'GET /api/admin/audit-trail/export': (world) => ({
    query: { company_id: world.companyA.id, format: 'csv', lang: 'en' },
  }),
  'GET /api/admin-companies/get-company': (world) => ({ query: { company_id: world.companyA.id } }),
  'GET /api/admin-companies/get-employees': (world) => ({
    query: { company_id: world.companyA.id, page: 1 },
  }),
  'GET /api/admin-companies/get-employees/{email}': (world) => ({
    params: { email: companyAPeople.employee },
    query: { company_id: world.companyA.id },
  }),
  'GET /api/admin-companies/get-invitation': (world) => ({
    query: { company_id: world.companyA.id, page: 1 },
  }),
  'GET /api/arsulipo/admin/{id}': () => ({ params: { id: missingId } }),
  'GET /api/arsulipo/adminInform': () => ({ query: { arsulipo_id: missingId, lang: 'en' } }),
  'GET /api/arsulipo/portability': () => ({
    query: { arsulipo_id: missingId, toPort: 'employee' },
  }),
  'PATCH /api/arsulipo/rectification': () => ({
    query: { arsulipo_id: missingId, toPatch: 'employee' },
    payload: { name: 'New Name' },
  }),
  'DELETE /api/arsulipo/suppression': () => ({
    query: { arsulipo_id: missingId, toDelete: 'employee' },
  }),
  'PATCH /api/arsulipo/admin': (world) => ({
    payload: { arsulipo_id: world.companyA.employeeRequestId, notes: 'Identity checked by phone.' },
  }),
  'GET /api/contact/get/{id}': () => ({ params: { id: missingId } }),
  'PATCH /api/contact/update': () => ({
    payload: { form_id: missingId, state: 'inProgress', lang: 'en' },
  }),
};
