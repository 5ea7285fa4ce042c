import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminDashboardPage } from './AdminDashboardPage';
import { sampleInstrumentReport } from '../instrument-report/instrument-report-fixtures';
import { sampleUsers } from '../../story-fixtures';

const panels = {
  contacts: () => <p>Contacts panel</p>,
  arsulipo: () => <p>Requests panel</p>,
  auditTrail: () => <p>Audit trail panel</p>,
  security: () => <p>Security panel</p>,
};

const dashboardApi = {
  'GET /api/admin/get-users': reply(200, { users: sampleUsers, page: 1, totalPages: 1 }),
  'POST /api/admin/send-mail': reply(200, { message: 'Sent' }),
} as const;

function renderDashboard() {
  renderWithProviders(
    <>
      <AdminDashboardPage panels={panels} />
      <ToastRegion />
    </>,
    { initialPath: '/admin/dashboard' },
  );
}

async function mailTwoPeople() {
  await userEvent.click(await screen.findByRole('button', { name: 'Send e-mail' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send an e-mail' });
  const fill = async (name: string | RegExp, value: string) => {
    await userEvent.click(within(dialog).getByRole('textbox', { name }));
    await userEvent.paste(value);
  };
  await fill(/Addresses/, 'erin@acme.example, nora@free.example');
  await fill('Subject', 'Maintenance');
  await fill('Message in English', 'We update on Sunday.');
  await fill('Message in Spanish', 'Actualizamos el domingo.');
  await fill('Message in Portuguese', 'Atualizamos no domingo.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  return dialog;
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('AdminDashboardPage', () => {
  it('sends an e-mail to the listed addresses in three languages and says so', async () => {
    const api = stubApi(dashboardApi);
    renderDashboard();
    await mailTwoPeople();
    expect(await screen.findByText('Email sent successfully.')).toBeVisible();
    expect(api.callsTo('POST /api/admin/send-mail')[0]?.body).toEqual({
      emailAll: false,
      emailArray: ['erin@acme.example', 'nora@free.example'],
      subject: 'Maintenance',
      messageEN: 'We update on Sunday.',
      messageES: 'Actualizamos el domingo.',
      messagePT: 'Atualizamos no domingo.',
    });
    expect(screen.queryByRole('dialog', { name: 'Send an e-mail' })).toBeNull();
  });

  it('opens the instrument report from its tab', async () => {
    stubApi(dashboardApi, {
      'GET /api/admin/instrument-report': reply(200, sampleInstrumentReport),
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Instrument' }));
    // The tab is its own chunk: its first import is compiled on the spot in tests.
    const title = await screen.findByRole(
      'heading',
      { name: 'Instrument report' },
      { timeout: 10_000 },
    );
    expect(title).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'English · ipip-neo-240/3' })).toBeVisible();
  });

  it('keeps the dialog open when the e-mail could not be sent', async () => {
    stubApi(dashboardApi, { 'POST /api/admin/send-mail': reply(500, {}) });
    renderDashboard();
    const dialog = await mailTwoPeople();
    expect(await within(dialog).findByText('Error sending email.')).toBeVisible();
  });
});
