import { items } from '@facet/assessment-domain';
import { mergeCatalogues } from '@facet/platform-i18n';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { scalesCatalogue } from '@facet/scales';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instrumentReportCatalogue } from '../../instrument-report-catalogue';
import {
  earlyInstrumentReport,
  emptyInstrumentReport,
  sampleInstrumentReport,
} from './instrument-report-fixtures';
import { InstrumentReportTab } from './InstrumentReportTab';
import { adminCatalogue } from '../../messages';

const reportRoute = 'GET /api/admin/instrument-report' as const;

/** The card of one language and version, found by its heading. */
async function cellSection(title: string): Promise<HTMLElement> {
  const section = (await screen.findByRole('heading', { name: title })).closest('section');
  if (!section) throw new Error(`No section titled ${title}`);
  return section;
}

describe('InstrumentReportTab', () => {
  it('shows each language and version, with its figures or what it still lacks', async () => {
    stubApi({ [reportRoute]: reply(200, sampleInstrumentReport) });
    renderWithProviders(<InstrumentReportTab />);
    const english = await cellSection('English · ipip-neo-240/3');
    expect(within(english).getByText('1,240 results')).toBeVisible();
    const scales = within(english).getByRole('table', {
      name: 'Reliability, test–retest and T-scores by scale',
    });
    expect(within(scales).getByRole('row', { name: /^Trust 0\.68 \(below\)/ })).toBeVisible();
    expect(
      within(english).getByText(
        'Test–retest: the first two results of 64 people, a median of 23 days apart.',
      ),
    ).toBeVisible();
    const spanish = await cellSection('Spanish · ipip-neo-240/3');
    expect(
      within(spanish).getByText(
        'Test–retest: not enough data yet (17 of 50 people with two results).',
      ),
    ).toBeVisible();
    const portuguese = await cellSection('Portuguese · ipip-neo-240/3');
    expect(within(portuguese).getByText('Not enough data yet (137 of 200)')).toBeVisible();
    expect(await cellSection('Language not recorded · ipip-neo-240/3')).toBeVisible();
  });

  it('lists the items of a cell, lowest item-total r first, when asked', async () => {
    stubApi({ [reportRoute]: reply(200, sampleInstrumentReport) });
    renderWithProviders(<InstrumentReportTab />);
    const english = await cellSection('English · ipip-neo-240/3');
    expect(
      within(english).getByText('24 of 240 items have a corrected item–total r under 0.30.'),
    ).toBeVisible();
    await userEvent.click(within(english).getByRole('button', { name: 'Show the 240 items' }));
    const itemsTable = within(english).getByRole('table', {
      name: 'Corrected item–total r of each item, lowest first',
    });
    const [, lowest] = within(itemsTable).getAllByRole('row');
    expect(lowest).toHaveTextContent(`${items[0]!.text.en}`);
    expect(lowest).toHaveTextContent('0.26 (below)');
  });

  it('speaks Spanish, scale names included', async () => {
    stubApi({ [reportRoute]: reply(200, sampleInstrumentReport) });
    const { es } = mergeCatalogues([instrumentReportCatalogue, adminCatalogue, scalesCatalogue]);
    renderWithProviders(<InstrumentReportTab />, { language: 'es', messages: es });
    const english = await cellSection('Inglés · ipip-neo-240/3');
    expect(
      within(english).getByRole('row', { name: /^Confianza 0,68 \(por debajo\)/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();
  });

  it('says so when no result is stored yet', async () => {
    stubApi({ [reportRoute]: reply(200, emptyInstrumentReport) });
    renderWithProviders(<InstrumentReportTab />);
    expect(await screen.findByText('No results yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('offers to try again when the report could not be loaded', async () => {
    const api = stubApi({ [reportRoute]: reply(500, {}) });
    renderWithProviders(<InstrumentReportTab />);
    expect(await screen.findByText('The instrument report could not be loaded.')).toBeVisible();
    api.answer(reportRoute, reply(200, sampleInstrumentReport));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cellSection('English · ipip-neo-240/3')).toBeVisible();
  });

  it('downloads the CSV with the signed-in call, and says when it failed', async () => {
    const api = stubApi({
      [reportRoute]: reply(200, earlyInstrumentReport),
      'GET /api/admin/instrument-report.csv': reply(500, {}),
    });
    renderWithProviders(<InstrumentReportTab />);
    // The button waits for the report: there is nothing to download before it has results.
    await cellSection('English · ipip-neo-240/3');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('The CSV file could not be downloaded. Try again.'),
    ).toBeVisible();
    expect(api.callsTo('GET /api/admin/instrument-report.csv')).toHaveLength(1);
  });
});
