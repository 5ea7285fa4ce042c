import type { ValidityStatus } from '@facet/assessment-domain';
import { catalogueFormatter } from '@facet/platform-i18n';
import type { ApplicationSource, CompanyRole, Language } from '@facet/platform-kernel';
import type { FitPosition } from '@facet/reports-domain';
import { exportMessages } from './export-messages';

/**
 * The words of exported tables around the scales' names and levels (which come from the reports'
 * catalogue, `scaleName` and `levelName`), in one language.
 */
export interface ExportLabels {
  person: string;
  email: string;
  role: string;
  resultDate: string;
  validity: string;
  /** A position's ranking: when each applicant applied, and how (D92). */
  appliedDate: string;
  hiredDate: string;
  source: string;
  sources: Record<ApplicationSource, string>;
  /** The ranking's shortlist column, and its cells. */
  shortlisted: string;
  yesNo: Record<'true' | 'false', string>;
  /** The header of a scale's level column, after its score column. */
  levelOf: (scale: string) => string;
  fit: (profile: string) => string;
  /** The continuous fit score's header (fitScoreOf, 0..100). */
  fitScore: (profile: string) => string;
  positions: Record<FitPosition, string>;
  roles: Record<CompanyRole, string>;
  validities: Record<ValidityStatus, string>;
  /** The file names (without extension) and worksheet names of the exports. */
  files: { ranking: string; employees: string; group: string };
}

const formatterFor = catalogueFormatter([exportMessages]);

/** The export's words in one language, from their catalogue (`export-messages.ts`). */
export function exportLabels(language: Language): ExportLabels {
  const format = formatterFor(language);
  const { messages } = exportMessages;
  return {
    person: format(messages.person),
    email: format(messages.email),
    role: format(messages.role),
    resultDate: format(messages.resultDate),
    validity: format(messages.validity),
    appliedDate: format(messages.appliedDate),
    hiredDate: format(messages.hiredDate),
    source: format(messages.source),
    sources: {
      link: format(messages.sourceLink),
      invitation: format(messages.sourceInvitation),
      file: format(messages.sourceFile),
    },
    shortlisted: format(messages.shortlisted),
    yesNo: { true: format(messages.yes), false: format(messages.no) },
    levelOf: (scale) => format(messages.levelOf, { scale }),
    fit: (profile) => format(messages.fit, { profile }),
    fitScore: (profile) => format(messages.fitScore, { profile }),
    positions: {
      inside: format(messages.positionInside),
      borderline: format(messages.positionBorderline),
      below: format(messages.positionBelow),
      above: format(messages.positionAbove),
    },
    roles: {
      admin: format(messages.roleAdmin),
      manager: format(messages.roleManager),
      employee: format(messages.roleEmployee),
      candidate: format(messages.roleCandidate),
    },
    validities: {
      valid: format(messages.validityValid),
      questionable: format(messages.validityQuestionable),
      invalid: format(messages.validityInvalid),
    },
    files: {
      ranking: format(messages.fileRanking),
      employees: format(messages.fileEmployees),
      group: format(messages.fileGroup),
    },
  };
}
