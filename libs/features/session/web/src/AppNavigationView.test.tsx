import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppNavigationView } from './AppNavigationView';

function linksOf(navigation: HTMLElement) {
  return within(navigation)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('AppNavigationView', () => {
  it("gives an employee home, assessment, results and account, marking the page's area", () => {
    renderWithProviders(
      <AppNavigationView
        kind="user"
        role="employee"
        location={{ pathname: '/diagnostic', search: '' }}
      />,
    );
    const navigation = screen.getByRole('navigation', { name: 'Your areas' });
    expect(linksOf(navigation)).toEqual([
      ['Home', '/home'],
      ['Assessment', '/diagnostic'],
      ['Results', '/account?tab=results'],
      ['Account', '/account'],
    ]);
    expect(screen.getByRole('link', { name: 'Assessment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('tells the Results tab of the account from the account itself', () => {
    renderWithProviders(
      <AppNavigationView
        kind="user"
        role="candidate"
        location={{ pathname: '/account', search: '?tab=results' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');
  });

  it('gives a manager a dashboard and the company, current on any company-panel page', () => {
    renderWithProviders(
      <AppNavigationView
        kind="user"
        role="manager"
        location={{ pathname: '/company-panel/group/3', search: '' }}
      />,
    );
    expect(linksOf(screen.getByRole('navigation'))).toEqual([
      ['Dashboard', '/home'],
      ['Assessment', '/diagnostic'],
      ['Results', '/account?tab=results'],
      ['Account', '/account'],
      ['Company', '/company-panel'],
    ]);
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives the platform administrator the back office dashboard', () => {
    renderWithProviders(
      <AppNavigationView kind="admin" location={{ pathname: '/admin/dashboard', search: '' }} />,
    );
    expect(linksOf(screen.getByRole('navigation'))).toEqual([['Dashboard', '/admin/dashboard']]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});
