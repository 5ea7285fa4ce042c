import type { AccountProfile } from '@facet/account-domain';

export const sampleProfile: AccountProfile = {
  name: 'Erin Employee',
  email: 'erin@acme.example',
  role: 'employee',
  company: 'Acme Demo',
  licenceState: 'yes',
};

export const sampleProfileWithoutCompany: AccountProfile = {
  name: 'Nora Nobody',
  email: 'nora@free.example',
  role: 'undefined',
  company: null,
  licenceState: 'undefined',
};
