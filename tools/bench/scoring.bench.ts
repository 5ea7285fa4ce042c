/**
 * Time to turn one answer set into a described result: scoreAnswers + describeScores.
 *
 *   npx tsx tools/bench/scoring.bench.ts [answerSets]
 *
 * Prints figures only; the target is well under 1 ms per result.
 */
import { performance } from 'node:perf_hooks';
import { describeScores, scoreAnswers, type ScaleScores } from '@facet/assessment-domain';
import { randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';

const answerSetCount = Number(process.argv[2] ?? 10_000);
const warmUpCount = 1_000;
const targetMilliseconds = 1;

const random = seededRandom(1);
const answerSets = Array.from({ length: answerSetCount }, () => randomAnswerSet(random));
const scoredSets: ScaleScores[] = answerSets.map((answers) => scoreAnswers(answers));

/** Mean milliseconds per input, printed in microseconds. */
function timePerResult<Input>(
  label: string,
  inputs: readonly Input[],
  run: (input: Input) => unknown,
) {
  const started = performance.now();
  for (const input of inputs) run(input);
  const perResult = (performance.now() - started) / inputs.length;
  console.log(`${label.padEnd(30)} ${(perResult * 1000).toFixed(1).padStart(7)} µs per result`);
  return perResult;
}

// Let the JIT compile the hot paths before measuring.
for (const answers of answerSets.slice(0, warmUpCount)) describeScores(scoreAnswers(answers));

console.log(`${answerSetCount} random answer sets of 240 items, after ${warmUpCount} warm-up runs`);
timePerResult('scoreAnswers', answerSets, scoreAnswers);
timePerResult('describeScores', scoredSets, (scores) => describeScores(scores));
const total = timePerResult('scoreAnswers + describeScores', answerSets, (answers) =>
  describeScores(scoreAnswers(answers)),
);
console.log(
  `ratio to the ${targetMilliseconds} ms target: ${(total / targetMilliseconds).toFixed(3)} ` +
    `(${Math.round((1 / total) * 1000).toLocaleString('en')} results per second)`,
);
