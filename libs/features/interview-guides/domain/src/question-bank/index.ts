import { domains, facets } from '@facet/assessment-domain';
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
  type Translations,
} from './probe-shape';

export {
  probeDirections,
  type InterviewProbe,
  type ProbeDirection,
  type ProbedScale,
  type QuestionBankPart,
  type Translations,
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

/** A message of the bank's catalogue: `<scale>.<direction>.<focus|question1..3|strong|weak>`. */
export type BankKey = `${ProbedScale}.${ProbeDirection}.${ProbeTextKey}`;

const keyOf = (scale: ProbedScale, direction: ProbeDirection, text: ProbeTextKey): BankKey =>
  `${scale}.${direction}.${text}`;

const questionKey = (scale: ProbedScale, direction: ProbeDirection, index: number): BankKey =>
  keyOf(scale, direction, `question${(index + 1) as 1 | 2 | 3}`);

function bankEntries(): Partial<Record<BankKey, Translations>> {
  const entries: Partial<Record<BankKey, Translations>> = {};
  for (const scale of probedScales) {
    for (const direction of probeDirections) {
      const probe = questionBank[scale]?.[direction];
      if (!probe) continue;
      entries[keyOf(scale, direction, 'focus')] = probe.focus;
      entries[keyOf(scale, direction, 'strong')] = probe.strong;
      entries[keyOf(scale, direction, 'weak')] = probe.weak;
      probe.questions.slice(0, maxQuestionsPerProbe).forEach((question, index) => {
        entries[questionKey(scale, direction, index)] = question;
      });
    }
  }
  return entries;
}

/** The namespace of the bank's catalogue: its ids are `interviewGuide.bank.<key>`. */
export const questionBankNamespace = 'interviewGuide.bank';

/**
 * The whole bank as the entries of one message catalogue, which the screen (react-intl) and the
 * PDF (`catalogueFormatter`) each define with `defineCatalogue(questionBankNamespace, …)`, so both
 * say the same words from one source (D87, D89).
 */
export const questionBankEntries = bankEntries() as Record<BankKey, Translations>;

/** One probe as keys of the bank's catalogue, with the source of its idea. */
export interface ProbeMessages {
  scale: ProbedScale;
  direction: ProbeDirection;
  focus: BankKey;
  /** Two or three, the most telling first. */
  questions: BankKey[];
  strong: BankKey;
  weak: BankKey;
  source: string;
}

/**
 * The probe of a scale in a direction, as keys of the bank's catalogue; throws for a scale the
 * bank misses, which the bank's test rules out.
 */
export function probeOf(scale: ProbedScale, direction: ProbeDirection): ProbeMessages {
  const probe = questionBank[scale]?.[direction];
  if (!probe) throw new Error(`The question bank has no ${direction} probe of "${scale}"`);
  return {
    scale,
    direction,
    focus: keyOf(scale, direction, 'focus'),
    questions: probe.questions
      .slice(0, maxQuestionsPerProbe)
      .map((_, index) => questionKey(scale, direction, index)),
    strong: keyOf(scale, direction, 'strong'),
    weak: keyOf(scale, direction, 'weak'),
    source: probe.source,
  };
}
