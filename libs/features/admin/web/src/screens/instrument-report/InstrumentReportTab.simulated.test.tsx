import {
  answerScale,
  currentNorms,
  facets,
  instrumentReport,
  itemBankVersion,
  protocolValidity,
  scoreAnswers,
  type Answer,
  type InstrumentReport,
  type InstrumentResultRow,
} from '@facet/assessment-domain';
import { simulatePopulation } from '@facet/assessment-domain/testing';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { scaleName } from '@facet/reports-domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { InstrumentReportTab } from './InstrumentReportTab';

const protocolsPerLanguage = 2000;
const simulatedLanguages = ['en', 'es', 'pt'] as const;
const languageNames = { en: 'English', es: 'Spanish', pt: 'Portuguese' } as const;
const reportRoute = 'GET /api/admin/instrument-report' as const;

/** Attentive people from the realistic simulation, stored as the API reads results back. */
function simulatedRows(): InstrumentResultRow[] {
  const firstDay = Date.UTC(2027, 0, 4);
  let resultId = 0;
  return simulatedLanguages.flatMap((lang, languageIndex) =>
    simulatePopulation({
      respondentClass: 'attentive',
      count: protocolsPerLanguage,
      seed: 500 + languageIndex,
    }).map(({ answers }, index): InstrumentResultRow => {
      resultId += 1;
      return {
        resultId,
        userId: resultId,
        lang,
        itemBankVersion,
        normVersion: currentNorms.version,
        createdAt: new Date(firstDay + index * 60_000),
        scores: scoreAnswers(answers),
        validity: protocolValidity(answers),
        answerValues: Object.fromEntries(
          Object.entries(answers).map(([itemId, answer]) => [
            itemId,
            answerScale.indexOf(answer as Answer),
          ]),
        ),
      };
    }),
  );
}

/** The report as the API sends it: through JSON, like the real call. */
let report: InstrumentReport;

beforeAll(() => {
  report = JSON.parse(
    JSON.stringify(instrumentReport(simulatedRows(), new Date('2027-03-01T09:00:00Z'))),
  ) as InstrumentReport;
}, 120_000);

async function cellSection(title: string): Promise<HTMLElement> {
  const section = (await screen.findByRole('heading', { name: title })).closest('section');
  if (!section) throw new Error(`No section titled ${title}`);
  return section;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2
  );
};

describe('InstrumentReportTab on 2,000 simulated attentive people per language', () => {
  it('shows every language with its N, facet alphas near .77 and mostly valid statuses', async () => {
    stubApi({ [reportRoute]: reply(200, report) });
    renderWithProviders(<InstrumentReportTab />);
    for (const lang of simulatedLanguages) {
      const section = await cellSection(`${languageNames[lang]} · ${itemBankVersion}`);
      expect(within(section).getByText('2,000 results')).toBeVisible();
      expect(
        within(section).queryByText(/^Not enough data yet \(/),
        `${lang} has figures`,
      ).toBeNull();

      const scales = within(section).getByRole('table', {
        name: 'Reliability, test–retest and T-scores by scale',
      });
      const facetAlphas = facets.map((facet) => {
        const [alpha] = within(
          within(scales).getByRole('row', { name: new RegExp(`^${scaleName(facet, 'en')} `) }),
        ).getAllByRole('cell');
        return Number.parseFloat(alpha!.textContent ?? '');
      });
      expect(facetAlphas.every(Number.isFinite), `${lang} shows an alpha for every facet`).toBe(
        true,
      );
      expect(Math.abs(median(facetAlphas) - 0.77), `${lang} median facet alpha`).toBeLessThan(0.03);
      expect(
        within(section).getByText(
          'Test–retest: not enough data yet (0 of 50 people with two results).',
        ),
      ).toBeVisible();

      const statuses = within(section).getByRole('table', {
        name: 'Validity status of the results',
      });
      const countOf = (status: string) => {
        const [count] = within(
          within(statuses).getByRole('row', { name: new RegExp(`^${status} `) }),
        ).getAllByRole('cell');
        return Number((count!.textContent ?? '').replace(/,/g, ''));
      };
      const [valid, questionable, invalid] = ['Valid', 'Questionable', 'Invalid'].map(countOf);
      expect(valid! + questionable! + invalid!).toBe(protocolsPerLanguage);
      expect(valid! / protocolsPerLanguage, `${lang} valid share`).toBeGreaterThan(0.9);
      expect(invalid! / protocolsPerLanguage, `${lang} invalid share`).toBeLessThanOrEqual(0.01);
    }
  });
});
