import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutView } from './screens/about/AboutView';
import { LandingView } from './screens/landing/LandingView';
import { legalPagePaths } from '@facet/public-site-domain';
import { legalPages } from './screens/legal/legal-pages';
import { LegalPageView } from './screens/legal/LegalPageView';
import { NotFoundView } from './screens/not-found/NotFoundView';
import { SiteFooterView } from './shell/SiteFooterView';
import { messagesIn } from './test-messages';

describe('LandingView', () => {
  it('explains the six onboarding steps and leads to the contact form', () => {
    renderWithProviders(<LandingView />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Know the people you work with' }),
    ).toBeInTheDocument();
    const steps = screen.getByRole('heading', { name: /six steps/ }).parentElement as HTMLElement;
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Contact us',
      'Demo and licences',
      'Account and company setup',
      'Invite people',
      'Complete the assessment',
      'Read the results',
    ]);
    expect(screen.getByRole('link', { name: 'Ask for a demo' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('heading', { level: 2, name: /Ready to see it/ })).toBeInTheDocument();
  });

  it('leads with button-styled calls to action, a product picture and the proof figures', () => {
    renderWithProviders(<LandingView />);
    expect(screen.getByRole('link', { name: 'Ask for a demo' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    expect(screen.getByRole('img', { name: /Example of a Facet report/ })).toBeInTheDocument();
    const figures = screen.getByRole('list', { name: 'Facet in figures' });
    expect(within(figures).getByText('18 countries')).toBeInTheDocument();
    expect(within(figures).getByText('12,500 cases')).toBeInTheDocument();
  });

  it('speaks Portuguese', () => {
    renderWithProviders(<LandingView />, { language: 'pt', messages: messagesIn('pt') });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Conheça as pessoas com quem você trabalha' }),
    ).toBeInTheDocument();
  });
});

describe('AboutView', () => {
  it('shows the figures, the three team members and the credit for the item pool', () => {
    renderWithProviders(<AboutView />);
    expect(screen.getByText('18 countries')).toBeInTheDocument();
    expect(screen.getByText('12,500 cases')).toBeInTheDocument();
    const members = screen.getAllByRole('article');
    expect(members).toHaveLength(3);
    for (const member of members) {
      expect(within(member).getByRole('heading', { level: 3 })).toBeInTheDocument();
      expect(within(member).getByRole('link', { name: /^Profile of / })).toHaveAttribute('href');
    }
    expect(screen.getByRole('link', { name: 'ipip.ori.org' })).toHaveAttribute(
      'href',
      'https://ipip.ori.org/',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Where our questions come from' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /IPIP-NEO item set/ })).toHaveAttribute(
      'href',
      'https://www.npmjs.com/package/@alheimsins/b5-costa-mccrae-300-ipip-neo-pi-r',
    );
    expect(screen.getByRole('link', { name: /Big Five question bank/ })).toHaveAttribute(
      'href',
      'https://www.npmjs.com/package/@bigfive-org/questions',
    );
    expect(screen.queryByText(/npm/)).not.toBeInTheDocument();
  });

  it('formats the figures for the language', () => {
    renderWithProviders(<AboutView />, { language: 'es', messages: messagesIn('es') });
    expect(screen.getByText('12.500 casos')).toBeInTheDocument();
  });
});

describe('LegalPageView', () => {
  it('states the consent basis and links the data-rights form on the privacy policy', () => {
    renderWithProviders(<LegalPageView page="privacy-policy" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText(/GDPR Art\. 6\.1\.a/)).toHaveTextContent('9.2.a');
    expect(screen.getByRole('link', { name: 'data-rights form' })).toHaveAttribute(
      'href',
      '/arsulipo',
    );
  });

  it('has a text for every routed legal path, and no text without a route', () => {
    expect(legalPages.map((page) => page.path)).toEqual([...legalPagePaths]);
  });

  it.each(legalPages.map((page) => page.path))('gives %s a title and a summary', (path) => {
    renderWithProviders(<LegalPageView page={path} />, {
      language: 'es',
      messages: messagesIn('es'),
    });
    expect(screen.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
  });
});

describe('SiteFooterView', () => {
  it('links every legal page, the about page and the data-rights form', () => {
    renderWithProviders(<SiteFooterView year={2025} />);
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/about',
        '/clinical-disclaimer',
        '/legal-notice',
        '/quality-policy',
        '/terms-of-use',
        '/privacy-policy',
        '/cookies-policy',
        '/accessibility',
        '/arsulipo',
        '/status',
      ]),
    );
    expect(within(footer).getByRole('navigation', { name: 'Social networks' })).toBeInTheDocument();
  });
});

describe('NotFoundView', () => {
  it('offers the way back home', () => {
    renderWithProviders(<NotFoundView />);
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  });
});
