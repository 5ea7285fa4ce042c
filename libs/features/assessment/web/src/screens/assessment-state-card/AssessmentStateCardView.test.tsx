import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssessmentStateCardView } from './AssessmentStateCardView';

const progress = {
  total: 240,
  totalPages: 12,
  latestResultId: null,
  companyName: 'Acme',
} as const;

describe('AssessmentStateCardView', () => {
  it('offers to start an assessment not yet begun', () => {
    renderWithProviders(
      <AssessmentStateCardView
        progress={{ ...progress, state: 'notStarted', page: 1, answered: 0 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Start the assessment' })).toHaveAttribute(
      'href',
      '/diagnostic',
    );
  });

  it('says who will assign the assessment, and offers no start, to a member without a licence', () => {
    renderWithProviders(
      <AssessmentStateCardView
        progress={{ ...progress, state: 'waitingForLicence', page: 1, answered: 0 }}
      />,
    );
    expect(screen.getByText('Waiting for Acme to assign your assessment')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start the assessment' })).not.toBeInTheDocument();
  });

  it('shows how far the person got and where they continue', () => {
    renderWithProviders(
      <AssessmentStateCardView
        progress={{ ...progress, state: 'inProgress', page: 6, answered: 100 }}
      />,
    );
    expect(screen.getByText('You have answered 100 of 240 statements.')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Assessment progress' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue at page 6 of 12' })).toBeVisible();
  });

  it('links the latest result once the assessment is finished', () => {
    renderWithProviders(
      <AssessmentStateCardView
        progress={{ ...progress, state: 'finished', page: 1, answered: 0, latestResultId: 7 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'See your result' })).toHaveAttribute(
      'href',
      '/results/7',
    );
    expect(screen.getByRole('link', { name: 'All your results' })).toHaveAttribute(
      'href',
      '/results',
    );
  });
});
