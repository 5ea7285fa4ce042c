/**
 * How the protocol-validity rules sort simulated respondents (issue 35): for the base model and
 * every variant of the respondent simulation, the share of each class found valid, questionable
 * and invalid, the flags raised, the attentive respondents' rates by trait quintile, and the
 * model's own diagnostics (facet alpha, corrected item-total r, antonym-pair r).
 *
 *   npm run bench validity-calibration [scale]
 *
 * `scale` (default 1) multiplies every class size: 1 is 20,000 attentive people and 5,000 of
 * every other class per model. Prints figures and each acceptance target beside its figure; it
 * asserts nothing. The model's assumptions are in docs/decisions.md D47.
 */
import {
  answerValue,
  domains,
  facets,
  items,
  pearsonCorrelation,
  protocolValidity,
  scaleReliability,
  scoreAnswers,
  validityFlags,
  validityStatuses,
  type Answer,
  type ProtocolValidity,
  type ValidityStatus,
} from '@facet/assessment-domain';
import {
  simulatePopulation,
  simulationModelVariants,
  type RespondentClass,
  type SimulatedRespondent,
  type SimulationModel,
} from '@facet/assessment-domain/testing';

const scale = Number(process.argv[2] ?? 1);
const attentiveCount = Math.round(20_000 * scale);
const classCount = Math.round(5_000 * scale);

interface ClassRun {
  readonly label: string;
  readonly respondentClass: RespondentClass;
  readonly medianSecondsPerItem?: number;
  readonly personSpeedSdLog?: number;
}

const classRuns: readonly ClassRun[] = [
  { label: 'attentive, no timing', respondentClass: 'attentive' },
  { label: 'attentive, 6 s median', respondentClass: 'attentive', medianSecondsPerItem: 6 },
  { label: 'attentive, 4 s median', respondentClass: 'attentive', medianSecondsPerItem: 4 },
  { label: 'attentive, 3 s median', respondentClass: 'attentive', medianSecondsPerItem: 3 },
  { label: 'uniform random', respondentClass: 'uniform_random' },
  // The issue's class answers at 1.2 s per item; readers' spread of speeds shown beside it.
  {
    label: 'uniform random, 1.2 s/item',
    respondentClass: 'uniform_random',
    medianSecondsPerItem: 1.2,
    personSpeedSdLog: 0,
  },
  {
    label: 'uniform random, 1.2 s median',
    respondentClass: 'uniform_random',
    medianSecondsPerItem: 1.2,
  },
  { label: 'all one answer', respondentClass: 'all_one_answer' },
  { label: 'runs of 10-20', respondentClass: 'runs' },
  { label: 'random after item 120', respondentClass: 'random_after_120' },
  { label: 'random after item 180', respondentClass: 'random_after_180' },
  { label: 'acquiescent +0.5 SD', respondentClass: 'acquiescent_half_sd' },
  { label: 'acquiescent +1.0 SD', respondentClass: 'acquiescent_one_sd' },
  { label: 'content-free yes-sayer', respondentClass: 'content_free_yes_sayer' },
];

interface Target {
  readonly label: string;
  readonly run: string;
  readonly share: (statuses: StatusShares) => number;
  readonly atLeast?: number;
  readonly atMost?: number;
}

type StatusShares = Record<ValidityStatus, number>;

const notValid = (shares: StatusShares) => shares.questionable + shares.invalid;

const targets: readonly Target[] = [
  { label: 'attentive valid', run: 'attentive, no timing', share: (s) => s.valid, atLeast: 95 },
  { label: 'attentive invalid', run: 'attentive, no timing', share: (s) => s.invalid, atMost: 1 },
  {
    label: 'attentive 4 s valid',
    run: 'attentive, 4 s median',
    share: (s) => s.valid,
    atLeast: 90,
  },
  { label: 'random not valid', run: 'uniform random', share: notValid, atLeast: 95 },
  { label: 'random invalid', run: 'uniform random', share: (s) => s.invalid, atLeast: 85 },
  {
    label: 'random 1.2 s invalid',
    run: 'uniform random, 1.2 s/item',
    share: (s) => s.invalid,
    atLeast: 99,
  },
  {
    label: 'random after 120 not valid',
    run: 'random after item 120',
    share: notValid,
    atLeast: 80,
  },
  { label: 'acquiescent +1.0 not valid', run: 'acquiescent +1.0 SD', share: notValid, atLeast: 70 },
];

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
const format = (value: number) => value.toFixed(1).padStart(6);

function sharesOf(validities: readonly ProtocolValidity[]): StatusShares {
  return Object.fromEntries(
    validityStatuses.map((status) => [
      status,
      percent(
        validities.filter((validity) => validity.status === status).length,
        validities.length,
      ),
    ]),
  ) as StatusShares;
}

function flagSummary(validities: readonly ProtocolValidity[]): string {
  return validityFlags
    .map(
      (flag) =>
        [
          flag,
          percent(validities.filter((v) => v.flags.includes(flag)).length, validities.length),
        ] as const,
    )
    .filter(([, share]) => share > 0)
    .map(([flag, share]) => `${flag} ${share.toFixed(1)}`)
    .join(', ');
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;
const quantile = (values: readonly number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
};

/** The model's own diagnostics on its attentive respondents, as a technical manual states them. */
function printDiagnostics(attentive: readonly SimulatedRespondent[]) {
  const sample = attentive.slice(0, 5_000);
  const reliability = scaleReliability(sample.map((person) => person.answers));
  const alphas = facets.map((facet) => reliability.facetAlpha[facet] ?? Number.NaN);
  const itemTotals = items.map((item) => reliability.correctedItemTotal[item.id] ?? Number.NaN);
  const positionsOf = (id: string) =>
    sample.map((person) => answerValue(person.answers[id] as Answer));
  const antonymRs: number[] = [];
  for (const facet of facets) {
    const facetItems = items.filter((item) => item.facet === facet);
    for (const plus of facetItems.filter((item) => item.keyed === 'plus')) {
      for (const minus of facetItems.filter((item) => item.keyed === 'minus')) {
        antonymRs.push(
          pearsonCorrelation(positionsOf(plus.id), positionsOf(minus.id)) ?? Number.NaN,
        );
      }
    }
  }
  const domainAlphas = domains.map((domain) =>
    (reliability.domainAlpha[domain] ?? Number.NaN).toFixed(2),
  );
  console.log(
    `  diagnostics (n ${sample.length}): facet alpha mean ${mean(alphas).toFixed(3)} (${Math.min(...alphas).toFixed(2)}-${Math.max(...alphas).toFixed(2)}); ` +
      `corrected item-total r mean ${mean(itemTotals).toFixed(3)} (p10 ${quantile(itemTotals, 0.1).toFixed(2)}, p90 ${quantile(itemTotals, 0.9).toFixed(2)}); ` +
      `antonym-pair r mean ${mean(antonymRs).toFixed(2)} over ${antonymRs.length} within-facet pairs; domain alpha ${domainAlphas.join(' ')}`,
  );
}

/** Largest gap, in points, between a trait quintile's rate and the overall rate. */
function quintileGaps(
  attentive: readonly SimulatedRespondent[],
  validities: readonly ProtocolValidity[],
  levelOf: (person: SimulatedRespondent, index: number, domainIndex: number) => number,
) {
  const overallNotValid = percent(
    validities.filter((v) => v.status !== 'valid').length,
    validities.length,
  );
  const overallInvalid = percent(
    validities.filter((v) => v.status === 'invalid').length,
    validities.length,
  );
  return domains.map((domain, domainIndex) => {
    const order = attentive
      .map((person, index) => ({ index, level: levelOf(person, index, domainIndex) }))
      .sort((a, b) => a.level - b.level);
    const fifth = order.length / 5;
    let notValidGap = 0;
    let invalidGap = 0;
    const rates: string[] = [];
    for (let quintile = 0; quintile < 5; quintile += 1) {
      const members = order.slice(Math.round(quintile * fifth), Math.round((quintile + 1) * fifth));
      const notValidRate = percent(
        members.filter(({ index }) => validities[index]!.status !== 'valid').length,
        members.length,
      );
      const invalidRate = percent(
        members.filter(({ index }) => validities[index]!.status === 'invalid').length,
        members.length,
      );
      notValidGap = Math.max(notValidGap, Math.abs(notValidRate - overallNotValid));
      invalidGap = Math.max(invalidGap, Math.abs(invalidRate - overallInvalid));
      rates.push(notValidRate.toFixed(1));
    }
    return { domain, notValidGap, invalidGap, rates };
  });
}

function runModel(model: SimulationModel) {
  console.log(`\n## model: ${model.name}`);
  console.log(
    `  ${'class'.padEnd(28)} ${'n'.padStart(6)} ${'valid'.padStart(6)} ${'quest.'.padStart(6)} ${'inval.'.padStart(6)}  flags raised (% of class)`,
  );
  const sharesByRun = new Map<string, StatusShares>();
  let attentive: SimulatedRespondent[] = [];
  let attentiveValidities: ProtocolValidity[] = [];
  classRuns.forEach((run, runIndex) => {
    const count = run.label === 'attentive, no timing' ? attentiveCount : classCount;
    const people = simulatePopulation({
      respondentClass: run.respondentClass,
      count,
      seed: 1_000 + runIndex,
      model,
      ...(run.medianSecondsPerItem === undefined
        ? {}
        : { medianSecondsPerItem: run.medianSecondsPerItem }),
      ...(run.personSpeedSdLog === undefined ? {} : { personSpeedSdLog: run.personSpeedSdLog }),
    });
    const validities = people.map((person) => protocolValidity(person.answers, person.timings));
    const shares = sharesOf(validities);
    sharesByRun.set(run.label, shares);
    if (run.label === 'attentive, no timing') {
      attentive = people;
      attentiveValidities = validities;
    }
    console.log(
      `  ${run.label.padEnd(28)} ${String(count).padStart(6)} ${format(shares.valid)} ${format(shares.questionable)} ${format(shares.invalid)}  ${flagSummary(validities)}`,
    );
  });
  printDiagnostics(attentive);

  const observedDomainScores = attentive.map((person) => scoreAnswers(person.answers));
  const latent = quintileGaps(
    attentive,
    attentiveValidities,
    (person, _, domainIndex) => person.domainLevels[domainIndex]!,
  );
  const observed = quintileGaps(
    attentive,
    attentiveValidities,
    (_, index, domainIndex) => observedDomainScores[index]![domains[domainIndex]!],
  );
  console.log(
    '  fairness, attentive by trait quintile (not-valid % lowest..highest; largest gap from overall, points):',
  );
  latent.forEach((row, index) => {
    console.log(
      `    ${row.domain.padEnd(36)} latent ${row.rates.join('/')}  gap ${row.notValidGap.toFixed(2)} (invalid ${row.invalidGap.toFixed(2)}) | observed score gap ${observed[index]!.notValidGap.toFixed(2)} (invalid ${observed[index]!.invalidGap.toFixed(2)})`,
    );
  });
  const worstNotValid = Math.max(...[...latent, ...observed].map((row) => row.notValidGap));
  const worstInvalid = Math.max(...[...latent, ...observed].map((row) => row.invalidGap));

  console.log('  acceptance:');
  const results = targets.map((target) => {
    const figure = target.share(sharesByRun.get(target.run)!);
    const met =
      (target.atLeast === undefined || figure >= target.atLeast) &&
      (target.atMost === undefined || figure <= target.atMost);
    const bound = target.atLeast !== undefined ? `>= ${target.atLeast}` : `<= ${target.atMost}`;
    console.log(
      `    ${met ? 'met   ' : 'MISSED'} ${target.label.padEnd(28)} ${figure.toFixed(1).padStart(5)} % (target ${bound} %)`,
    );
    return met;
  });
  const fairnessMet = worstNotValid <= 2 && worstInvalid <= 0.5;
  console.log(
    `    ${fairnessMet ? 'met   ' : 'MISSED'} ${'fairness, quintile gaps'.padEnd(28)} not valid ${worstNotValid.toFixed(2)} (<= 2), invalid ${worstInvalid.toFixed(2)} (<= 0.5) points`,
  );
  return results.every(Boolean) && fairnessMet;
}

console.log(
  `Validity calibration: ${attentiveCount} attentive and ${classCount} of every other class per model, ${simulationModelVariants.length} models`,
);
const verdicts = simulationModelVariants.map((model) => [model.name, runModel(model)] as const);
console.log(
  `\nEvery target met: ${verdicts.map(([name, met]) => `${name} ${met ? 'yes' : 'NO'}`).join(', ')}`,
);
