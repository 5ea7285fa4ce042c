/**
 * PDF render time of the result report (DESIGN §6): the first render with a cold Chromium, warm
 * renders on the page pool, and answers from the cache.
 *
 *   npx tsx tools/bench/pdf.bench.ts [warmRenders]
 *
 * Prints figures only; the target is a warm render under 500 ms.
 */
import { performance } from 'node:perf_hooks';
import { currentNorms, scoreAnswers } from '@facet/assessment-domain';
import { randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import { languages } from '@facet/platform-kernel';
import { PdfCache, PdfRenderer, reportHtml } from '@facet/reports-api';
import { resultReport } from '@facet/reports-domain';
import { percentile } from './support/percentile';

const warmRenders = Number(process.argv[2] ?? 20);
const random = seededRandom(7);

function htmlFor(index: number): string {
  const report = resultReport(
    {
      result_id: index + 1,
      number: 1,
      date: new Date().toISOString(),
      scores: scoreAnswers(randomAnswerSet(random)),
      norm_version: currentNorms.version,
    },
    languages[index % languages.length] ?? 'en',
    'person',
  );
  return reportHtml({
    inform: report,
    personName: `Bench Person ${index + 1}`,
    companyName: 'Bench Company',
  });
}

const format = (milliseconds: number) => `${milliseconds.toFixed(1).padStart(7)} ms`;

const renderer = new PdfRenderer({ poolSize: 3 });
const cache = new PdfCache(200);
try {
  // Built once: each build draws new random answers, and the cache is keyed by the page itself.
  const coldHtml = htmlFor(0);
  let started = performance.now();
  const first = await cache.print(renderer, coldHtml);
  const cold = performance.now() - started;

  const warm: number[] = [];
  for (let index = 1; index <= warmRenders; index += 1) {
    const html = htmlFor(index);
    started = performance.now();
    await cache.print(renderer, html);
    warm.push(performance.now() - started);
  }
  warm.sort((a, b) => a - b);

  const concurrent = 6;
  const pages = Array.from({ length: concurrent }, (_, index) => htmlFor(100 + index));
  started = performance.now();
  await Promise.all(pages.map((html) => renderer.render(html)));
  const concurrentTotal = performance.now() - started;

  const hits: number[] = [];
  for (let index = 0; index < 1000; index += 1) {
    started = performance.now();
    await cache.print(renderer, coldHtml);
    hits.push(performance.now() - started);
  }
  hits.sort((a, b) => a - b);

  console.log(
    `PDF size                         ${(first.length / 1024).toFixed(0).padStart(7)} KiB`,
  );
  console.log(`cold render (browser start)      ${format(cold)}`);
  console.log(`warm render median (n=${warmRenders})       ${format(percentile(warm, 0.5))}`);
  console.log(`warm render p95                  ${format(percentile(warm, 0.95))}`);
  console.log(`${concurrent} renders at once on 3 pages     ${format(concurrentTotal)}`);
  console.log(
    `cache hit median (n=1000)        ${(percentile(hits, 0.5) * 1000).toFixed(1).padStart(7)} µs`,
  );
  console.log(`target: warm render < 500 ms -> ${percentile(warm, 0.5) < 500 ? 'met' : 'not met'}`);
} finally {
  await renderer.close();
}
