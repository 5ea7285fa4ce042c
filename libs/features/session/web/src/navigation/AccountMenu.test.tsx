import { accessTokenStore } from '@facet/platform-api-client';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenuSlot } from './AccountMenu';
import { sessionStore } from '../session-store';
import { erin } from '../test-fixtures';

function renderMenu() {
  renderWithProviders(
    <Routes>
      <Route
        path="/account"
        element={<AccountMenuSlot render={(menu) => <header>{menu ?? 'Visitor'}</header>} />}
      />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { initialPath: '/account' },
  );
}

afterEach(() => sessionStore.signedOut());

describe('AccountMenuSlot', () => {
  it('signs out through /logout, forgets the session and goes home', async () => {
    sessionStore.signedIn('token-1', { user: erin });
    const api = stubApi({ 'POST /api/logout': reply(204) });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Erin Employee' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(api.callsTo('POST /api/logout')).toHaveLength(1);
    expect(sessionStore.get().status).toBe('signed-out');
    expect(accessTokenStore.get()).toBeUndefined();
  });

  it('signs out here even when the server cannot be reached', async () => {
    sessionStore.signedIn('token-1', { user: erin });
    stubApi({ 'POST /api/logout': reply(503, {}) });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Erin Employee' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(sessionStore.get().status).toBe('signed-out');
  });
});
