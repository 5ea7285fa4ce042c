import { empiricalNormSet, normSetSchema, type ScaleScores } from '@facet/assessment-domain';
import { loadConfig } from '@facet/platform-config';
import { createDatabase } from '@facet/platform-db';
import { writeFile } from 'node:fs/promises';
import { languages, type Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/**
 * `tsx tools/scripts/build-empirical-norms.ts <en|es|pt> <output.json>`: the product's own norms
 * for one language of administration, from the results stored at DATABASE_URL, as a norm set file
 * in the registry's format (normSetSchema) with empirical percentiles. It refuses below
 * `minimumEmpiricalNormSample` results. Each person counts once (their first result in that
 * language); invalid protocols are left out once results carry a validity, and only they: leaving
 * out questionable ones too would shift the norms, since flags are not perfectly trait-neutral
 * (psychometric review F13; docs/decisions.md D47). The file is then reviewed
 * and added to the norm registry as a new version (docs/decisions.md, Norms).
 */
const [languageArgument, outputPath] = process.argv.slice(2);
if (!languages.includes(languageArgument as Language) || !outputPath) {
  console.error(
    `Usage: tsx tools/scripts/build-empirical-norms.ts <${languages.join('|')}> <output.json>`,
  );
  process.exit(1);
}
const language = languageArgument as Language;

async function hasColumn(database: Knex, table: string, column: string): Promise<boolean> {
  const row = await database('information_schema.columns')
    .where({ table_name: table, column_name: column })
    .first('column_name');
  return row !== undefined;
}

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const database = createDatabase(config.DATABASE_URL, { poolMax: 1 });

/** The norm set file's content, or an error saying why there is none. */
async function buildNorms(): Promise<{ text: string; summary: string }> {
  // The language of administration and the protocol validity arrived after the first results:
  // without the language column no result can be given a language, so there is nothing to norm.
  if (!(await hasColumn(database, 'results', 'lang'))) {
    throw new Error('Results do not record their language yet: no per-language norms can be built');
  }
  const query = database('results')
    .distinctOn('user_id')
    .where('lang', language)
    .select<{ scores: ScaleScores }[]>('scores')
    .orderBy([{ column: 'user_id' }, { column: 'number' }]);
  if (await hasColumn(database, 'results', 'validity')) {
    query.whereRaw("coalesce(validity->>'status', '') <> 'invalid'");
  } else {
    console.warn('Results carry no validity yet: every completed result is counted');
  }
  const rows = await query;
  const builtOn = new Date().toISOString().slice(0, 10);
  // empiricalNormSet refuses a sample below the minimum.
  const norms = normSetSchema.parse(
    empiricalNormSet(
      rows.map((row) => row.scores),
      {
        version: `facet-${language}/${builtOn}`,
        source: `Facet results in ${language}, one per person, invalid protocols left out, ${rows.length} people, built ${builtOn}`,
      },
    ),
  );
  return {
    text: `${JSON.stringify(norms, null, 2)}\n`,
    summary: `Wrote ${norms.version} from ${rows.length} results to ${outputPath}`,
  };
}

try {
  const { text, summary } = await buildNorms();
  await writeFile(outputPath, text);
  console.log(summary);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.destroy();
}
