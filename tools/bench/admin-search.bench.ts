import { adminPlugin } from '@facet/admin-api';
import { demoPassword, seedDemo } from '@facet/platform-db';
import { startCompanyRouteServer } from './support/company-route-server';
import { percentile } from './support/percentile';
import { passSecondFactor } from '@facet/platform-testing';

/**
 * The back office's user and company searches (`/admin/search/user`, `/admin/search/company`)
 * over 1,000,000 users and 20,000 companies, through the real routes and database with the
 * trigram indexes of migration 008. Terms are 3 to 8 characters cut from names and e-mails that
 * exist (so some match thousands of rows, some a handful), plus terms that match nothing; then
 * terms found in nearly every user (their count stops at the searches' limit). Prints the latency
 * percentiles and p99 against the 50 ms target (issue 10). No assertions.
 */
const userCount = 1_000_000;
const companyCount = 20_000;
const searches = 200;
const warmUp = 10;
const targetMs = 50;

const { server, testDatabase, close } = await startCompanyRouteServer(54361, [
  { plugin: adminPlugin },
]);
const database = testDatabase.database;
await seedDemo(database);

// Names built from syllables picked by a hash of the row number: about 1,600 first names and
// 64,000 surnames, so 3-character terms are common (like "son" in real names) and longer ones rare.
const syllables = `array['ka','ri','mo','la','ne','so','ta','vi','ro','mi','da','lu','be','no','sa',
  'te','ga','li','po','re','an','el','ma','to','si','ve','lo','di','na','co','ru','fe','ha','jo',
  'ki','pe','ze','bu','ya','wi']`;
const pick = (seed: string) => `(${syllables})[1 + abs(hashtext(n::text || '${seed}')) % 40]`;
const started = performance.now();
await database.raw(
  `insert into users (email, name, lang)
     select lower(first || '.' || last) || '.' || n || '@mail' || (n % 97) || '.example',
            initcap(first) || ' ' || initcap(last),
            (array['en', 'es', 'pt'])[1 + n % 3]
       from (select n, ${pick('a')} || ${pick('b')} as first,
                    ${pick('c')} || ${pick('d')} || ${pick('e')} as last
               from generate_series(1, ?) as n) as generated`,
  [userCount],
);
await database.raw(
  `insert into companies (name, email, licences)
     select initcap(${pick('f')} || ${pick('g')} || ${pick('h')}) || ' ' || n || ' Ltd',
            'office' || n || '@company' || (n % 53) || '.example', n % 100
       from generate_series(1, ?) as n`,
  [companyCount],
);
await database.raw('vacuum analyze users');
await database.raw('vacuum analyze companies');
console.log(
  `inserted ${userCount.toLocaleString('en')} users and ${companyCount.toLocaleString('en')} companies in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const login = await passSecondFactor(
  server,
  'admin',
  'admin@facet.example',
  await server.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'admin@facet.example', password: demoPassword },
  }),
);
if (login.statusCode !== 200) throw new Error(`Admin login answered ${login.statusCode}`);
const token = String((login.result as { token: string }).token);

/**
 * Terms a person would type: 3 to 8 characters cut from random existing names and from the part
 * of e-mails before the @; every fifth one matches nothing.
 */
async function termsFrom(table: string): Promise<string[]> {
  const { rows } = await database.raw<{ rows: { name: string; email: string }[] }>(
    `select name, split_part(email, '@', 1) as email from ${table} order by random() limit ?`,
    [searches + warmUp],
  );
  let seed = 7;
  const next = (limit: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % limit;
  };
  return rows.map((row, index) => {
    if (index % 5 === 4) return `zqx${index}`;
    const value = (index % 2 === 0 ? row.name : row.email).toLowerCase();
    const length = 3 + next(6);
    const start = next(Math.max(1, value.length - length));
    return value
      .slice(start, start + length)
      .trim()
      .padEnd(3, 'a');
  });
}

async function measure(label: string, path: string, listKey: string, terms: string[]) {
  const timings: number[] = [];
  const byTerm: { term: string; elapsed: number; totalCount: number }[] = [];
  let matched = 0;
  let largest = 0;
  for (const [index, term] of terms.entries()) {
    const url = `${path}?searchTerm=${encodeURIComponent(term)}&page=1`;
    const begun = performance.now();
    const response = await server.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    const elapsed = performance.now() - begun;
    if (response.statusCode !== 200) {
      throw new Error(`${url} answered ${response.statusCode}: ${response.payload}`);
    }
    const answer = response.result as Record<string, unknown> & { totalCount: number };
    if (!Array.isArray(answer[listKey])) throw new Error(`${url} answered no ${listKey}`);
    if (index < warmUp) continue;
    timings.push(elapsed);
    byTerm.push({ term, elapsed, totalCount: answer.totalCount });
    if (answer.totalCount > 0) matched += 1;
    largest = Math.max(largest, answer.totalCount);
  }
  timings.sort((a, b) => a - b);
  const p99 = percentile(timings, 0.99);
  console.log(
    `${label}: ${timings.length} searches (${matched} with matches, largest totalCount ${largest.toLocaleString('en')}): ` +
      `p50 ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${percentile(timings, 0.95).toFixed(1)} ms, ` +
      `p99 ${p99.toFixed(1)} ms, max ${timings.at(-1)!.toFixed(1)} ms; p99 = ${(p99 / targetMs).toFixed(2)} x the ${targetMs} ms target`,
  );
  const slowest = byTerm.sort((a, b) => b.elapsed - a.elapsed).slice(0, 5);
  console.log(
    `  slowest: ${slowest.map(({ term, elapsed, totalCount }) => `"${term}" ${elapsed.toFixed(0)} ms (${totalCount})`).join(', ')}`,
  );
}

await measure('search/user', '/api/admin/search/user', 'users', await termsFrom('users'));
await measure(
  'search/company',
  '/api/admin/search/company',
  'companies',
  await termsFrom('companies'),
);

// Terms found in nearly every user (the e-mail domains).
const broad = ['mail', 'example', '.exa', 'ail'];
await measure(
  'search/user, terms matching nearly every user',
  '/api/admin/search/user',
  'users',
  Array.from({ length: warmUp + 40 }, (_, index) => broad[index % broad.length]!),
);

await close();
