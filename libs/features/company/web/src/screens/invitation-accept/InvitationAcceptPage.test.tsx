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

const contextCall = 'GET /api/auth/register-context/invite-token';
const invitedByMario = {
  email: 'nora@free.example',
  lang: 'en',
  companyName: 'Acme Demo',
  role: 'manager',
  inviterName: 'Mario Manager',
  welcomeLine: null,
  logoUrl: null,
};

describe('InvitationAcceptPage', () => {
  it("accepts the invitation with the link's token and welcomes the person", async () => {
    const api = stubApi({
      [contextCall]: reply(200, invitedByMario),
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
      [contextCall]: reply(200, invitedByMario),
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

  it('says who invited the person, as what and at which address', async () => {
    stubApi({ [contextCall]: reply(200, invitedByMario) });
    renderInvitation();
    expect(
      await screen.findByText(
        'Mario Manager invited you (nora@free.example) to join Acme Demo as manager.',
      ),
    ).toBeVisible();
  });

  it('says a used, expired or cancelled invitation cannot be accepted, before any click', async () => {
    stubApi({ [contextCall]: reply(410, { message: 'This link has already been used.' }) });
    renderInvitation();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation can no longer be used',
    );
    expect(screen.getByRole('button', { name: 'Accept the invitation' })).toBeDisabled();
  });

  it("declines the invitation with the link's token and says so", async () => {
    const api = stubApi({
      [contextCall]: reply(200, invitedByMario),
      'PATCH /api/companies/decline-invitation': reply(200, {
        companyName: 'Acme Demo',
        message: 'Declined',
      }),
    });
    renderInvitation();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation declined' }),
    ).toBeVisible();
    expect(screen.getByText(/You declined the invitation of Acme Demo/)).toBeVisible();
    expect(api.callsTo('PATCH /api/companies/decline-invitation')[0]?.body).toEqual({
      token: 'invite-token',
    });
    expect(api.callsTo('PATCH /api/companies/company-change')).toHaveLength(0);
  });
});
