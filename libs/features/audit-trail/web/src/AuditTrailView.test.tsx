import { designSystemCatalogue } from '@facet/design-system';
import { renderWithProviders } from '@facet/platform-testing-web';
import { webKitCatalogue } from '@facet/platform-web-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuditTrailView, type AuditTrailViewProps } from './AuditTrailView';
import { auditActionCatalogue, auditTrailCatalogue } from './messages';
import { ResultReadsView } from './ResultReadsView';
import { exportsOfMany, groupViews, sampleEntries, sampleReads } from './story-fixtures';

const paging = { page: 1, totalPages: 1, onPageChange: () => undefined };

/** The view with sample entries and spies; a test overrides what it is about. */
function renderTrail(props: Partial<AuditTrailViewProps> = {}, language?: 'es' | 'pt') {
  const spies = {
    onFiltersChange: vi.fn(),
    onExport: vi.fn(),
    onPageChange: vi.fn(),
    onRetry: vi.fn(),
  };
  const view = (overrides: Partial<AuditTrailViewProps>) => (
    <AuditTrailView
      entries={sampleEntries}
      total={sampleEntries.length}
      filters={{}}
      page={1}
      totalPages={1}
      {...spies}
      {...overrides}
    />
  );
  const rendered = renderWithProviders(
    view(props),
    language && {
      language,
      messages: {
        ...designSystemCatalogue.byLanguage[language],
        ...webKitCatalogue.byLanguage[language],
        ...auditTrailCatalogue.byLanguage[language],
        ...auditActionCatalogue.byLanguage[language],
      },
    },
  );
  return {
    ...spies,
    rerender: (next: Partial<AuditTrailViewProps>) => rendered.rerender(view(next)),
    unmount: rendered.unmount,
  };
}

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
const applyButton = () => screen.getByRole('button', { name: 'Apply filters' });

describe('AuditTrailView', () => {
  it('names a group’s fit, a team view and a comparison of teams as one view of many people', () => {
    renderTrail({ entries: groupViews, total: groupViews.length });
    expect(screen.getByText('Viewed the fit of group “Sales team” (2 people)')).toBeVisible();
    expect(screen.getByText('Viewed the team view of “Acme Demo” (4 people)')).toBeVisible();
    expect(
      screen.getByText('Compared the teams “Sales team” and “Support team” (4 people)'),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Show the 4 people' })).toHaveLength(2);
  });

  it('names a spreadsheet of many people by what it held and how many', () => {
    renderTrail({ entries: exportsOfMany, total: exportsOfMany.length });
    expect(
      screen.getByText('Exported the ranking against “Account Executive” (4 people)'),
    ).toBeVisible();
    expect(screen.getByText('Exported the results of group “Sales team” (2 people)')).toBeVisible();
    expect(
      screen.getByText('Exported the results of people in “Acme Demo” (1 person)'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show the 4 people' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show the person' })).toBeVisible();
  });

  it('names a spreadsheet in Spanish and Portuguese too', () => {
    for (const [locale, label] of [
      ['es', 'Exportó la clasificación según el perfil «Account Executive» (4 personas)'],
      ['pt', 'Exportou a classificação pelo perfil “Account Executive” (4 pessoas)'],
    ] as const) {
      const { unmount } = renderTrail({ entries: exportsOfMany.slice(0, 1), total: 1 }, locale);
      expect(screen.getByText(label)).toBeVisible();
      unmount();
    }
  });

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

describe('AuditTrailView states', () => {
  it('says it is loading in place of the table, and holds the pager and the download', () => {
    renderTrail({ entries: [], total: 0, isLoading: true, totalPages: 3 });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(exportButton()).toBeDisabled();
  });

  it('says nothing matches when there are no entries, and counts none', () => {
    renderTrail({ entries: [], total: 0 });
    expect(screen.getByRole('heading', { name: 'No entries' })).toBeInTheDocument();
    expect(
      screen.getByText('Nothing was recorded yet, or nothing matches these filters.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^\d+ entr(y|ies)$/)).not.toBeInTheDocument();
    expect(exportButton()).toBeEnabled();
  });

  it('shows a failed load with a way to try again, and no download of it', async () => {
    const { onRetry } = renderTrail({ entries: [], total: 0, loadFailed: true });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The audit trail could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(exportButton()).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('counts the entries of every page, one or many', () => {
    const { rerender } = renderTrail({ total: 57 });
    expect(screen.getByText('57 entries')).toBeInTheDocument();
    rerender({ entries: sampleEntries.slice(0, 1), total: 1 });
    expect(screen.getByText('1 entry')).toBeInTheDocument();
  });

  it('shows the download as under way, then as failed', () => {
    const { rerender } = renderTrail({ isExporting: true });
    expect(screen.getByText('Preparing the file…')).toBeInTheDocument();
    expect(exportButton()).toBeDisabled();
    rerender({ exportFailed: true });
    expect(screen.getByText('The file could not be exported. Please try again.')).toBeVisible();
    expect(exportButton()).toBeEnabled();
  });
});

describe('AuditTrailView entries', () => {
  it('names who acted: a platform admin, the product itself, and a visitor', () => {
    renderTrail({
      entries: [
        ...sampleEntries,
        {
          ...sampleEntries[0]!,
          id: 37,
          actor: { kind: 'visitor', id: null, name: null, email: null },
          action: 'contact.form_sent',
        },
      ],
    });
    expect(screen.getByText('Petra Admin (platform admin)')).toBeInTheDocument();
    expect(screen.getByText('Facet (automatic)')).toBeInTheDocument();
    expect(screen.getByText('A visitor')).toBeInTheDocument();
  });

  it('shows the target of an entry about no person, and a dash when it has none', () => {
    renderTrail({
      entries: [
        sampleEntries[1]!,
        { ...sampleEntries[1]!, id: 36, action: 'company.updated', target: null },
      ],
    });
    const licences = screen.getByRole('row', { name: /Added licences/ });
    expect(within(licences).getByText('hello@acme.example')).toBeInTheDocument();
    const updated = screen.getByRole('row', { name: /Changed the company details/ });
    expect(within(updated).getByText('—')).toBeInTheDocument();
  });

  it("shows the company column and filter only on the platform's trail", () => {
    const { rerender } = renderTrail();
    expect(screen.queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Company id')).not.toBeInTheDocument();
    rerender({ spansCompanies: true });
    expect(screen.getByRole('heading', { name: 'Audit trail of the platform' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByLabelText('Company id')).toBeInTheDocument();
    expect(screen.getAllByRole('gridcell', { name: 'Acme Demo' }).length).toBeGreaterThan(0);
  });

  it('speaks Spanish, the action names included', () => {
    renderTrail({}, 'es');
    expect(screen.getByRole('heading', { name: 'Registro de auditoría' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Consultó un resultado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });
});

describe('AuditTrailView filters', () => {
  it('sends every typed filter at once, and nothing before Apply', async () => {
    const { onFiltersChange } = renderTrail({ spansCompanies: true });
    await userEvent.type(screen.getByLabelText('Who acted (e-mail or account id)'), '12');
    await userEvent.type(screen.getByLabelText('Company id'), '3');
    await userEvent.click(screen.getByRole('button', { name: /Action/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Changed a role' }));
    expect(onFiltersChange).not.toHaveBeenCalled();
    await userEvent.click(applyButton());
    expect(onFiltersChange).toHaveBeenCalledWith({
      actor: '12',
      companyId: '3',
      action: 'company.role_changed',
    });
  });

  it('goes back to any action when "Any action" is chosen', async () => {
    const { onFiltersChange } = renderTrail({ filters: { action: 'result.read' } });
    await userEvent.click(screen.getByRole('button', { name: /Action/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Any action' }));
    await userEvent.click(applyButton());
    expect(onFiltersChange).toHaveBeenCalledWith({ action: undefined });
  });

  it('leaves out a filter that was typed and then emptied', async () => {
    const { onFiltersChange } = renderTrail({ filters: { person: 'erin@acme.example' } });
    await userEvent.clear(screen.getByLabelText('About whom (e-mail or account id)'));
    await userEvent.click(applyButton());
    expect(onFiltersChange).toHaveBeenCalledWith({ person: undefined });
  });

  it('refuses a last day before the first, saying why, until it is put right', async () => {
    const { onFiltersChange } = renderTrail({ filters: { from: '2026-03-10', to: '2026-03-09' } });
    expect(screen.getByText('The last day comes before the first.')).toBeInTheDocument();
    expect(applyButton()).toBeDisabled();
    await userEvent.click(applyButton());
    expect(onFiltersChange).not.toHaveBeenCalled();
  });

  it('clears every filter at once', async () => {
    const { onFiltersChange } = renderTrail({
      filters: { actor: '12', action: 'result.read', from: '2026-01-01' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFiltersChange).toHaveBeenCalledWith({});
  });

  it('shows the filters its container applied, replacing what was typed', async () => {
    const { rerender } = renderTrail({ filters: { person: 'erin@acme.example' } });
    const person = screen.getByLabelText('About whom (e-mail or account id)');
    await userEvent.type(person, '-typo');
    rerender({ filters: {} });
    expect(screen.getByLabelText('About whom (e-mail or account id)')).toHaveValue('');
  });
});

describe('AuditTrailView paging', () => {
  it('turns to the next and the previous page', async () => {
    const { onPageChange } = renderTrail({ page: 2, totalPages: 3 });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('cannot turn past the last page', () => {
    renderTrail({ page: 3, totalPages: 3 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
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
