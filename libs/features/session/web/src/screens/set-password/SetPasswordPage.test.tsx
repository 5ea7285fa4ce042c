import { sessionProblems } from '@facet/session-domain';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SetPasswordPage } from './SetPasswordPage';

function renderSetPassword(audience: 'user' | 'admin', initialPath: string) {
  renderWithProviders(
    <Routes>
      <Route path="/set-password/:token" element={<SetPasswordPage audience={audience} />} />
      <Route path="/admin/set-password/:token" element={<SetPasswordPage audience={audience} />} />
    </Routes>,
    { initialPath },
  );
}

async function choosePassword(password: string) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm the new password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('SetPasswordPage', () => {
  it("sets the password with the link's token", async () => {
    const api = stubApi({ 'PATCH /api/auth/set-password': reply(200, { message: 'set' }) });
    renderSetPassword('user', '/set-password/reset-token');
    await choosePassword('Tangerine-Harbor-42');
    expect(
      await screen.findByText('Your new password is set. You can sign in with it now.'),
    ).toBeVisible();
    expect(api.callsTo('PATCH /api/auth/set-password')[0]?.body).toEqual({
      token: 'reset-token',
      password: 'Tangerine-Harbor-42',
    });
  });

  it("sets an administrator's password through /admin", async () => {
    const api = stubApi({ 'PATCH /api/admin/set-password': reply(200, { message: 'set' }) });
    renderSetPassword('admin', '/admin/set-password/admin-token');
    await choosePassword('Tangerine-Harbor-42');
    expect(await screen.findByText(/Your new password is set/)).toBeVisible();
    expect(api.callsTo('PATCH /api/admin/set-password')[0]?.body).toEqual({
      token: 'admin-token',
      password: 'Tangerine-Harbor-42',
    });
  });

  it('offers a new link when this one expired or was used (409)', async () => {
    stubApi({
      'PATCH /api/auth/set-password': reply(409, {
        message: 'used',
        code: sessionProblems.linkUsed.code,
      }),
    });
    renderSetPassword('user', '/set-password/old-token');
    await choosePassword('Tangerine-Harbor-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('expired or has already been used');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});
