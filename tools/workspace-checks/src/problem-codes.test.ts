import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;
const languages = ['en', 'es', 'pt'] as const;

interface DeclaredProblem {
  code: string;
  status: number;
  message: unknown;
}
interface Descriptor {
  id: string;
}
type Texts = Record<(typeof languages)[number], Record<string, string>>;

/**
 * A refusal built in feature code instead of declared (docs/decisions.md D78): `Boom.notFound(…)`,
 * `new Boom.Boom(…)`. `Boom.Boom` as a type and `instanceof Boom.Boom` stay allowed.
 */
const directBoom = /\bBoom\.(?!Boom\b)[a-zA-Z]+\(|new Boom\.Boom\(/;

function directBoomConstructions(): string[] {
  const files = globSync(['libs/features/*/api/src/**/*.ts'], {
    cwd: workspaceRoot,
    ignore: ['**/*.test.ts'],
  });
  return files.flatMap((file) =>
    readFileSync(`${workspaceRoot}${file}`, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        directBoom.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

function isProblem(value: unknown): value is DeclaredProblem {
  const { code, status } = (value ?? {}) as Partial<DeclaredProblem>;
  return typeof code === 'string' && /^[a-z_]+\.[a-z_]+$/.test(code) && typeof status === 'number';
}

/** Every problem a module exports in a declared set (`defineProblems(…)`). */
function problemsOf(module: Record<string, unknown>): DeclaredProblem[] {
  return Object.values(module).flatMap((value) =>
    value &&
    typeof value === 'object' &&
    Object.values(value).length > 0 &&
    Object.values(value).every(isProblem)
      ? Object.values(value)
      : [],
  );
}

/** A module's sentences by code (its `…ProblemMessages`) and the texts of its catalogues. */
function sentencesOf(module: Record<string, unknown>): {
  byCode: Record<string, Descriptor>;
  texts: Texts;
} {
  const byCode: Record<string, Descriptor> = {};
  const texts: Texts = { en: {}, es: {}, pt: {} };
  for (const [name, value] of Object.entries(module)) {
    if (name.endsWith('ProblemMessages')) Object.assign(byCode, value);
    const byLanguage = (value as { byLanguage?: Texts } | null)?.byLanguage;
    if (byLanguage)
      for (const language of languages) Object.assign(texts[language], byLanguage[language]);
  }
  return { byCode, texts };
}

/** `code: what is missing` for each declared problem a screen could not say in every language. */
function untranslated(
  problems: readonly DeclaredProblem[],
  { byCode, texts }: ReturnType<typeof sentencesOf>,
): string[] {
  return problems.flatMap(({ code }) => {
    const descriptor = byCode[code];
    if (!descriptor) return [`${code}: no sentence in the web's problem messages`];
    return languages
      .filter((language) => !texts[language][descriptor.id]?.trim())
      .map((language) => `${code}: no ${language} text for ${descriptor.id}`);
  });
}

describe('problem codes', () => {
  it('leaves no refusal in feature api code built without a declared problem', () => {
    expect(directBoomConstructions()).toEqual([]);
  });

  const features = globSync(['libs/features/*/domain/src/problems.ts'], { cwd: workspaceRoot }).map(
    (file) => file.split('/')[2]!,
  );

  it('finds the problems of the features that declare them', () => {
    expect(features.length).toBeGreaterThanOrEqual(12);
  });

  it.each(features)(
    'gives every problem %s declares a sentence in en, es and pt',
    async (feature) => {
      const domain = (await import(
        `${workspaceRoot}libs/features/${feature}/domain/src/index.ts`
      )) as Record<string, unknown>;
      const web = (await import(
        `${workspaceRoot}libs/features/${feature}/web/src/messages.ts`
      )) as Record<string, unknown>;
      const problems = problemsOf(domain);
      expect(problems.length).toBeGreaterThan(0);
      expect(untranslated(problems, sentencesOf(web))).toEqual([]);
    },
  );

  it("gives every problem of the platform's own a shared sentence in en, es and pt", async () => {
    const kernel = (await import(`${workspaceRoot}libs/platform/kernel/src/index.ts`)) as Record<
      string,
      unknown
    >;
    const failureText = (await import(
      `${workspaceRoot}libs/platform/api-client/src/failure-text.ts`
    )) as Record<string, unknown>;
    const catalogue = (await import(
      `${workspaceRoot}libs/platform/api-client/src/catalogue.ts`
    )) as Record<string, unknown>;
    const problems = problemsOf(kernel);
    expect(problems.map(({ code }) => code)).toContain('access.sign_in_again');
    const sentences = sentencesOf({
      platformProblemMessages: failureText.platformProblemMessages,
      ...catalogue,
    });
    expect(untranslated(problems, sentences)).toEqual([]);
  });
});
