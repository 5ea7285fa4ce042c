import type { ContactRecord } from '@facet/contact-domain';

export const sampleContact: ContactRecord = {
  id: 4,
  form_id: 4,
  name: 'Vera Visitor',
  email: 'vera@visitor.example',
  phone_prefix: '+34',
  phone: '600123456',
  lang: 'es',
  message: 'We would like a demo for our team.',
  status: 'new',
  date: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};
