import { dataRightsProblems } from '@facet/data-rights-domain';
import { ToastRegion, toastQueue } from '@facet/design-system';
import { LanguageProvider } from '@facet/platform-i18n-react';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminRequestDetailPage } from './AdminRequestDetailPage';
import { sampleAdminAnswer } from '../../story-fixtures';

const rectification = {
  ...sampleAdminAnswer,
  arsulipo: { ...sampleAdminAnswer.arsulipo, right: 'rectification' as const },
};

function renderDetail() {
  renderWithProviders(
    <LanguageProvider initialLanguage="en">
      <Routes>
        <Route path="/admin/arsulipo/:arsulipo_id" element={<AdminRequestDetailPage />} />
      </Routes>
      <ToastRegion />
    </LanguageProvider>,
    { initialPath: '/admin/arsulipo/7' },
  );
}

async function correctNameTo(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'New name' }), name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the correction' }));
  return dialog;
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('AdminRequestDetailPage', () => {
  it("saves the administrator's notes", async () => {
    const api = stubApi({
      'GET /api/arsulipo/admin/7': reply(200, sampleAdminAnswer),
      'PATCH /api/arsulipo/admin': reply(200, sampleAdminAnswer),
    });
    renderDetail();
    const notes = await screen.findByRole('textbox', { name: 'Administrator notes' });
    expect(notes).toHaveValue('Checked the account.');
    await userEvent.type(notes, ' Sent the document.');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(api.callsTo('PATCH /api/arsulipo/admin')[0]?.body).toEqual({
      arsulipo_id: 7,
      notes: 'Checked the account. Sent the document.',
    });
  });

  it('applies a rectification to the person and says the request is resolved', async () => {
    const api = stubApi({
      'GET /api/arsulipo/admin/7': reply(200, rectification),
      'PATCH /api/arsulipo/rectification': reply(200, rectification),
    });
    renderDetail();
    await correctNameTo('Erin Smith');
    expect(await screen.findByText('The request has been resolved.')).toBeVisible();
    const [call] = api.callsTo('PATCH /api/arsulipo/rectification');
    expect(call?.url).toBe('/api/arsulipo/rectification?arsulipo_id=7&toPatch=employee');
    expect(call?.body).toEqual({ name: 'Erin Smith' });
  });

  it('keeps the dialog open with the conflict when the name is taken (409)', async () => {
    stubApi({
      'GET /api/arsulipo/admin/7': reply(200, rectification),
      'PATCH /api/arsulipo/rectification': reply(409, {
        message: 'taken',
        code: dataRightsProblems.emailInUse.code,
      }),
    });
    renderDetail();
    const dialog = await correctNameTo('Erin Smith');
    expect(
      await within(dialog).findByText('Another account already uses this e-mail address.'),
    ).toBeVisible();
    expect(screen.queryByText('The request has been resolved.')).toBeNull();
  });
});
