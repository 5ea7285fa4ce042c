import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SsoRefusedPage } from './SsoRefusedPage';

describe('the single sign-on refused page', () => {
  it('says the reason the address names, and offers to start again', () => {
    renderWithProviders(<SsoRefusedPage />, { initialPath: '/sso/refused?reason=noAccount' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Single sign-on did not sign you in',
    );
    expect(screen.getByText(/no Facet account nor pending invitation/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/sso');
  });

  it('says a failed check for a reason it does not know', () => {
    renderWithProviders(<SsoRefusedPage />, { initialPath: '/sso/refused?reason=whatever' });
    expect(screen.getByText(/failed a security check/)).toBeVisible();
  });
});
