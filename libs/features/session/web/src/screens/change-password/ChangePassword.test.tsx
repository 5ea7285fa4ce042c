import { accessTokenStore } from '@facet/platform-api-client';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { sessionFieldProblems } from '@facet/session-domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangePassword } from './ChangePassword';

async function changeFromTo(current: string, next: string) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm the new password'), next);
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

afterEach(() => accessTokenStore.set(undefined));

describe('ChangePassword', () => {
  it('changes the password and goes on with the new access token', async () => {
    accessTokenStore.set('old-token');
    const api = stubApi({
      'PATCH /api/auth/change-password': reply(200, {
        message: 'Password changed',
        token: 'new-token',
      }),
    });
    renderWithProviders(<ChangePassword />);
    await changeFromTo('OldSecret1', 'NewSecret2');
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    expect(api.callsTo('PATCH /api/auth/change-password')[0]?.body).toEqual({
      password: 'OldSecret1',
      newPassword: 'NewSecret2',
    });
    expect(accessTokenStore.get()).toBe('new-token');
  });

  it('marks the current password when the server says it is not the current one (400)', async () => {
    stubApi({
      'PATCH /api/auth/change-password': reply(400, {
        message: `password: ${sessionFieldProblems.currentPasswordWrong}`,
      }),
    });
    renderWithProviders(<ChangePassword />);
    await changeFromTo('Mistyped1', 'NewSecret2');
    expect(await screen.findByText('This is not your current password.')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});
