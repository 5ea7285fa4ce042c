import { catalogueFormatter } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { reportDocumentMessages } from './report-messages';

/** Fixed wording of the PDF around the report text, in every language of the product. */
export interface DocumentLabels {
  title: string;
  person: string;
  company: string;
  date: string;
  result: string;
  domainsChart: string;
  penChart: string;
  percentileAxis: string;
  scores: string;
  scale: string;
  score: string;
  percentile: string;
  level: string;
  band: string;
  /** What the score table's 90 % range means; the charts draw no error line. */
  rangeNote: string;
  /** What the bars and the hatched band of the charts show. */
  barsNote: (averageFrom: number, averageTo: number) => string;
  /** Which norms the result uses; provisional ones say so. */
  norms: (version: string, provisional: boolean) => string;
  report: string;
  /** The heading of what each domain, facet and PEN scale means at the person's level. */
  scaleByScale: string;
  penNote: string;
  /** Heads a candidate's short summary (ResultReport.view 'summary'). */
  summaryNote: string;
  credit: string;
  disclaimer: string;
}

const formatterFor = catalogueFormatter([reportDocumentMessages]);

/** The report's PDF wording in one language, from its catalogue (`report-messages.ts`). */
export function documentLabels(language: Language): DocumentLabels {
  const format = formatterFor(language);
  const { messages } = reportDocumentMessages;
  return {
    title: format(messages.title),
    person: format(messages.person),
    company: format(messages.company),
    date: format(messages.date),
    result: format(messages.result),
    domainsChart: format(messages.domainsChart),
    penChart: format(messages.penChart),
    percentileAxis: format(messages.percentileAxis),
    scores: format(messages.scores),
    scale: format(messages.scale),
    score: format(messages.score),
    percentile: format(messages.percentile),
    level: format(messages.level),
    band: format(messages.band),
    rangeNote: format(messages.rangeNote),
    report: format(messages.report),
    scaleByScale: format(messages.scaleByScale),
    penNote: format(messages.penNote),
    summaryNote: format(messages.summaryNote),
    credit: format(messages.credit),
    disclaimer: format(messages.disclaimer),
    barsNote: (averageFrom, averageTo) => format(messages.barsNote, { averageFrom, averageTo }),
    norms: (version, provisional) =>
      format(messages.norms, { version, provisional: String(provisional) }),
  };
}
