import { companyProblems } from '@facet/company-domain';
import type { ReminderTargetRecord } from '@facet/company-domain';
import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { companyPanelTabsWith } from '../company-panel/company-panel-tabs';
import { CompanyPanelPage } from '../company-panel/CompanyPanelPage';
import { peoplePanelTab } from '../people/people-panel-tab';
import { sampleCompany, samplePeople } from '../../story-fixtures';

const waitingInvitee: ReminderTargetRecord = {
  kind: 'invitation',
  invitation_id: 7,
  user_id: null,
  recipient: 'new.person@example.com',
  name: null,
  waiting_since: '2026-11-18T09:00:00.000Z',
  reminders: 0,
  last_reminded_at: null,
};

const remindersApi = {
  'GET /api/companies/get-company': reply(200, { company: sampleCompany }),
  'GET /api/companies/reminder-settings': reply(200, {
    settings: { enabled: true, daysAfter: 3, times: 2 },
  }),
  'PATCH /api/companies/reminder-settings': ({ body }) => reply(200, { settings: body }),
  'GET /api/companies/reminders': reply(200, {
    targets: [waitingInvitee],
    page: 1,
    totalPages: 1,
    total: 1,
  }),
  'GET /api/companies/people': reply(200, {
    people: samplePeople.filter((person) => person.kind === 'invitation'),
    page: 1,
    totalPages: 1,
    total: 2,
    profile: null,
  }),
  'POST /api/companies/send-reminder': reply(201, {
    target: { ...waitingInvitee, reminders: 1, last_reminded_at: '2026-11-28T09:00:00.000Z' },
    message: 'The reminder has been sent.',
  }),
} satisfies ApiRoutes;

/** The panel's own sections, with a pipeline that has no profiles or groups to offer. */
const panelTabs = companyPanelTabsWith(
  peoplePanelTab({
    useProfileChoices: () => [],
    useGroupChoices: () => [],
    useAddToGroup: () => [
      async () => ({ data: { added: [] } }),
      { isLoading: false, reset: () => undefined },
    ],
  }),
);

function renderPanel(tab: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/company-panel" element={<CompanyPanelPage tabs={panelTabs} />} />
      </Routes>
      <ToastRegion />
    </>,
    { initialPath: `/company-panel?tab=${tab}` },
  );
}

const sendButton = () =>
  screen.findByRole('button', { name: 'Send a reminder to new.person@example.com' });

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('Reminders in the company panel', () => {
  it('saves new settings and says so', async () => {
    const api = stubApi(remindersApi);
    renderPanel('reminders');
    const days = await screen.findByRole('textbox', { name: 'Days before each reminder' });
    await userEvent.clear(days);
    await userEvent.type(days, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Reminder settings saved.')).toBeVisible();
    const [call] = api.callsTo('PATCH /api/companies/reminder-settings');
    expect(call?.url).toBe('/api/companies/reminder-settings?role=admin');
    expect(call?.body).toEqual({ enabled: true, daysAfter: 5, times: 2 });
  });

  it('sends a reminder to one person waiting and says so', async () => {
    const api = stubApi(remindersApi);
    renderPanel('reminders');
    await userEvent.click(await sendButton());
    expect(await screen.findByText('Reminder sent to new.person@example.com.')).toBeVisible();
    const [call] = api.callsTo('POST /api/companies/send-reminder');
    expect(call?.body).toEqual({ kind: 'invitation', invitation_id: 7 });
  });

  it('explains the once-a-day limit when the server answers 429', async () => {
    stubApi(remindersApi, {
      'POST /api/companies/send-reminder': reply(429, {
        message: 'Too soon',
        code: companyProblems.remindedRecently.code,
      }),
    });
    renderPanel('reminders');
    await userEvent.click(await sendButton());
    await waitFor(() =>
      expect(
        screen.getByText(
          'This person was reminded less than 24 hours ago. You can send another tomorrow.',
        ),
      ).toBeVisible(),
    );
  });

  it('reminds an invitee from the People tab, filtered to invitations by the old address', async () => {
    const api = stubApi(remindersApi);
    renderPanel('invitations');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for mei.chen@acme.example' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send a reminder' }));
    expect(await screen.findByText('Reminder sent to mei.chen@acme.example.')).toBeVisible();
    const [call] = api.callsTo('POST /api/companies/send-reminder');
    expect(call?.body).toEqual({ kind: 'invitation', invitation_id: 11 });
    expect(api.callsTo('GET /api/companies/people')[0]?.url).toContain('kind=invitation');
  });
});
