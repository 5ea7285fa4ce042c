import type { ValidityStatus } from '@facet/assessment-domain';
import type { CompanyRole, Language } from '@facet/platform-kernel';
import type { FitPosition } from '@facet/reports-domain';

/**
 * The words of exported tables around the scales' names and levels (which come from the reports'
 * catalogue, `scaleName` and `levelName`), in every language of the product.
 */
export interface ExportLabels {
  person: string;
  email: string;
  role: string;
  resultDate: string;
  validity: string;
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

export const exportLabels: Record<Language, ExportLabels> = {
  en: {
    person: 'Person',
    email: 'E-mail',
    role: 'Role',
    resultDate: 'Result date',
    validity: 'Validity',
    shortlisted: 'Shortlisted',
    yesNo: { true: 'Yes', false: 'No' },
    levelOf: (scale) => `${scale} (level)`,
    fit: (profile) => `Fit with ${profile} (%)`,
    fitScore: (profile) => `Fit score with ${profile} (0-100)`,
    positions: {
      inside: 'Inside the range',
      borderline: 'Borderline',
      below: 'Below the range',
      above: 'Above the range',
    },
    roles: {
      admin: 'Administrator',
      manager: 'Manager',
      employee: 'Employee',
      candidate: 'Candidate',
    },
    validities: { valid: 'Valid', questionable: 'Questionable', invalid: 'Invalid' },
    files: { ranking: 'ranking', employees: 'employees', group: 'group' },
  },
  es: {
    person: 'Persona',
    email: 'Correo electrónico',
    role: 'Rol',
    resultDate: 'Fecha del resultado',
    validity: 'Validez',
    shortlisted: 'Preseleccionado',
    yesNo: { true: 'Sí', false: 'No' },
    levelOf: (scale) => `${scale} (nivel)`,
    fit: (profile) => `Ajuste a ${profile} (%)`,
    fitScore: (profile) => `Puntuación de ajuste a ${profile} (0-100)`,
    positions: {
      inside: 'Dentro del rango',
      borderline: 'En el límite',
      below: 'Por debajo del rango',
      above: 'Por encima del rango',
    },
    roles: {
      admin: 'Administrador',
      manager: 'Responsable',
      employee: 'Empleado',
      candidate: 'Candidato',
    },
    validities: { valid: 'Válido', questionable: 'Dudoso', invalid: 'No válido' },
    files: { ranking: 'clasificacion', employees: 'empleados', group: 'grupo' },
  },
  pt: {
    person: 'Pessoa',
    email: 'E-mail',
    role: 'Função',
    resultDate: 'Data do resultado',
    validity: 'Validade',
    shortlisted: 'Pré-selecionado',
    yesNo: { true: 'Sim', false: 'Não' },
    levelOf: (scale) => `${scale} (nível)`,
    fit: (profile) => `Ajuste a ${profile} (%)`,
    fitScore: (profile) => `Pontuação de ajuste a ${profile} (0-100)`,
    positions: {
      inside: 'Dentro da faixa',
      borderline: 'No limite',
      below: 'Abaixo da faixa',
      above: 'Acima da faixa',
    },
    roles: {
      admin: 'Administrador',
      manager: 'Gestor',
      employee: 'Funcionário',
      candidate: 'Candidato',
    },
    validities: { valid: 'Válido', questionable: 'Duvidoso', invalid: 'Inválido' },
    files: { ranking: 'classificacao', employees: 'funcionarios', group: 'grupo' },
  },
};
