import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InvitationAcceptPage } from './InvitationAcceptPage';

function renderInvitation() {
  renderWithProviders(
    <Routes>
      <Route path="/invitation/:companyName/:token" element={<InvitationAcceptPage />} />
    </Routes>,
    { initialPath: '/invitation/Acme%20Demo/invite-token' },
  );
}

describe('InvitationAcceptPage', () => {
  it("accepts the invitation with the link's token and welcomes the person", async () => {
    const api = stubApi({
      'PATCH /api/companies/company-change': reply(200, {
        message: 'Joined',
        companyName: 'Acme Demo',
      }),
    });
    renderInvitation();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme Demo' }),
    ).toBeVisible();
    expect(api.callsTo('PATCH /api/companies/company-change')[0]?.body).toEqual({
      token: 'invite-token',
    });
  });

  it('offers to sign in first and come back when the person is signed out (401)', async () => {
    stubApi({
      'PATCH /api/companies/company-change': reply(401, { message: 'Sign in' }),
      // A 401 first tries to renew the session; there is none to renew.
      'POST /api/refresh-token': reply(401, { message: 'No session' }),
    });
    renderInvitation();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('link', { name: /Sign in/ })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/invitation/Acme%20Demo/invite-token')}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});
