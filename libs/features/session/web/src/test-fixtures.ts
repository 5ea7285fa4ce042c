/** The signed-in employee the session tests sign in and out: the record the API answers for her. */
export const erin = {
  id: 3,
  name: 'Erin Employee',
  email: 'erin@acme.example',
  role: 'employee' as const,
  lang: 'en' as const,
  company_id: 1,
};
