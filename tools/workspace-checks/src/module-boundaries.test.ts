import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;
let eslint: ESLint;

beforeAll(async () => {
  // The rule reads the cached project graph; computing it here makes the test stand alone.
  await createProjectGraphAsync({ exitOnError: false });
  eslint = new ESLint({ cwd: workspaceRoot });
}, 120_000);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${workspaceRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries', () => {
  it('refuses an import of a web lib into a server lib', async () => {
    const errors = await boundaryErrors(
      'libs/platform/http/src/forbidden.ts',
      "import { publicSiteRoutes } from '@facet/public-site-web';\nexport const routes = publicSiteRoutes;\n",
    );
    expect(errors.join('\n')).toMatch(
      /can not depend on libs tagged with "side:client"|type:platform/,
    );
  });

  it('refuses an import of server code into a domain lib', async () => {
    const errors = await boundaryErrors(
      'libs/features/assessment/domain/src/forbidden.ts',
      "import { createDatabase } from '@facet/platform-db';\nexport const make = createDatabase;\n",
    );
    expect(errors).not.toHaveLength(0);
  });

  it('refuses test helpers in shipped code but allows them in tests', async () => {
    const code =
      "import { createTestServer } from '@facet/platform-testing';\nexport const make = createTestServer;\n";
    expect(await boundaryErrors('apps/api/src/forbidden.ts', code)).not.toHaveLength(0);
    expect(await boundaryErrors('apps/api/tests/allowed.test.ts', code)).toHaveLength(0);
  });

  it('allows a web lib to use the i18n platform lib and a domain lib', async () => {
    const errors = await boundaryErrors(
      'libs/features/public-site/web/src/allowed.ts',
      "import { isLanguage } from '@facet/platform-i18n';\nimport { scales } from '@facet/assessment-domain';\nexport const both = [isLanguage, scales];\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets every side use the kernel, and keeps the kernel free of server and browser code', async () => {
    const useKernel =
      "import { languages } from '@facet/platform-kernel';\nexport const all = languages;\n";
    for (const user of [
      'libs/features/assessment/domain/src/allowed.ts',
      'libs/platform/db/src/allowed.ts',
      'libs/features/groups/web/src/allowed.ts',
    ]) {
      expect(await boundaryErrors(user, useKernel)).toEqual([]);
    }
    expect(
      await boundaryErrors(
        'libs/platform/kernel/src/forbidden.ts',
        "import { createDatabase } from '@facet/platform-db';\nexport const make = createDatabase;\n",
      ),
    ).not.toHaveLength(0);
  });
});
