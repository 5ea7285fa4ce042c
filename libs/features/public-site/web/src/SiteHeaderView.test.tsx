import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeaderView, type SiteHeaderViewProps } from './SiteHeaderView';

function renderHeader(props: Partial<SiteHeaderViewProps> = {}) {
  const handlers = {
    onLanguageChange: vi.fn(),
    onThemeChange: vi.fn(),
    onMenuOpenChange: vi.fn(),
  };
  renderWithProviders(
    <SiteHeaderView
      language="en"
      themePreference="system"
      isMenuOpen={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('SiteHeaderView', () => {
  it('offers the login link to a visitor', () => {
    renderHeader();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Facet, home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(bar).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
  });

  it('shows the session area instead of the login link', () => {
    renderHeader({ sessionArea: <button type="button">Ana Ruiz</button> });
    expect(screen.getByRole('button', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('changes the language to one of the three offered', async () => {
    const { onLanguageChange } = renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /Language/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['English', 'Español', 'Português']);
    await userEvent.click(screen.getByRole('option', { name: 'Español' }));
    expect(onLanguageChange).toHaveBeenCalledWith('es');
  });

  it('changes the theme to light, dark or the system setting', async () => {
    const { onThemeChange } = renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /Theme/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Light',
      'Dark',
      'As the system',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Dark' }));
    expect(onThemeChange).toHaveBeenCalledWith('dark');
  });

  it('opens the mobile menu with the same items', async () => {
    const { onMenuOpenChange } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
  });

  it('lists links, language, theme and login in the open mobile menu', async () => {
    renderHeader({ isMenuOpen: true });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(menu).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(await within(menu).findByRole('button', { name: /Language/ })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: /Theme/ })).toBeInTheDocument();
  });
});
