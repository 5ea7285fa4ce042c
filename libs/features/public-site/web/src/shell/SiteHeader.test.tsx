import { ThemeProvider } from '@facet/design-system';
import { LanguageProvider } from '@facet/platform-i18n-react';
import type { Language } from '@facet/platform-kernel';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './SiteHeader';
import { messagesIn } from '../test-messages';

const catalogues: Record<Language, Record<string, string>> = {
  en: messagesIn('en'),
  es: messagesIn('es'),
  pt: messagesIn('pt'),
};

function renderConnectedHeader() {
  renderWithProviders(
    <LanguageProvider catalogues={catalogues} initialLanguage="en">
      <ThemeProvider>
        <SiteHeader />
      </ThemeProvider>
    </LanguageProvider>,
  );
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

describe('SiteHeader', () => {
  beforeEach(() => window.localStorage.clear());

  it('closes the mobile menu when the language changes and speaks the new language', async () => {
    renderConnectedHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await userEvent.click(await choiceMenuButton(menu, 'Language: English'));
    await userEvent.click(
      await screen.findByRole('menuitemradio', { name: 'Español' }, { timeout: 5000 }),
    );
    expect(screen.queryByRole('navigation', { name: 'Menú' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement.lang).toBe('es');
  });

  it('applies and remembers the chosen theme', async () => {
    renderConnectedHeader();
    const bar = screen.getByRole('banner');
    await userEvent.click(await choiceMenuButton(bar, 'Theme: As the system'));
    await userEvent.click(
      await screen.findByRole('menuitemradio', { name: 'Dark' }, { timeout: 5000 }),
    );
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(within(bar).getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });
});
