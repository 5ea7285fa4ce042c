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
      <AppNavigationView kind="user" role="employee" location={{ pathname: '/diagnostic' }} />,
    );
    const navigation = screen.getByRole('navigation', { name: 'Your areas' });
    expect(linksOf(navigation)).toEqual([
      ['Home', '/home'],
      ['Assessment', '/diagnostic'],
      ['Results', '/results'],
      ['Account', '/account'],
    ]);
    expect(screen.getByRole('link', { name: 'Assessment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('leads Results and Account to different pages, Results current on a result too', () => {
    renderWithProviders(
      <AppNavigationView kind="user" role="candidate" location={{ pathname: '/results/12' }} />,
    );
    expect(screen.getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');
  });

  it('marks Account, not Results, on the account page', () => {
    renderWithProviders(
      <AppNavigationView kind="user" role="candidate" location={{ pathname: '/account' }} />,
    );
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Results' })).not.toHaveAttribute('aria-current');
  });

  it('gives a manager a dashboard and the company, current on any company-panel page', () => {
    renderWithProviders(
      <AppNavigationView
        kind="user"
        role="manager"
        location={{ pathname: '/company-panel/group/3' }}
      />,
    );
    expect(linksOf(screen.getByRole('navigation'))).toEqual([
      ['Dashboard', '/home'],
      ['Assessment', '/diagnostic'],
      ['Results', '/results'],
      ['Account', '/account'],
      ['Company', '/company-panel'],
    ]);
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives the platform administrator the back office dashboard', () => {
    renderWithProviders(
      <AppNavigationView kind="admin" location={{ pathname: '/admin/dashboard' }} />,
    );
    expect(linksOf(screen.getByRole('navigation'))).toEqual([['Dashboard', '/admin/dashboard']]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});
