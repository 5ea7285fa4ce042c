import type { DataRightsAdminAnswer, DataRightsRecord } from '@facet/data-rights-domain';

export const sampleRequest: DataRightsRecord = {
  arsulipo_id: 7,
  number: 1007,
  name: 'Erin Employee',
  email: 'erin@acme.example',
  phone: null,
  right: 'access',
  entity: null,
  message: 'Please send me all the data you hold about me.',
  lang: 'en',
  status: 'new',
  solution: null,
  date: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  identity_confirmed: true,
};

export const sampleAdminAnswer: DataRightsAdminAnswer = {
  arsulipo: {
    ...sampleRequest,
    notes: 'Checked the account.',
    user_id: 3,
  },
  messages: [
    {
      id: 1,
      author: 'admin',
      body: 'We are preparing your document.',
      date: '2025-03-02T09:00:00.000Z',
    },
    { id: 2, author: 'user', body: 'Thank you.', date: '2025-03-02T10:00:00.000Z' },
  ],
};

export const idleThread = {
  draft: '',
  isSending: false,
  onDraftChange: () => undefined,
  onSend: () => undefined,
};
