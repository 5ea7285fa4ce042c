import {
  craftArchive,
  craftedMegabyte,
  workbookEntries,
  type CraftedEntry,
} from '@facet/platform-spreadsheets/testing';
import { signedInManagerOf, startCompanyRouteServer } from './support/company-route-server';
import { percentile } from './support/percentile';

/**
 * The security review's hostile workbooks (N1) sent to the invitation-file preview
 * (`npm run bench upload-bounds [runs]`): a workbook whose zip also holds a 1 GB image, two of
 * them, a sheet padded with 300 MB of spaces, an unknown 1 GB entry, and a sheet whose header
 * claims 4 KB while it inflates to 1 GB. Each is built in memory (a streamed deflate of one
 * repeated byte) and sent `runs` times through the real route, one at a time, while
 * `/api/ready` is called every 20 ms. Prints per file the answer, the time to it, the process's
 * memory growth, and `/api/ready`'s p99 meanwhile. Targets (issue 36): under 1 s, under 100 MB,
 * under 100 ms. Prints figures only.
 */
const runs = Number(process.argv[2] ?? 20);
const gigabyte = 1024 * craftedMegabyte;
const people = [
  ['email', 'role'],
  ['bench.person@example.com', 'employee'],
];
const sheetName = 'xl/worksheets/sheet1.xml';
const withoutSheet = workbookEntries(people).filter((entry) => entry.name !== sheetName);

const hostileFiles: { label: string; entries: CraftedEntry[] }[] = [
  {
    label: '1 GB image',
    entries: [
      ...workbookEntries(people),
      { name: 'xl/media/image1.png', filled: { bytes: gigabyte } },
    ],
  },
  {
    label: '2 × 1 GB images',
    entries: [
      ...workbookEntries(people),
      { name: 'xl/media/image1.png', filled: { bytes: gigabyte } },
      { name: 'xl/media/image2.png', filled: { bytes: gigabyte } },
    ],
  },
  {
    label: '300 MB of padding in the sheet',
    entries: [
      ...withoutSheet,
      { name: sheetName, filled: { bytes: 300 * craftedMegabyte, byte: 0x20 } },
    ],
  },
  {
    label: 'unknown 1 GB entry',
    entries: [...workbookEntries(people), { name: 'custom/blob.bin', filled: { bytes: gigabyte } }],
  },
  {
    label: 'sheet claiming 4 KB, holding 1 GB',
    entries: [
      ...withoutSheet,
      { name: sheetName, filled: { bytes: gigabyte, byte: 0x20 }, declaredSize: 4096 },
    ],
  },
];

console.log('building the files…');
const files = [];
for (const { label, entries } of hostileFiles) {
  files.push({ label, content: await craftArchive(entries) });
}

const { server, testDatabase, close } = await startCompanyRouteServer(54362);
const database = testDatabase.database;
const [company] = await database('companies')
  .insert({ name: 'Bounds Co', email: 'hello@bounds.example', licences: 10 })
  .returning<{ id: number }[]>('id');
const token = await signedInManagerOf(server, database, Number(company!.id));
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' };

/** Calls /api/ready every 20 ms until stopped, and answers the time each call took. */
function probeReadiness(): { stop: () => Promise<number[]> } {
  const timings: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await server.inject('/api/ready');
      timings.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return timings;
    },
  };
}

const sortedPercentile = (values: number[], part: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    part,
  );
const megabytes = (bytes: number) => (bytes / craftedMegabyte).toFixed(1);

for (const { label, content } of files) {
  // The hourly preview budgets are not what this bench measures.
  await database('rate_limits').where('key', 'like', 'invitation-file-%').delete();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 5);
  const readiness = probeReadiness();
  const answers: number[] = [];
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await server.inject({
      method: 'POST',
      url: '/api/companies/invite-from-file/preview?role=manager',
      payload: content,
      headers,
    });
    timings.push(performance.now() - started);
    answers.push(response.statusCode);
  }
  const ready = await readiness.stop();
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  console.log(
    `${label}: ${megabytes(content.byteLength)} MB file, answers ${[...new Set(answers)].join('/')}, ` +
      `time to answer max ${Math.max(...timings).toFixed(1)} ms (median ${sortedPercentile(timings, 0.5).toFixed(1)}), ` +
      `memory growth ${megabytes(rssPeak - rssBefore)} MB, ` +
      `/api/ready p99 ${sortedPercentile(ready, 0.99).toFixed(1)} ms over ${ready.length} calls`,
  );
}
await close();
