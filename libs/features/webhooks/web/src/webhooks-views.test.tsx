import { renderWithProviders } from '@facet/platform-testing-web';
import {
  webhookTargetRefusals,
  webhookProblems,
  type WebhookEndpointRecord,
} from '@facet/webhooks-domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddEndpointDialogView } from './AddEndpointDialogView';
import { DeliveriesDialogView } from './DeliveriesDialogView';
import { IntegrationsView, type IntegrationsViewProps } from './IntegrationsView';
import { SecretDialogView } from './SecretDialogView';
import { sampleDeliveries, sampleEndpoints } from './story-fixtures';

function sampleEndpoint(index: number): WebhookEndpointRecord {
  const endpoint = sampleEndpoints[index];
  if (!endpoint) throw new Error(`No sample endpoint ${index}`);
  return endpoint;
}
// An active one, one that sends scores, and a disabled one.
const workday = sampleEndpoint(0);
const ats = sampleEndpoint(1);
const retiredCrm = sampleEndpoint(2);

function renderIntegrations(props: Partial<IntegrationsViewProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onAdd: vi.fn(),
    onSendTest: vi.fn(),
    onShowDeliveries: vi.fn(),
    onRotateSecret: vi.fn(async () => undefined),
    onSetActive: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
  };
  renderWithProviders(<IntegrationsView endpoints={sampleEndpoints} {...handlers} {...props} />);
  return handlers;
}

const cardOf = (url: string) => {
  const card = screen.getByRole('heading', { name: url, level: 3 }).closest('article');
  if (!card) throw new Error(`No card for ${url}`);
  return within(card);
};

describe('IntegrationsView', () => {
  it('shows a spinner while the endpoints load, and no endpoint', () => {
    renderIntegrations({ endpoints: [], isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading the endpoints…' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('No endpoints yet')).not.toBeInTheDocument();
  });

  it('says there is no endpoint yet, and still offers to add one', async () => {
    const { onAdd } = renderIntegrations({ endpoints: [] });
    expect(screen.getByRole('heading', { name: 'No endpoints yet', level: 3 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('says the endpoints could not be loaded, and tries again on request', async () => {
    const { onRetry } = renderIntegrations({ endpoints: [], loadFailed: true });
    expect(screen.getByText('The endpoints could not be loaded.')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('lists each endpoint with its state, events, secret hint and last delivery', () => {
    renderIntegrations();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const first = cardOf(workday.url);
    expect(first.getByText('Active')).toBeVisible();
    expect(first.getByText('Workday sync')).toBeVisible();
    expect(first.getByText('Invitation accepted, Result ready, Employee left')).toBeVisible();
    expect(first.getByText('Secret ending …Xk4=')).toBeVisible();
    expect(first.getByText(/^Last delivery: Delivered, /)).toBeVisible();
    expect(first.queryByText('Sends scores')).not.toBeInTheDocument();

    expect(cardOf(ats.url).getByText('Sends scores')).toBeVisible();
    expect(cardOf(ats.url).getByText(/^Last delivery: Retrying, /)).toBeVisible();

    const retired = cardOf(retiredCrm.url);
    expect(retired.getByText('Disabled')).toBeVisible();
    expect(retired.getByText('Nothing sent yet')).toBeVisible();
    expect(retired.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    expect(retired.getByRole('button', { name: 'Enable' })).toBeEnabled();
  });

  it('sends a test event and opens the deliveries of the endpoint pressed', async () => {
    const { onSendTest, onShowDeliveries } = renderIntegrations();
    await userEvent.click(cardOf(ats.url).getByRole('button', { name: 'Send test event' }));
    expect(onSendTest).toHaveBeenCalledWith(ats);
    await userEvent.click(cardOf(workday.url).getByRole('button', { name: 'Deliveries' }));
    expect(onShowDeliveries).toHaveBeenCalledWith(workday);
  });

  it('holds the buttons of the endpoint whose call is under way, and only those', () => {
    renderIntegrations({ busyEndpointId: workday.id });
    const busy = cardOf(workday.url);
    for (const name of ['Rotate secret', 'Disable', 'Delete']) {
      expect(busy.getByRole('button', { name })).toBeDisabled();
    }
    expect(busy.getByRole('button', { name: 'Deliveries' })).toBeEnabled();
    expect(cardOf(ats.url).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('explains a refused test event of a disabled endpoint', () => {
    renderIntegrations({
      actionFailure: { status: 409, code: webhookProblems.endpointDisabled.code },
    });
    expect(
      screen.getByText('This endpoint is disabled: enable it to send a test event.'),
    ).toBeVisible();
  });

  it('falls back to a general sentence for a failure without its own', () => {
    renderIntegrations({ actionFailure: { status: 500 } });
    expect(screen.getByText('That did not work. Please try again.')).toBeVisible();
  });

  it('deletes only after confirming, naming the endpoint', async () => {
    const { onDelete } = renderIntegrations();
    await userEvent.click(cardOf(ats.url).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this endpoint?' });
    expect(
      within(dialog).getByText(
        `${ats.url} will receive nothing more, and its delivery history is deleted.`,
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(cardOf(ats.url).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete endpoint' }));
    expect(onDelete).toHaveBeenCalledWith(ats);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('disables after confirming, but enables at once', async () => {
    const { onSetActive } = renderIntegrations();
    await userEvent.click(cardOf(workday.url).getByRole('button', { name: 'Disable' }));
    expect(onSetActive).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Disable endpoint' }));
    expect(onSetActive).toHaveBeenCalledWith(workday, false);
    await userEvent.click(cardOf(retiredCrm.url).getByRole('button', { name: 'Enable' }));
    expect(onSetActive).toHaveBeenLastCalledWith(retiredCrm, true);
  });

  it('rotates the secret after confirming, and keeps the question open when it fails', async () => {
    const onRotateSecret = vi.fn(() => Promise.reject(new Error('500')));
    renderIntegrations({ onRotateSecret });
    await userEvent.click(cardOf(workday.url).getByRole('button', { name: 'Rotate secret' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    expect(onRotateSecret).toHaveBeenCalledWith(workday);
    expect(screen.getByRole('alertdialog', { name: 'Rotate the signing secret?' })).toBeVisible();
  });
});

describe('AddEndpointDialogView', () => {
  const renderDialog = (props: Partial<Parameters<typeof AddEndpointDialogView>[0]> = {}) => {
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <AddEndpointDialogView isOpen onOpenChange={vi.fn()} onSubmit={onSubmit} {...props} />,
    );
    return { onSubmit };
  };
  const urlField = () => screen.getByRole('textbox', { name: /Endpoint URL/ });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));

  it('shows the problem of each field on submit, and sends nothing', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Result ready' }));
    await submit();
    expect(await screen.findByText('Enter an address that starts with https://.')).toBeVisible();
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose at least one event.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an address that is not a web address', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(urlField(), 'hooks.example.com');
    await submit();
    expect(await screen.findByText('Enter an address that starts with https://.')).toBeVisible();
    expect(screen.queryByText('Choose at least one event.')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the address, the events and the scores choice, then empties the form', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(urlField(), 'https://hr.acme.example/in');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'HR');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Employee left' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Include scores in results' }));
    expect(screen.getByText(/Scores are personal data about personality/)).toBeVisible();
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        url: 'https://hr.acme.example/in',
        description: 'HR',
        events: ['result.ready', 'employee.left'],
        include_scores: true,
      }),
    );
    await waitFor(() => expect(urlField()).toHaveValue(''));
  });

  it('says the call failed for a refusal that names no cause, never the server text', () => {
    renderDialog({ failure: { status: 422, message: 'The host could not be resolved.' } });
    expect(screen.getByText('The endpoint could not be added. Please try again.')).toBeVisible();
    expect(screen.queryByText(/could not be resolved/)).not.toBeInTheDocument();
  });

  it.each([
    [webhookTargetRefusals.scheme.code, /must start with https:\/\/: webhooks carry personal data/],
    [webhookTargetRefusals.unresolved.code, /could not find this host: its name does not resolve/],
    [webhookTargetRefusals.noAddress.code, /exists but points to no address/],
    [webhookTargetRefusals.notPublic.code, /private, local or reserved network/],
  ])('names the cause the server gives by code (%s), not the general sentence', (code, text) => {
    renderDialog({ failure: { status: 422, code } });
    expect(screen.getByText(text)).toBeVisible();
    expect(
      screen.queryByText('The endpoint could not be added. Please try again.'),
    ).not.toBeInTheDocument();
  });

  it('falls back to a general sentence for a failure without its own', () => {
    renderDialog({ failure: { status: 500 } });
    expect(screen.getByText('The endpoint could not be added. Please try again.')).toBeVisible();
  });
});

describe('SecretDialogView', () => {
  it('shows the secret once with a copy button, and the overlap after a rotation', async () => {
    const onCopy = vi.fn();
    renderWithProviders(
      <SecretDialogView
        secret="whsec_c2VjcmV0"
        previousSecretExpiresAt="2026-11-30T09:00:00.000Z"
        onCopy={onCopy}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Your signing secret' })).toBeVisible();
    expect(screen.getByTestId('webhook-secret')).toHaveTextContent('whsec_c2VjcmV0');
    expect(
      screen.getByText(/The previous secret keeps signing alongside this one until/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(onCopy).toHaveBeenCalledWith('whsec_c2VjcmV0');
  });

  it('says when it is copied, and shows no dialog without a secret', () => {
    const { unmount } = renderWithProviders(
      <SecretDialogView secret="whsec_c2VjcmV0" isCopied onCopy={vi.fn()} onClose={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(screen.queryByText(/previous secret/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<SecretDialogView secret={undefined} onCopy={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('DeliveriesDialogView', () => {
  const props = { page: 1, totalPages: 1, onPageChange: vi.fn(), onClose: vi.fn() };

  it('lists each delivery with its status, attempts and last answer', () => {
    renderWithProviders(
      <DeliveriesDialogView endpointUrl={ats.url} deliveries={sampleDeliveries} {...props} />,
    );
    expect(screen.getByRole('dialog', { name: `Deliveries to ${ats.url}` })).toBeVisible();
    const table = within(screen.getByRole('grid', { name: 'Recent deliveries' }));
    const retrying = within(table.getByRole('row', { name: /Assessment completed/ }));
    expect(retrying.getByText('Retrying')).toBeVisible();
    expect(retrying.getByText('HTTP 503')).toBeVisible();
    expect(retrying.getByText('The receiver answered 503.')).toBeVisible();
    expect(retrying.getByText(/^Next attempt /)).toBeVisible();
    const refused = within(table.getByRole('row', { name: /Test event/ }));
    expect(refused.getByText('Failed')).toBeVisible();
    expect(refused.getByText('7')).toBeVisible();
    expect(refused.getByText(/^Refused: The host ats\.example\.com/)).toBeVisible();
    expect(refused.queryByText(/^Next attempt /)).not.toBeInTheDocument();
  });

  it('says when nothing was sent yet, and when the deliveries could not be loaded', () => {
    const { unmount } = renderWithProviders(
      <DeliveriesDialogView endpointUrl={ats.url} deliveries={[]} {...props} />,
    );
    expect(screen.getByText('Nothing sent yet')).toBeVisible();
    unmount();
    renderWithProviders(
      <DeliveriesDialogView endpointUrl={ats.url} deliveries={[]} loadFailed {...props} />,
    );
    expect(screen.getByText('The deliveries could not be loaded.')).toBeVisible();
  });

  it("closes on its Close button as on the dialog's own close control", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <DeliveriesDialogView endpointUrl={ats.url} deliveries={[]} {...props} onClose={onClose} />,
    );
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    for (const button of closeButtons) await userEvent.click(button);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
