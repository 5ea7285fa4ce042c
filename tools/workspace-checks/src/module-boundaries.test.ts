import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;
let eslint: ESLint;

beforeAll(async () => {
  // The rule reads the cached project graph; computing it here makes the test stand alone.
  await createProjectGraphAsync({ exitOnError: false });
  // The planted files exist only here, so no TypeScript program knows them; the boundary rule
  // needs no types, so type-aware parsing is off for them.
  eslint = new ESLint({ cwd: workspaceRoot, overrideConfig: tseslint.configs.disableTypeChecked });
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

  it('allows a web lib to use the i18n platform lib and its own domain lib', async () => {
    const errors = await boundaryErrors(
      'libs/features/public-site/web/src/allowed.ts',
      "import { isLanguage } from '@facet/platform-i18n';\nimport { legalPagePaths } from '@facet/public-site-domain';\nexport const both = [isLanguage, legalPagePaths];\n",
    );
    expect(errors).toEqual([]);
  });

  it("refuses a web lib another feature's web lib, in shipped code and in its tests", async () => {
    const code =
      "import { useRequestForm } from '@facet/data-rights-web';\nexport const form = useRequestForm;\n";
    for (const file of [
      'libs/features/contact/web/src/forbidden.ts',
      'libs/features/contact/web/src/forbidden.test.tsx',
    ]) {
      expect((await boundaryErrors(file, code)).join('\n')).toMatch(
        /"scope:contact" and "type:web" can only depend on libs tagged with/,
      );
    }
  });

  it("refuses an api lib another feature's api lib it declares no port to", async () => {
    const errors = await boundaryErrors(
      'libs/features/contact/api/src/forbidden.ts',
      "import { companyPlugin } from '@facet/company-api';\nexport const plugin = companyPlugin;\n",
    );
    expect(errors.join('\n')).toMatch(/"scope:contact"/);
  });

  it('refuses an import of a feature the importing feature does not declare', async () => {
    const errors = await boundaryErrors(
      'libs/features/public-site/domain/src/forbidden.ts',
      "import { companySchema } from '@facet/company-domain';\nexport const schema = companySchema;\n",
    );
    expect(errors.join('\n')).toMatch(/"scope:public-site" can only depend on libs tagged with/);
  });

  it('allows the declared ports: a company panel tab, an owner service, the session in tests', async () => {
    expect(
      await boundaryErrors(
        'libs/features/groups/web/src/allowed.ts',
        "import { useCompanyDataSource } from '@facet/company-web';\nexport const source = useCompanyDataSource;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'libs/features/groups/api/src/allowed.ts',
        "import { companyPlugin } from '@facet/company-api';\nexport const plugin = companyPlugin;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'libs/features/contact/api/tests/allowed.test.ts',
        "import { sessionPlugin } from '@facet/session-api';\nexport const plugin = sessionPlugin;\n",
      ),
    ).toEqual([]);
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
