import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CompanyDashboardView } from './CompanyDashboardView';
import { sampleDashboard } from './story-fixtures';

describe('CompanyDashboardView', () => {
  it('shows the figures, links each recent result and offers the shortcuts', () => {
    renderWithProviders(<CompanyDashboardView dashboard={sampleDashboard} />);
    expect(screen.getByRole('heading', { name: 'Acme Demo at a glance' })).toBeVisible();
    expect(screen.getByText('4 in use, 21 free of 25')).toBeVisible();
    const figure = (name: string) => screen.getByRole('heading', { name }).closest('section');
    expect(figure('Licences')).toHaveTextContent('21');
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
