import { requestFieldProblems, dataRightsProblems } from '@facet/data-rights-domain';
import { accessProblems } from '@facet/platform-kernel';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataRightsFormView } from './screens/request-form/DataRightsFormView';
import { RequestDetailView } from './screens/request-detail/RequestDetailView';
import { RequestsTableView } from './screens/requests-table/RequestsTableView';
import { RequestThreadView } from './RequestThreadView';
import { ResolveDialogView } from './screens/admin-request-detail/ResolveDialogView';
import { idleThread, sampleRequest } from './story-fixtures';

const emptyValues = { name: '', email: '', phone: '', right: '', entity: '', message: '' };

describe('DataRightsFormView', () => {
  it('shows the shared schema’s field problems in the person’s words', () => {
    renderWithProviders(
      <DataRightsFormView
        values={{ ...emptyValues, right: 'suppression' }}
        fieldErrors={{
          name: requestFieldProblems.nameInvalid,
          entity: requestFieldProblems.entityRequired,
        }}
        isSubmitting={false}
        onChange={() => undefined}
        onSubmit={() => undefined}
      />,
    );
    expect(
      screen.getByText('Use letters, spaces, apostrophes, dots and hyphens only.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose whose data this is about.')).toBeInTheDocument();
  });

  it('asks for the entity only for rights that act on one', () => {
    renderWithProviders(
      <DataRightsFormView
        values={{ ...emptyValues, right: 'access' }}
        fieldErrors={{}}
        isSubmitting={false}
        onChange={() => undefined}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('sends the form and confirms a received request', async () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithProviders(
      <DataRightsFormView
        values={emptyValues}
        fieldErrors={{}}
        isSubmitting={false}
        onChange={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(onSubmit).toHaveBeenCalled();
    rerender(
      <DataRightsFormView
        values={emptyValues}
        fieldErrors={{}}
        isSubmitting={false}
        received={{ number: 3 }}
        onChange={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText(/Your request has been received/)).toBeInTheDocument();
  });

  it('says 403 means lack of permission', () => {
    renderWithProviders(
      <DataRightsFormView
        values={emptyValues}
        fieldErrors={{}}
        isSubmitting={false}
        failure={{ status: 403, code: accessProblems.roleRequired.code }}
        onChange={() => undefined}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByText('You do not have permission for this action.')).toBeInTheDocument();
  });
});

describe('RequestsTableView', () => {
  it('lists number, right and status with a link to the request', () => {
    renderWithProviders(
      <RequestsTableView
        audience="user"
        requests={[sampleRequest]}
        page={1}
        totalPages={1}
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByRole('rowheader', { name: '1007' })).toBeInTheDocument();
    expect(screen.getByText('Access')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open request 1007' })).toHaveAttribute(
      'href',
      '/account/arsulipo/7',
    );
  });

  it('shows the empty state with a link to the form', () => {
    renderWithProviders(
      <RequestsTableView
        audience="user"
        requests={[]}
        page={1}
        totalPages={1}
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByText('No data-rights requests yet')).toBeInTheDocument();
  });
});

describe('RequestDetailView', () => {
  it('shows a not-found message for a 404', () => {
    renderWithProviders(
      <RequestDetailView
        isLoading={false}
        loadFailure={{ status: 404, code: dataRightsProblems.requestNotFound.code }}
        thread={idleThread}
        onOpenDocument={() => undefined}
        onConfirmRequest={() => undefined}
      />,
    );
    expect(screen.getByText('This request does not exist.')).toBeInTheDocument();
  });

  it('offers the document once access is granted', () => {
    renderWithProviders(
      <RequestDetailView
        isLoading={false}
        answer={{
          arsulipo: { ...sampleRequest, status: 'accepted', solution: 'access' },
          messages: [],
        }}
        thread={idleThread}
        onOpenDocument={() => undefined}
        onConfirmRequest={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open your data document' })).toBeInTheDocument();
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
  });
});

describe('RequestThreadView', () => {
  const conversation = [
    { id: 1, author: 'user', body: 'Any news?', date: '2025-03-01T10:00:00.000Z' },
    { id: 2, author: 'admin', body: 'Your document is ready.', date: '2025-03-02T10:00:00.000Z' },
  ] as const;

  it('names the requester and the Facet team, and puts the reader’s own messages at the end', () => {
    renderWithProviders(
      <RequestThreadView
        {...idleThread}
        messages={conversation}
        reader="admin"
        requesterName="Erin Employee"
      />,
    );
    const [fromPerson, fromTeam] = within(
      screen.getByRole('list', { name: 'Messages' }),
    ).getAllByRole('listitem');
    expect(fromPerson).toHaveTextContent(/^Erin Employee ·/);
    expect(fromPerson).toHaveAttribute('data-own', 'false');
    expect(fromTeam).toHaveTextContent(/^You ·/);
    expect(fromTeam).toHaveAttribute('data-own', 'true');
  });

  it('calls the person’s own messages “You” and the administrators “Facet team”', () => {
    renderWithProviders(
      <RequestThreadView
        {...idleThread}
        messages={conversation}
        reader="user"
        requesterName="Erin Employee"
      />,
    );
    const [own, fromTeam] = screen.getAllByRole('listitem');
    expect(own).toHaveTextContent(/^You ·/);
    expect(fromTeam).toHaveTextContent(/^Facet team ·/);
  });
});

describe('ResolveDialogView', () => {
  it('closes once the solution is applied', async () => {
    renderWithProviders(
      <ResolveDialogView
        number={1007}
        right="access"
        entity={null}
        isResolving={false}
        onResolve={async () => true}
        defaultOpen
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create the access document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the solution could not be applied', async () => {
    renderWithProviders(
      <ResolveDialogView
        number={1007}
        right="access"
        entity={null}
        isResolving={false}
        onResolve={async () => false}
        defaultOpen
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create the access document' }));
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
