import { licenceStates, requestStatuses } from '@facet/platform-kernel';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { kernelWordsCatalogue } from './catalogue';
import { LicenceBadge } from './LicenceBadge';
import { RequestStatusBadge } from './RequestStatusBadge';
import { roleLabel } from './role-labels';

function RoleName({ role }: { role: 'admin' | 'undefined' }) {
  return <>{roleLabel(useIntl(), role)}</>;
}

describe('the kernel words on screen', () => {
  it('shows a new request as Sent, in an informative tone', () => {
    renderWithProviders(<RequestStatusBadge status="new" />);
    expect(screen.getByText('Sent')).toHaveAttribute('data-tone', 'info');
  });

  it('translates licence states', () => {
    renderWithProviders(<LicenceBadge state="inProgress" />, {
      language: 'pt',
      messages: kernelWordsCatalogue.byLanguage.pt,
    });
    expect(screen.getByText('Em andamento')).toBeInTheDocument();
  });

  it('names every state with its own tone attribute', () => {
    const { container } = renderWithProviders(
      <>
        {[...licenceStates, 'undefined' as const].map((state) => (
          <LicenceBadge key={state} state={state} />
        ))}
        <LicenceBadge state="no" hasFinished />
        {requestStatuses.map((status) => (
          <RequestStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    expect(container.querySelectorAll('[data-tone]')).toHaveLength(11);
  });

  it('names a licence Used once its holder finished, and Not assigned before', () => {
    renderWithProviders(
      <>
        <LicenceBadge state="no" hasFinished />
        <LicenceBadge state="no" />
        <LicenceBadge state="yes" hasFinished />
      </>,
    );
    expect(screen.getByText('Used')).toHaveAttribute('data-tone', 'positive');
    expect(screen.getByText('Not assigned')).toBeInTheDocument();
    expect(screen.getByText('Assigned')).toBeInTheDocument();
  });

  it('names a role, and a person with no company as Undefined', () => {
    renderWithProviders(
      <>
        <RoleName role="admin" />, <RoleName role="undefined" />
      </>,
    );
    expect(screen.getByText('Administrator, Undefined')).toBeInTheDocument();
  });
});
