import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { StatusBadge, invitationStatuses, licenceStatuses, requestStatuses } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows a new request as Sent', () => {
    renderWithProviders(<StatusBadge kind="request" status="new" />);
    expect(screen.getByText('Sent')).toBeInTheDocument();
  });

  it('translates licence states', () => {
    renderWithProviders(<StatusBadge kind="licence" status="inProgress" />, 'pt');
    expect(screen.getByText('Em andamento')).toBeInTheDocument();
  });

  it('renders every state of every kind without axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        {invitationStatuses.map((status) => (
          <StatusBadge key={`invitation-${status}`} kind="invitation" status={status} />
        ))}
        {requestStatuses.map((status) => (
          <StatusBadge key={`request-${status}`} kind="request" status={status} />
        ))}
        {licenceStatuses.map((status) => (
          <StatusBadge key={`licence-${status}`} kind="licence" status={status} />
        ))}
      </>,
    );
    expect(container.querySelectorAll('[data-status]')).toHaveLength(16);
    await expectNoAxeViolations(container);
  });
});
