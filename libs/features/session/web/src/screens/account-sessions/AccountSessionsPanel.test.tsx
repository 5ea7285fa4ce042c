import { ToastRegion, toastQueue } from '@facet/design-system';
import { accessTokenStore } from '@facet/platform-api-client';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import type { AccountSession, AccountSessionsAnswer } from '@facet/session-domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountSessionsPanel } from './AccountSessionsPanel';

const thisSession: AccountSession = {
  id: '6f1c2a0e-51b4-4d8e-9a3e-0d6a1f2b3c4d',
  browser: 'Chrome',
  operatingSystem: 'macOS',
  network: '203.0.113.0/24',
  firstUsedAt: '2026-11-28T08:12:00.000Z',
  lastUsedAt: '2026-11-30T09:40:00.000Z',
  isCurrent: true,
};
const phone: AccountSession = {
  ...thisSession,
  id: '0b9d7e44-3c2a-4f1e-8b6d-5a4c3b2a1f0e',
  browser: 'Safari',
  operatingSystem: 'iOS',
  network: '2001:db8:abcd::/48',
  isCurrent: false,
};

function renderPanel() {
  renderWithProviders(
    <>
      <AccountSessionsPanel />
      <ToastRegion />
    </>,
  );
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('AccountSessionsPanel', () => {
  it('lists the sessions, marks this one and ends another after asking', async () => {
    let listed: AccountSessionsAnswer = { sessions: [thisSession, phone] };
    const api = stubApi({
      'GET /api/auth/sessions': () => reply(200, listed),
      [`POST /api/auth/sessions/${phone.id}/end`]: () => {
        listed = { sessions: [thisSession] };
        return reply(200, { token: 'a-fresh-access-token' });
      },
    });
    renderPanel();
    const current = await screen.findByRole('row', { name: /Chrome on macOS/ });
    expect(within(current).getByText('This session')).toBeVisible();
    expect(within(current).queryByRole('button')).toBeNull();
    expect(screen.getByText('2001:db8:abcd::/48')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'End Safari on iOS' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }));

    expect(await screen.findByText('The session of Safari on iOS has ended.')).toBeVisible();
    expect(api.callsTo(`POST /api/auth/sessions/${phone.id}/end`)).toHaveLength(1);
    // The call ended this browser's access token too: it goes on with the one answered.
    expect(accessTokenStore.get()).toBe('a-fresh-access-token');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Safari on iOS/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });

  it('ends every other session after asking', async () => {
    const api = stubApi({
      'GET /api/auth/sessions': reply(200, { sessions: [thisSession, phone] }),
      'POST /api/auth/sessions/end-others': reply(200, { token: 'another-fresh-token' }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End other sessions' }));
    expect(await screen.findByText('Your other sessions have ended.')).toBeVisible();
    expect(api.callsTo('POST /api/auth/sessions/end-others')).toHaveLength(1);
  });

  it('says why a session could not be ended', async () => {
    stubApi({
      'GET /api/auth/sessions': reply(200, { sessions: [thisSession, phone] }),
      [`POST /api/auth/sessions/${phone.id}/end`]: reply(404, {
        message: 'This session has ended or is not yours.',
        code: 'session.account_session_not_found',
      }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'End Safari on iOS' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('This session has already ended.')).toBeVisible();
  });

  it('says when the list could not be loaded', async () => {
    stubApi({ 'GET /api/auth/sessions': reply(500, { message: 'down' }) });
    renderPanel();
    expect(await screen.findByText('Your sessions could not be loaded.')).toBeInTheDocument();
  });
});
