import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import {
  webhookTargetRefusals,
  webhookProblems,
  type WebhookEndpointRecord,
} from '@facet/webhooks-domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { IntegrationsTab } from './IntegrationsTab';
import { sampleDeliveries, sampleEndpoints } from './story-fixtures';

const workday: WebhookEndpointRecord = sampleEndpoints[0]!;
const newSecret = 'whsec_bmV3LXNlY3JldC1vZi10aGlydHktdHdvLWJ5dGVzLi4=';
const addedEndpoint: WebhookEndpointRecord = {
  ...workday,
  id: 9,
  url: 'https://ats.acme.example/in',
  description: null,
  last_delivery: null,
};

const webhooksApi = {
  'GET /api/webhooks/endpoints': reply(200, { endpoints: sampleEndpoints }),
  'POST /api/webhooks/endpoints': reply(201, { endpoint: addedEndpoint, secret: newSecret }),
  'POST /api/webhooks/endpoints/:id/test': reply(202, { delivery: sampleDeliveries[3] }),
  'POST /api/webhooks/endpoints/:id/rotate-secret': reply(200, {
    secret: newSecret,
    previous_secret_expires_at: '2026-11-30T09:00:00.000Z',
  }),
  'GET /api/webhooks/endpoints/:id/deliveries': reply(200, {
    deliveries: sampleDeliveries,
    page: 1,
    totalPages: 1,
    total: sampleDeliveries.length,
  }),
} satisfies ApiRoutes;

function renderTab() {
  renderWithProviders(
    <>
      <IntegrationsTab />
      <ToastRegion />
    </>,
  );
}

const workdayCard = async () => {
  const heading = await screen.findByRole('heading', { name: workday.url, level: 3 });
  return within(heading.closest('article') ?? heading);
};

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('the Integrations tab', () => {
  it('loads the endpoints of the company and lists them', async () => {
    const api = stubApi(webhooksApi);
    renderTab();
    expect(screen.getByRole('progressbar', { name: 'Loading the endpoints…' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(sampleEndpoints.length);
    expect(api.callsTo('GET /api/webhooks/endpoints')).toHaveLength(1);
  });

  it('shows the empty state when the company has no endpoint', async () => {
    stubApi(webhooksApi, { 'GET /api/webhooks/endpoints': reply(200, { endpoints: [] }) });
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No endpoints yet' })).toBeVisible();
  });

  it('says the endpoints could not be loaded, and lists them once a retry succeeds', async () => {
    const api = stubApi(webhooksApi, {
      'GET /api/webhooks/endpoints': reply(500, { message: 'Database down' }),
    });
    renderTab();
    expect(await screen.findByText('The endpoints could not be loaded.')).toBeVisible();
    api.answer('GET /api/webhooks/endpoints', reply(200, { endpoints: sampleEndpoints }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(sampleEndpoints.length);
  });

  it('adds an endpoint and shows its secret this once', async () => {
    const api = stubApi(webhooksApi);
    renderTab();
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add endpoint' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Endpoint URL/ }),
      'https://ats.acme.example/in',
    );
    api.answer(
      'GET /api/webhooks/endpoints',
      reply(200, { endpoints: [...sampleEndpoints, addedEndpoint] }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('dialog', { name: 'Your signing secret' })).toBeVisible();
    expect(screen.getByTestId('webhook-secret')).toHaveTextContent(newSecret);
    expect(api.callsTo('POST /api/webhooks/endpoints')[0]?.body).toEqual({
      url: 'https://ats.acme.example/in',
      events: ['result.ready'],
      include_scores: false,
    });
    // The list is asked again: the new endpoint is there, behind the secret, once it is put away.
    expect(
      await screen.findByRole('heading', { name: addedEndpoint.url, level: 3, hidden: true }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/webhooks/endpoints')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your signing secret' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: addedEndpoint.url, level: 3 })).toBeVisible();
  });

  it('keeps the form open with the reason when the server refuses the address', async () => {
    stubApi(webhooksApi, {
      'POST /api/webhooks/endpoints': reply(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'The host intranet.acme.example could not be resolved.',
        code: webhookTargetRefusals.unresolved.code,
      }),
    });
    renderTab();
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add endpoint' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Endpoint URL/ }),
      'https://intranet.acme.example',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(await dialog.findByText(/could not find this host/)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Your signing secret' })).not.toBeInTheDocument();
  });

  it('sends a test event and says it is on its way', async () => {
    const api = stubApi(webhooksApi);
    renderTab();
    await userEvent.click((await workdayCard()).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(`A test event is on its way to ${workday.url}.`)).toBeVisible();
    expect(api.callsTo('POST /api/webhooks/endpoints/:id/test')[0]?.params).toEqual({
      id: String(workday.id),
    });
  });

  it('explains a 409 when the endpoint was disabled meanwhile', async () => {
    stubApi(webhooksApi, {
      'POST /api/webhooks/endpoints/:id/test': reply(409, {
        message: 'Disabled',
        code: webhookProblems.endpointDisabled.code,
      }),
    });
    renderTab();
    await userEvent.click((await workdayCard()).getByRole('button', { name: 'Send test event' }));
    expect(
      await screen.findByText('This endpoint is disabled: enable it to send a test event.'),
    ).toBeVisible();
  });

  it('rotates the secret after confirming, and shows the new one with the overlap', async () => {
    const api = stubApi(webhooksApi);
    renderTab();
    await userEvent.click((await workdayCard()).getByRole('button', { name: 'Rotate secret' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Rotate the signing secret?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByRole('dialog', { name: 'Your signing secret' })).toBeVisible();
    expect(screen.getByTestId('webhook-secret')).toHaveTextContent(newSecret);
    expect(screen.getByText(/keeps signing alongside this one until/)).toBeVisible();
    expect(api.callsTo('POST /api/webhooks/endpoints/:id/rotate-secret')).toHaveLength(1);
  });

  it("opens an endpoint's deliveries, first page", async () => {
    const api = stubApi(webhooksApi);
    renderTab();
    await userEvent.click((await workdayCard()).getByRole('button', { name: 'Deliveries' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Deliveries to ${workday.url}` }),
    );
    expect(await dialog.findByText('The receiver answered 503.')).toBeVisible();
    expect(api.callsTo('GET /api/webhooks/endpoints/:id/deliveries')[0]?.url).toBe(
      `/api/webhooks/endpoints/${workday.id}/deliveries?page=1`,
    );
  });
});
