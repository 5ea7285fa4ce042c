import { describe, expect, it } from 'vitest';
import { specWordIdentifiersIn, specWordsInPath, workspaceSpecWords } from './spec-words';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/**
 * Code says the product's words, data-rights request, report and licence, not the spec's
 * arsulipo, inform and license (D85); api.md's wire names stay where the code holds one as a key.
 */
describe("the spec's borrowed words", () => {
  it('are in no identifier or file name of the workspace', () => {
    expect(workspaceSpecWords(workspaceRoot)).toEqual([]);
  });

  it('finds a spec word in an identifier, and not in a wire name, a string or a comment', () => {
    const code = `
      import { ResultInform } from './result-inform';
      const arsulipoCount = 1;
      function useLicenseState() {}
      const { arsulipo_id: dataRightsRequestId, newLicenseState } = payload;
      const answer = { inform: report, adminInform: '/api/arsulipo/adminInform' };
      // the ArsulipoTable in a comment is prose
      const information = 'informe';
      const loginFormSchema = licensedWords.filter(unlicensed);`;
    expect(specWordIdentifiersIn('planted.ts', code).map((use) => use.name)).toEqual([
      'ResultInform',
      'arsulipoCount',
      'useLicenseState',
    ]);
  });

  it('reads JSX component names', () => {
    const code = `export const Page = () => <ArsulipoRequestsTable informe={1} />;`;
    expect(specWordIdentifiersIn('planted.tsx', code).map((use) => use.name)).toEqual([
      'ArsulipoRequestsTable',
      'informe',
    ]);
  });

  it('finds a spec word in a file or folder name, and not in one that merely has the letters', () => {
    expect(specWordsInPath('libs/features/reports/api/src/services/result-informs.ts')).toEqual([
      'result-informs',
    ]);
    expect(specWordsInPath('libs/features/data-rights/api/src/routes/arsulipo/own.ts')).toEqual([
      'arsulipo',
    ]);
    expect(specWordsInPath('libs/features/admin/web/src/CompanyLicensesDialog.tsx')).toEqual([
      'CompanyLicensesDialog',
    ]);
    expect(specWordsInPath('libs/features/admin/api/src/services/licences.ts')).toEqual([]);
    expect(specWordsInPath('libs/features/session/web/src/LoginForm.tsx')).toEqual([]);
    expect(specWordsInPath('docs/information.md')).toEqual([]);
  });
});
