import type { AuditTrailAnswer, ResultReadsAnswer } from '@facet/audit-trail-domain';
import {
  renderWithProviders,
  reply,
  stubApi,
  type ApiAnswer,
  type ApiRoutes,
} from '@facet/platform-testing-web';
import { designSystemCatalogue } from '@facet/design-system';
import { webKitCatalogue } from '@facet/platform-web-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanyAuditTrailTab, PlatformAuditTrailPanel } from './AuditTrailPanels';
import { ResultReadsSection } from './ResultReadsSection';
import { auditActionCatalogue, auditTrailCatalogue } from './messages';
import { sampleEntries, sampleReads } from './story-fixtures';

const companyTrail = 'GET /api/companies/audit-trail';
const companyExport = 'GET /api/companies/audit-trail/export';
const platformTrail = 'GET /api/admin/audit-trail';
const platformExport = 'GET /api/admin/audit-trail/export';
const resultReads = 'GET /api/user/result-reads';

const trailPage = (answer: Partial<AuditTrailAnswer> = {}): AuditTrailAnswer => ({
  entries: sampleEntries,
  total: sampleEntries.length,
  page: 1,
  page_size: 25,
  ...answer,
});

const companyApi = {
  [companyTrail]: reply(200, trailPage()),
  [companyExport]: reply(500, { message: 'The export failed.' }),
} satisfies ApiRoutes;

const platformApi = {
  [platformTrail]: reply(200, trailPage()),
  [platformExport]: reply(500, { message: 'The export failed.' }),
} satisfies ApiRoutes;

/** An answer the test sends when it chooses, to see the screen while it waits. */
function heldAnswer() {
  let release: (answer: ApiAnswer) => void = () => undefined;
  const answer = new Promise<ApiAnswer>((resolve) => {
    release = resolve;
  });
  return { route: () => answer, release };
}

const portuguese = {
  ...designSystemCatalogue.byLanguage.pt,
  ...webKitCatalogue.byLanguage.pt,
  ...auditTrailCatalogue.byLanguage.pt,
  ...auditActionCatalogue.byLanguage.pt,
};

const queryOf = (call: { query: URLSearchParams } | undefined) =>
  Object.fromEntries(call?.query ?? []);

describe('the company trail tab', () => {
  it('says it is loading, then shows the first page of entries', async () => {
    const held = heldAnswer();
    const api = stubApi(companyApi, { [companyTrail]: held.route });
    renderWithProviders(<CompanyAuditTrailTab />);
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    held.release(reply(200, trailPage()));
    expect(await screen.findByRole('rowheader', { name: 'Viewed a result' })).toBeInTheDocument();
    expect(screen.getByText('4 entries')).toBeInTheDocument();
    expect(queryOf(api.callsTo(companyTrail)[0])).toEqual({ page: '1', pageSize: '25' });
  });

  it('says when nothing was recorded', async () => {
    stubApi(companyApi, { [companyTrail]: reply(200, trailPage({ entries: [], total: 0 })) });
    renderWithProviders(<CompanyAuditTrailTab />);
    expect(await screen.findByRole('heading', { name: 'No entries' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows a failed load and loads again on Try again', async () => {
    const api = stubApi(companyApi, { [companyTrail]: reply(500, { message: 'down' }) });
    renderWithProviders(<CompanyAuditTrailTab />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The audit trail could not be loaded.')).toBeInTheDocument();
    api.answer(companyTrail, reply(200, trailPage()));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Viewed a result' })).toBeInTheDocument();
    expect(api.callsTo(companyTrail)).toHaveLength(2);
  });

  it('counts the pages at 25 entries each and asks for the next one', async () => {
    const api = stubApi(companyApi, { [companyTrail]: reply(200, trailPage({ total: 60 })) });
    renderWithProviders(<CompanyAuditTrailTab />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    api.answer(companyTrail, ({ query }) =>
      reply(200, trailPage({ total: 60, page: Number(query.get('page')) })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.callsTo(companyTrail).at(-1)?.query.get('page')).toBe('2');
  });

  it('asks again with the filters applied, from the first page', async () => {
    const api = stubApi(companyApi, {
      [companyTrail]: ({ query }) =>
        reply(200, trailPage({ total: 60, page: Number(query.get('page')) })),
    });
    renderWithProviders(<CompanyAuditTrailTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText('About whom (e-mail or account id)'),
      ' erin@acme.example ',
    );
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(queryOf(api.callsTo(companyTrail).at(-1))).toEqual({
      person: 'erin@acme.example',
      from: '2026-11-01',
      page: '1',
      pageSize: '25',
    });
  });

  it('says when the download failed, having asked for the filtered trail in the page language', async () => {
    const api = stubApi(companyApi);
    renderWithProviders(<CompanyAuditTrailTab />, { language: 'pt', messages: portuguese });
    await screen.findByRole('rowheader', { name: 'Consultou um resultado' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(
      await screen.findByText('Não foi possível exportar o arquivo. Tente novamente.'),
    ).toBeVisible();
    expect(queryOf(api.callsTo(companyExport)[0])).toEqual({ format: 'csv', lang: 'pt' });
  });
});

describe("the platform's trail", () => {
  it('asks for one company when a company id is applied', async () => {
    const api = stubApi(platformApi);
    renderWithProviders(<PlatformAuditTrailPanel />);
    expect(
      await screen.findByRole('heading', { name: 'Audit trail of the platform' }),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('Company id'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('The file could not be exported. Please try again.');
    expect(queryOf(api.callsTo(platformTrail).at(-1))).toMatchObject({ company_id: '3' });
    expect(queryOf(api.callsTo(platformExport)[0])).toEqual({
      company_id: '3',
      format: 'csv',
      lang: 'en',
    });
  });

  it('clears the filters and shows the whole platform again', async () => {
    const api = stubApi(platformApi, {
      [platformTrail]: ({ query }) =>
        reply(
          200,
          query.has('actor')
            ? trailPage({ entries: sampleEntries.slice(1, 2), total: 1 })
            : trailPage(),
        ),
    });
    renderWithProviders(<PlatformAuditTrailPanel />);
    expect(await screen.findByText('4 entries')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Who acted (e-mail or account id)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    expect(queryOf(api.callsTo(platformTrail).at(-1))).toMatchObject({ actor: '12' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('4 entries')).toBeInTheDocument();
    expect(screen.getByLabelText('Who acted (e-mail or account id)')).toHaveValue('');
  });
});

describe('who viewed my results', () => {
  const readsPage = (answer: Partial<ResultReadsAnswer> = {}): ResultReadsAnswer => ({
    reads: sampleReads,
    total: sampleReads.length,
    page: 1,
    page_size: 25,
    ...answer,
  });

  it('lists each reader with their role and what they saw', async () => {
    stubApi({ [resultReads]: reply(200, readsPage()) });
    renderWithProviders(<ResultReadsSection />);
    const petra = await screen.findByRole('row', { name: /Petra Admin/ });
    expect(within(petra).getByText('Facet platform admin')).toBeInTheDocument();
    expect(within(petra).getByText('A ranking')).toBeInTheDocument();
  });

  it('shows a failed load and loads again on Try again', async () => {
    const api = stubApi({ [resultReads]: reply(500, {}) });
    renderWithProviders(<ResultReadsSection />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This list could not be loaded.')).toBeInTheDocument();
    api.answer(resultReads, reply(200, readsPage({ reads: [], total: 0 })));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nobody but you has viewed your results.')).toBeInTheDocument();
  });

  it('pages the reads 25 at a time', async () => {
    const api = stubApi({
      [resultReads]: ({ query }) =>
        reply(200, readsPage({ total: 30, page: Number(query.get('page')) })),
    });
    renderWithProviders(<ResultReadsSection />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(queryOf(api.callsTo(resultReads).at(-1))).toEqual({ page: '2', pageSize: '25' });
  });
});
