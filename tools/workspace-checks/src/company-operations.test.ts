import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

function files(pattern: string): string[] {
  return globSync(pattern, { cwd: workspaceRoot, ignore: ['**/node_modules/**'] });
}

function shipped(file: string): boolean {
  return !/\.(test|spec|stories)\.tsx?$/.test(file) && !file.includes('/testing');
}

function lineCount(paths: readonly string[]): number {
  return paths.reduce(
    (total, path) => total + readFileSync(`${workspaceRoot}/${path}`, 'utf8').split('\n').length,
    0,
  );
}

/**
 * Issue #38, decisions D76 and D77: who acts on a company is the platform's (libs/platform/
 * tenancy), and each company panel operation is declared once and mounted for members and for
 * platform admins (`companyRoutes`), on the server and in the browser (`CompanyActing`).
 */
describe('company operations declared once', () => {
  it('leaves no feature its own copy of the company principal', () => {
    expect(files('libs/features/*/api/src/routes/principal.ts')).toEqual([]);
    const principalTypes = files('libs/features/*/api/src/**/*.ts')
      .filter(shipped)
      .filter((file) =>
        /export type CompanyPrincipal\b|export async function resolveCompanyActor\b/.test(
          readFileSync(`${workspaceRoot}/${file}`, 'utf8'),
        ),
      );
    expect(principalTypes).toEqual([]);
  });

  it('has the back office mount the owners’ operations instead of mirroring them', () => {
    const mirrors = files('libs/features/admin/api/src/routes/admin-companies/**/*.ts');
    console.info(`admin-companies route code: ${lineCount(mirrors)} lines`);
    expect(lineCount(mirrors)).toBeLessThanOrEqual(250);
    const adminMounts = files('libs/features/*/api/src/routes/**/*.ts')
      .filter(shipped)
      .filter((file) =>
        readFileSync(`${workspaceRoot}/${file}`, 'utf8').includes("'/api/admin-companies/"),
      );
    for (const file of adminMounts) {
      expect(readFileSync(`${workspaceRoot}/${file}`, 'utf8'), file).toMatch(
        /companyRoutes\(|platformAdminRoute\(/,
      );
    }
  });

  it('keeps the back office’s web glue for a company’s calls small', () => {
    const glue = files('libs/features/admin/web/src/**/admin-company-*.ts').filter(shipped);
    console.info(`admin-company web glue: ${lineCount(glue)} lines`);
    expect(lineCount(glue)).toBeLessThanOrEqual(150);
    const copies = files('libs/features/admin/web/src/**/*.ts')
      .filter(shipped)
      .filter((file) =>
        readFileSync(`${workspaceRoot}/${file}`, 'utf8').includes('/admin-companies/'),
      );
    expect(copies, 'the owners’ endpoints build /admin-companies paths (companyUrl)').toEqual([]);
  });
});
