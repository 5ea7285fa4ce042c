import { ToastRegion, toastQueue } from '@facet/design-system';
import { LanguageProvider } from '@facet/platform-i18n-react';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactDetailPage } from './ContactDetailPage';
import { sampleContact } from './story-fixtures';

function renderDetail() {
  renderWithProviders(
    <LanguageProvider initialLanguage="en">
      <Routes>
        <Route path="/admin/contact/:id" element={<ContactDetailPage />} />
      </Routes>
      <ToastRegion />
    </LanguageProvider>,
    { initialPath: '/admin/contact/4' },
  );
}

const contactApi = {
  'GET /api/contact/get/4': reply(200, { contactForm: sampleContact }),
  'PATCH /api/contact/update': ({ body }: { body: unknown }) =>
    reply(200, {
      contactForm: { ...sampleContact, status: (body as { state: string }).state },
    }),
} as const;

async function changeStatusTo(status: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: /Change status/ }));
  await userEvent.click(await screen.findByRole('option', { name: status }));
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('ContactDetailPage', () => {
  it('saves a new status and says so', async () => {
    const api = stubApi(contactApi);
    renderDetail();
    expect(await screen.findByText('Vera Visitor')).toBeVisible();
    await changeStatusTo(/progress/i);
    expect(await screen.findByText('Status saved.')).toBeVisible();
    expect(api.callsTo('PATCH /api/contact/update')[0]?.body).toEqual({
      form_id: 4,
      state: 'inProgress',
      lang: 'en',
    });
  });

  it('says when the status could not be saved', async () => {
    stubApi(contactApi, { 'PATCH /api/contact/update': reply(500, { message: 'boom' }) });
    renderDetail();
    await changeStatusTo(/progress/i);
    expect(await screen.findByText('Error updating contact form data')).toBeVisible();
    expect(screen.queryByText('Status saved.')).toBeNull();
  });
});
