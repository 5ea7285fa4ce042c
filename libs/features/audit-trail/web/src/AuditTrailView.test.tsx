import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuditTrailView } from './AuditTrailView';
import { ResultReadsView } from './ResultReadsView';
import { sampleEntries, sampleReads } from './story-fixtures';

const paging = { page: 1, totalPages: 1, onPageChange: () => undefined };

describe('AuditTrailView', () => {
  it('names known actions and shows an unknown one as its code', () => {
    renderWithProviders(
      <AuditTrailView
        entries={sampleEntries}
        total={sampleEntries.length}
        filters={{}}
        onFiltersChange={() => undefined}
        onExport={() => undefined}
        {...paging}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Audit trail' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Viewed a result' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'webhooks.endpoint_added' })).toBeInTheDocument();
    expect(screen.getByText('erased-person:2f7c')).toBeInTheDocument();
    expect(screen.getByText('An erased account')).toBeInTheDocument();
  });

  it('applies the typed filters and exports', async () => {
    const onFiltersChange = vi.fn();
    const onExport = vi.fn();
    renderWithProviders(
      <AuditTrailView
        entries={[]}
        total={0}
        filters={{}}
        onFiltersChange={onFiltersChange}
        onExport={onExport}
        {...paging}
      />,
    );
    await userEvent.type(
      screen.getByLabelText('About whom (e-mail or account id)'),
      'erin@acme.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ person: 'erin@acme.example' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledOnce();
  });
});

describe('ResultReadsView', () => {
  it('lists who read the results, and says when nobody did', () => {
    const { unmount } = renderWithProviders(<ResultReadsView reads={sampleReads} {...paging} />);
    expect(screen.getByText('Mario Manager')).toBeInTheDocument();
    expect(screen.getByText('Your PDF report')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ResultReadsView reads={[]} {...paging} />);
    expect(screen.getByText('Nobody but you has viewed your results.')).toBeInTheDocument();
  });
});
