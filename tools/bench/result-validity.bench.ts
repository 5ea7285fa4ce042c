/**
 * Time per finished result of what the finish and the result page compute: scoring
 * (scoreAnswers), protocol validity (protocolValidity, with page times) and the report text
 * (resultReport in one language), each alone and together, as mean and 99th percentile.
 *
 *   npx tsx tools/bench/result-validity.bench.ts [answerSets]
 *
 * Half the answer sets are careful, half random, so both branches of the validity rules run.
 * Prints figures only; no assertion on timing.
 */
import { performance } from 'node:perf_hooks';
import {
  currentNorms,
  protocolValidity,
  scoreAnswers,
  totalPages,
  type PageTimings,
} from '@facet/assessment-domain';
import { carefulAnswerSet, randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import { resultReport } from '@facet/reports-domain';

const answerSetCount = Number(process.argv[2] ?? 4_000);
const warmUpCount = 500;

const random = seededRandom(19);
const answerSets = Array.from({ length: answerSetCount }, (_, index) =>
  index % 2 === 0 ? carefulAnswerSet(random) : randomAnswerSet(random),
);

/** Pages saved one after another, 40 to 160 seconds apart, from a consent at time 0. */
function pageTimings(): PageTimings {
  const firstSavedAtByPage: Record<number, number> = {};
  let at = 0;
  for (let page = 1; page <= totalPages; page += 1) {
    at += 40_000 + Math.floor(random() * 120_000);
    firstSavedAtByPage[page] = at;
  }
  return { startedAt: 0, firstSavedAtByPage };
}
const timings = answerSets.map(() => pageTimings());

function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
  console.log(
    `${label.padEnd(34)} mean ${(mean * 1000).toFixed(1).padStart(7)} µs   p99 ${(p99 * 1000)
      .toFixed(1)
      .padStart(7)} µs`,
  );
}

/** Milliseconds of each call, one sample per answer set. */
function timeEach(run: (index: number) => unknown): number[] {
  return answerSets.map((_, index) => {
    const started = performance.now();
    run(index);
    return performance.now() - started;
  });
}

const reportOf = (index: number) =>
  resultReport(
    {
      result_id: index + 1,
      number: 1,
      date: '2026-01-01T00:00:00.000Z',
      scores: scoreAnswers(answerSets[index]!),
      norm_version: currentNorms.version,
    },
    'en',
    'person',
  );

// Let the JIT compile the hot paths before measuring.
for (let index = 0; index < Math.min(warmUpCount, answerSets.length); index += 1) {
  protocolValidity(answerSets[index]!, timings[index]);
  reportOf(index);
}

const statuses = { valid: 0, questionable: 0, invalid: 0 };
for (const [index, answers] of answerSets.entries()) {
  statuses[protocolValidity(answers, timings[index]).status] += 1;
}

console.log(
  `${answerSetCount} answer sets of 240 items (half careful, half random), after ${warmUpCount} warm-up runs`,
);
console.log(
  `validity: ${statuses.valid} valid, ${statuses.questionable} questionable, ${statuses.invalid} invalid`,
);
const scores = answerSets.map((answers) => scoreAnswers(answers));
report(
  'scoreAnswers',
  timeEach((index) => scoreAnswers(answerSets[index]!)),
);
report(
  'protocolValidity',
  timeEach((index) => protocolValidity(answerSets[index]!, timings[index])),
);
report(
  'resultReport (report text, en)',
  timeEach((index) =>
    resultReport(
      {
        result_id: index + 1,
        number: 1,
        date: '2026-01-01T00:00:00.000Z',
        scores: scores[index]!,
        norm_version: currentNorms.version,
      },
      'en',
      'person',
    ),
  ),
);
report(
  'all three per result',
  timeEach((index) => {
    protocolValidity(answerSets[index]!, timings[index]);
    return reportOf(index);
  }),
);
