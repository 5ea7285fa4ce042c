import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, waitFor, within } from '@testing-library/react';
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

/**
 * The language or theme button once its menu has loaded: the menu comes in its own chunk, and a
 * plain button of the same look stands in until then.
 */
async function choiceMenuButton(scope: HTMLElement, name: string): Promise<HTMLElement> {
  await waitFor(
    () => expect(within(scope).getByRole('button', { name })).toHaveAttribute('aria-haspopup'),
    { timeout: 5000 },
  );
  return within(scope).getByRole('button', { name });
}

describe('SiteHeaderView', () => {
  it('offers the login link to a visitor', () => {
    renderHeader();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Facet, home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(bar).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
  });

  it('shows the app navigation instead of the marketing links to a signed-in person', () => {
    renderHeader({
      appNavigation: (
        <nav aria-label="App">
          <a href="/home">Home</a>
        </nav>
      ),
    });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('navigation', { name: 'App' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu with the app navigation first', () => {
    renderHeader({
      isMenuOpen: true,
      appNavigation: (
        <nav aria-label="App">
          <a href="/home">Home</a>
        </nav>
      ),
      sessionArea: <button type="button">Ana Ruiz</button>,
    });
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const [first] = within(menu).getAllByRole('link');
    expect(first).toHaveAccessibleName('Home');
    expect(within(menu).queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Ana Ruiz' })).toBeInTheDocument();
  });

  it('shows the session area instead of the login link', () => {
    renderHeader({ sessionArea: <button type="button">Ana Ruiz</button> });
    expect(screen.getByRole('button', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('changes the language to one of the three offered', async () => {
    const { onLanguageChange } = renderHeader();
    await userEvent.click(await choiceMenuButton(document.body, 'Language: English'));
    await screen.findByRole('menu', { name: /Language/ }, { timeout: 5000 });
    const options = screen.getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Português',
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Español' }));
    expect(onLanguageChange).toHaveBeenCalledWith('es');
  });

  it('changes the theme to light, dark or the system setting', async () => {
    const { onThemeChange } = renderHeader();
    await userEvent.click(await choiceMenuButton(document.body, 'Theme: As the system'));
    await screen.findByRole('menu', { name: /Theme/ }, { timeout: 5000 });
    expect(screen.getAllByRole('menuitemradio').map((option) => option.textContent)).toEqual([
      'Light',
      'Dark',
      'As the system',
    ]);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
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
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Language: English' })).toHaveTextContent(
      'English',
    );
    expect(within(menu).getByRole('button', { name: 'Theme: As the system' })).toBeInTheDocument();
  });
});
