import { domains, facets } from '@facet/assessment-domain';
import { defineCatalogue, type Translations } from '@facet/platform-i18n';
import { agreeablenessProbes } from './agreeableness-probes';
import { domainProbes } from './domain-probes';
import { extraversionProbes } from './extraversion-probes';
import { neuroticismProbes } from './neuroticism-probes';
import { opennessProbes } from './openness-probes';
import { perseveranceProbes } from './perseverance-probes';
import {
  probeDirections,
  type InterviewProbe,
  type ProbeDirection,
  type ProbedScale,
  type QuestionBankPart,
} from './probe-shape';

export {
  probeDirections,
  type InterviewProbe,
  type ProbeDirection,
  type ProbedScale,
  type QuestionBankPart,
} from './probe-shape';

/** Every scale a guide may ask about, in the report's order: the five domains, then the facets. */
export const probedScales: readonly ProbedScale[] = [...domains, ...facets];

/** The six parts of the bank, each written and reviewed on its own (D89). */
export const questionBankParts: readonly QuestionBankPart[] = [
  domainProbes,
  neuroticismProbes,
  extraversionProbes,
  opennessProbes,
  agreeablenessProbes,
  perseveranceProbes,
];

/**
 * The probes of one part after another; a scale two parts both write is a mistake of the bank,
 * not a choice, so it throws when the module loads (and every test that imports it fails).
 */
function wholeBank(
  parts: readonly QuestionBankPart[],
): Partial<Record<ProbedScale, Readonly<Record<ProbeDirection, InterviewProbe>>>> {
  const bank: Partial<Record<ProbedScale, Readonly<Record<ProbeDirection, InterviewProbe>>>> = {};
  for (const part of parts) {
    for (const [scale, probes] of Object.entries(part) as [
      ProbedScale,
      Readonly<Record<ProbeDirection, InterviewProbe>>,
    ][]) {
      if (bank[scale]) throw new Error(`The question bank probes "${scale}" in two parts`);
      bank[scale] = probes;
    }
  }
  return bank;
}

/** The whole bank by scale; the bank's test fails on a scale or direction it misses. */
export const questionBank = wholeBank(questionBankParts);

/** The longest list of questions a probe may have (the shape asks for two or three). */
export const maxQuestionsPerProbe = 3;

type ProbeTextKey = 'focus' | 'strong' | 'weak' | `question${1 | 2 | 3}`;
type BankKey = `${ProbedScale}.${ProbeDirection}.${ProbeTextKey}`;

const keyOf = (scale: ProbedScale, direction: ProbeDirection, text: ProbeTextKey): BankKey =>
  `${scale}.${direction}.${text}`;

function bankEntries(): Record<BankKey, Translations> {
  const entries = {} as Record<BankKey, Translations>;
  for (const scale of probedScales) {
    for (const direction of probeDirections) {
      const probe = questionBank[scale]?.[direction];
      if (!probe) continue;
      entries[keyOf(scale, direction, 'focus')] = probe.focus;
      entries[keyOf(scale, direction, 'strong')] = probe.strong;
      entries[keyOf(scale, direction, 'weak')] = probe.weak;
      probe.questions.slice(0, maxQuestionsPerProbe).forEach((question, index) => {
        entries[keyOf(scale, direction, `question${(index + 1) as 1 | 2 | 3}`)] = question;
      });
    }
  }
  return entries;
}

/**
 * The whole bank as one message catalogue, so the screen (react-intl) and the PDF
 * (`catalogueFormatter`) say the same words from one source (D87, D89). Ids are
 * `interviewGuide.bank.<scale>.<direction>.<focus|question1..3|strong|weak>`.
 */
export const questionBankCatalogue = defineCatalogue('interviewGuide.bank', bankEntries());

type BankMessage = (typeof questionBankCatalogue.messages)[BankKey];

/** One probe as messages of the bank's catalogue, with the source of its idea. */
export interface ProbeMessages {
  scale: ProbedScale;
  direction: ProbeDirection;
  focus: BankMessage;
  /** Two or three, the most telling first. */
  questions: BankMessage[];
  strong: BankMessage;
  weak: BankMessage;
  source: string;
}

/**
 * The probe of a scale in a direction, as message keys of `questionBankCatalogue`; throws for a
 * scale the bank misses, which the bank's test rules out.
 */
export function probeOf(scale: ProbedScale, direction: ProbeDirection): ProbeMessages {
  const probe = questionBank[scale]?.[direction];
  if (!probe) throw new Error(`The question bank has no ${direction} probe of "${scale}"`);
  const { messages } = questionBankCatalogue;
  return {
    scale,
    direction,
    focus: messages[keyOf(scale, direction, 'focus')],
    questions: probe.questions
      .slice(0, maxQuestionsPerProbe)
      .map((_, index) => messages[keyOf(scale, direction, `question${(index + 1) as 1 | 2 | 3}`)]),
    strong: messages[keyOf(scale, direction, 'strong')],
    weak: messages[keyOf(scale, direction, 'weak')],
    source: probe.source,
  };
}
