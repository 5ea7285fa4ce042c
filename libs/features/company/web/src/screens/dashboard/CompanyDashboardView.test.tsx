import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CompanyDashboardView } from './CompanyDashboardView';
import { sampleDashboard } from '../../story-fixtures';

describe('CompanyDashboardView', () => {
  it('shows the figures, links each recent result and offers the shortcuts', () => {
    renderWithProviders(<CompanyDashboardView dashboard={sampleDashboard} />);
    expect(screen.getByRole('heading', { name: 'Acme Demo at a glance' })).toBeVisible();
    const figure = (name: string) => screen.getByRole('heading', { name }).closest('section')!;
    const countOf = (term: string) =>
      within(figure('Licences')).getByText(term, { selector: 'dt' }).nextElementSibling
        ?.textContent;
    expect(countOf('Available')).toBe('16');
    expect(countOf('Assigned')).toBe('3');
    expect(countOf('Held by invitations')).toBe('2');
    expect(countOf('Used')).toBe('4');
    expect(countOf('Purchased')).toBe('25');
    expect(figure('Invitations pending')).toHaveTextContent('2');
    expect(figure('Finished this month')).toHaveTextContent('6');
    expect(
      screen.getByRole('link', { name: 'Open the result of Erin Employee from Nov 20, 2026' }),
    ).toHaveAttribute('href', '/company-panel/employee/erin%40acme.example/result/41');
    expect(screen.getByRole('link', { name: 'Invite people' })).toHaveAttribute(
      'href',
      '/company-panel?tab=invitations',
    );
  });

  it('gives the people waiting for a licence as a task that leads to where licences are assigned', () => {
    const { rerender } = renderWithProviders(
      <CompanyDashboardView dashboard={{ ...sampleDashboard, waitingForLicence: 3 }} />,
    );
    expect(screen.getByText('3 people are waiting for a licence')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Assign licences' })).toHaveAttribute(
      'href',
      '/company-panel?tab=employees',
    );
    rerender(<CompanyDashboardView dashboard={sampleDashboard} />);
    expect(screen.queryByText(/waiting for a licence/)).not.toBeInTheDocument();
  });

  it('says so when no one has finished yet', () => {
    renderWithProviders(
      <CompanyDashboardView dashboard={{ ...sampleDashboard, recentResults: [] }} />,
    );
    expect(screen.getByText(/No one in the company has finished an assessment yet/)).toBeVisible();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<CompanyDashboardView hasLoadFailed onRetry={onRetry} />);
    expect(screen.getByText('The company figures could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
