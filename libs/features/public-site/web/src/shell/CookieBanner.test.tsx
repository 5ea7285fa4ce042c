import { ThemeProvider } from '@facet/design-system';
import { LanguageProvider } from '@facet/platform-i18n-react';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from './CookieBanner';
import { hasAnalyticsConsent } from '../cookie-consent';
import { SiteShell } from './SiteShell';
import { messagesIn } from '../test-messages';

describe('CookieBanner', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks while no choice is stored, and accepting stores analytics true and hides it', async () => {
    renderWithProviders(<CookieBanner />);
    expect(hasAnalyticsConsent()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(JSON.parse(window.localStorage.getItem('cookieConsent') ?? '')).toEqual({
      analytics: true,
    });
    expect(hasAnalyticsConsent()).toBe(true);
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
  });

  it('rejecting stores analytics false and hides it', async () => {
    renderWithProviders(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject analytics' }));
    expect(JSON.parse(window.localStorage.getItem('cookieConsent') ?? '')).toEqual({
      analytics: false,
    });
    expect(hasAnalyticsConsent()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Accept analytics' })).not.toBeInTheDocument();
  });

  it('stays hidden once a choice is stored', () => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false }));
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('button', { name: 'Accept analytics' })).not.toBeInTheDocument();
  });

  it('asks again when the stored value is not a consent record', () => {
    window.localStorage.setItem('cookieConsent', 'true');
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookies and analytics' })).toBeInTheDocument();
  });
});

describe('SiteShell with the cookie banner', () => {
  beforeEach(() => window.localStorage.clear());

  it('puts the banner right after the skip link in the tab order, before the top bar', async () => {
    renderWithProviders(
      <LanguageProvider
        catalogues={{ en: messagesIn('en'), es: messagesIn('es'), pt: messagesIn('pt') }}
        initialLanguage="en"
      >
        <ThemeProvider>
          <SiteShell>
            <p>Page</p>
          </SiteShell>
        </ThemeProvider>
      </LanguageProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    const banner = screen.getByRole('region', { name: 'Cookies and analytics' });
    expect(banner).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reject analytics' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Facet, home' })).toHaveFocus();
  });
});
