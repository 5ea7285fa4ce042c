import { catalogueFormatter } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import type { LeftOutReason } from '@facet/team-insight-domain';
import { teamDocumentMessages } from './team-messages';

/** The fixed wording of the team view's PDF in one language. */
export interface TeamDocumentLabels {
  title: string;
  company: string;
  group: string;
  date: string;
  counted: (count: number) => string;
  /** How many of the counted have a questionable result, each marked `questionableMark`. */
  countedQuestionable: (count: number) => string;
  questionableMark: string;
  leftOut: Record<LeftOutReason, (count: number) => string>;
  heatmap: string;
  member: string;
  legend: string;
  distribution: string;
  norm: string;
  spread: string;
  alike: (scales: string) => string;
  differs: (scales: string) => string;
  noSpread: string;
  scale: string;
  median: string;
  middleHalf: string;
  percentileNote: string;
}

const formatterFor = catalogueFormatter([teamDocumentMessages]);

/** The team view's PDF wording in one language, from its catalogue (`team-messages.ts`). */
export function teamDocumentLabels(language: Language): TeamDocumentLabels {
  const format = formatterFor(language);
  const { messages } = teamDocumentMessages;
  return {
    title: format(messages.title),
    company: format(messages.company),
    group: format(messages.group),
    date: format(messages.date),
    questionableMark: format(messages.questionableMark),
    heatmap: format(messages.heatmap),
    member: format(messages.member),
    legend: format(messages.legend),
    distribution: format(messages.distribution),
    norm: format(messages.norm),
    spread: format(messages.spread),
    noSpread: format(messages.noSpread),
    scale: format(messages.scale),
    median: format(messages.median),
    middleHalf: format(messages.middleHalf),
    percentileNote: format(messages.percentileNote),
    counted: (count) => format(messages.counted, { count }),
    countedQuestionable: (count) => format(messages.countedQuestionable, { count }),
    leftOut: {
      no_result: (count) => format(messages.leftOutNoResult, { count }),
      invalid: (count) => format(messages.leftOutInvalid, { count }),
    },
    alike: (scales) => format(messages.alike, { scales }),
    differs: (scales) => format(messages.differs, { scales }),
  };
}
