import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The words of exported tables around the scales' names and levels, in every language of the
 * product (`exportLabels` formats them for one language).
 */
export const exportMessages = defineCatalogue('export.results', {
  person: { en: 'Person', es: 'Persona', pt: 'Pessoa' },
  email: { en: 'E-mail', es: 'Correo electrónico', pt: 'E-mail' },
  role: { en: 'Role', es: 'Rol', pt: 'Função' },
  resultDate: { en: 'Result date', es: 'Fecha del resultado', pt: 'Data do resultado' },
  validity: { en: 'Validity', es: 'Validez', pt: 'Validade' },
  appliedDate: { en: 'Applied on', es: 'Fecha de candidatura', pt: 'Data da candidatura' },
  source: { en: 'Source', es: 'Origen', pt: 'Origem' },
  hiredDate: { en: 'Hired on', es: 'Fecha de contratación', pt: 'Data da contratação' },
  sourceLink: { en: 'Position link', es: 'Enlace de la vacante', pt: 'Link da vaga' },
  sourceInvitation: { en: 'Invitation', es: 'Invitación', pt: 'Convite' },
  sourceFile: { en: 'File', es: 'Archivo', pt: 'Arquivo' },
  shortlisted: { en: 'Shortlisted', es: 'Preseleccionado', pt: 'Pré-selecionado' },
  yes: { en: 'Yes', es: 'Sí', pt: 'Sim' },
  no: { en: 'No', es: 'No', pt: 'Não' },
  levelOf: { en: '{scale} (level)', es: '{scale} (nivel)', pt: '{scale} (nível)' },
  fit: { en: 'Fit with {profile} (%)', es: 'Ajuste a {profile} (%)', pt: 'Ajuste a {profile} (%)' },
  fitScore: {
    en: 'Fit score with {profile} (0-100)',
    es: 'Puntuación de ajuste a {profile} (0-100)',
    pt: 'Pontuação de ajuste a {profile} (0-100)',
  },
  positionInside: { en: 'Inside the range', es: 'Dentro del rango', pt: 'Dentro da faixa' },
  positionBorderline: { en: 'Borderline', es: 'En el límite', pt: 'No limite' },
  positionBelow: { en: 'Below the range', es: 'Por debajo del rango', pt: 'Abaixo da faixa' },
  positionAbove: { en: 'Above the range', es: 'Por encima del rango', pt: 'Acima da faixa' },
  roleAdmin: { en: 'Administrator', es: 'Administrador', pt: 'Administrador' },
  roleManager: { en: 'Manager', es: 'Responsable', pt: 'Gestor' },
  roleEmployee: { en: 'Employee', es: 'Empleado', pt: 'Funcionário' },
  roleCandidate: { en: 'Candidate', es: 'Candidato', pt: 'Candidato' },
  validityValid: { en: 'Valid', es: 'Válido', pt: 'Válido' },
  validityQuestionable: { en: 'Questionable', es: 'Dudoso', pt: 'Duvidoso' },
  validityInvalid: { en: 'Invalid', es: 'No válido', pt: 'Inválido' },
  /** File names carry no accents, as they travel badly with them. */
  fileRanking: { en: 'ranking', es: 'clasificacion', pt: 'classificacao' },
  fileEmployees: { en: 'employees', es: 'empleados', pt: 'funcionarios' },
  fileGroup: { en: 'group', es: 'grupo', pt: 'grupo' },
});
