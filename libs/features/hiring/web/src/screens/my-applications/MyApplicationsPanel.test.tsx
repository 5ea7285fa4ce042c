import type { MyApplicationsAnswer } from '@facet/hiring-domain';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyApplicationsPanel } from './MyApplicationsPanel';

const listed: MyApplicationsAnswer = {
  applications: [
    {
      id: 7,
      positionName: 'Data analyst',
      companyName: 'Acme Demo',
      source: 'link',
      status: 'submitted',
      appliedAt: '2026-11-02T10:00:00.000Z',
      submittedAt: '2026-11-02T10:40:00.000Z',
      hiredAt: null,
      keptUntil: '2027-11-02T10:00:00.000Z',
    },
  ],
};

describe('MyApplicationsPanel', () => {
  it('lists the applications and withdraws one after saying what is erased', async () => {
    let withdrawn = false;
    const api = stubApi({
      'GET /api/hiring/my-applications': () =>
        reply(200, withdrawn ? { applications: [] } : listed),
      'POST /api/hiring/my-applications/7/withdraw': () => {
        withdrawn = true;
        return reply(204);
      },
    });
    renderWithProviders(<MyApplicationsPanel />);
    expect(await screen.findByText('Acme Demo')).toBeInTheDocument();
    expect(screen.getByText('Assessment finished')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw from Data analyst' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Your Facet account and your applications/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw and erase' }));

    await waitFor(() =>
      expect(api.callsTo('POST /api/hiring/my-applications/7/withdraw')).toHaveLength(1),
    );
    expect(await screen.findByText('No applications')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    stubApi({ 'GET /api/hiring/my-applications': reply(500, { message: 'down' }) });
    renderWithProviders(<MyApplicationsPanel />);
    expect(await screen.findByText('Your applications could not be loaded.')).toBeInTheDocument();
  });
});
