import { hiringProblems } from '@facet/hiring-domain';
import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The Applications tab of the account page (issue 39 part 3, D91): a person's applications with
 * every company, and their withdrawal.
 */
export const hiringApplicationsCatalogue = defineCatalogue('hiringApplications', {
  accountTabTitle: { en: 'Applications', es: 'Candidaturas', pt: 'Candidaturas' },
  tableLabel: {
    en: 'Your applications',
    es: 'Tus candidaturas',
    pt: 'Suas candidaturas',
  },
  columnCompany: { en: 'Company', es: 'Empresa', pt: 'Empresa' },
  columnPosition: { en: 'Position', es: 'Puesto', pt: 'Vaga' },
  columnApplied: { en: 'Applied on', es: 'Fecha', pt: 'Data' },
  columnStatus: { en: 'Status', es: 'Estado', pt: 'Status' },
  columnKept: { en: 'Kept until', es: 'Se conserva hasta', pt: 'Mantida até' },
  columnActions: { en: 'Actions', es: 'Acciones', pt: 'Ações' },
  statusApplied: { en: 'Applied', es: 'Enviada', pt: 'Enviada' },
  statusStarted: {
    en: 'Assessment started',
    es: 'Evaluación empezada',
    pt: 'Avaliação iniciada',
  },
  statusSubmitted: {
    en: 'Assessment finished',
    es: 'Evaluación terminada',
    pt: 'Avaliação concluída',
  },
  statusHired: { en: 'Hired', es: 'Contratado/a', pt: 'Contratado(a)' },
  keptWhileEmployed: {
    en: 'While you work there',
    es: 'Mientras trabajes allí',
    pt: 'Enquanto você trabalhar lá',
  },
  withdraw: {
    en: 'Withdraw from {position}',
    es: 'Retirar la candidatura a {position}',
    pt: 'Retirar a candidatura para {position}',
  },
  withdrawTitle: {
    en: 'Withdraw your application to {company}?',
    es: '¿Retirar tu candidatura a {company}?',
    pt: 'Retirar sua candidatura para {company}?',
  },
  withdrawBody: {
    en: 'This company’s copy of your data is erased at once: every application you sent it, your assessment answers and results for it, and your place as its candidate. Your Facet account and your applications to other companies stay. This cannot be undone.',
    es: 'La copia de tus datos que tiene esta empresa se borra en el acto: todas las candidaturas que le enviaste, tus respuestas y resultados de la evaluación para ella y tu lugar como candidato/a. Tu cuenta de Facet y tus candidaturas a otras empresas se mantienen. No se puede deshacer.',
    pt: 'A cópia dos seus dados que esta empresa tem é apagada na hora: todas as candidaturas que você enviou a ela, suas respostas e resultados da avaliação para ela e seu lugar como candidato(a). Sua conta na Facet e suas candidaturas para outras empresas continuam. Não é possível desfazer.',
  },
  withdrawConfirm: {
    en: 'Withdraw and erase',
    es: 'Retirar y borrar',
    pt: 'Retirar e apagar',
  },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  withdrawn: {
    en: 'Your application to {company} was withdrawn and its data erased.',
    es: 'Tu candidatura a {company} se ha retirado y sus datos se han borrado.',
    pt: 'Sua candidatura para {company} foi retirada e os dados foram apagados.',
  },
  withdrawFailed: {
    en: 'The application could not be withdrawn. Please try again.',
    es: 'No se ha podido retirar la candidatura. Inténtalo de nuevo.',
    pt: 'Não foi possível retirar a candidatura. Tente novamente.',
  },
  noApplicationsTitle: {
    en: 'No applications',
    es: 'No tienes candidaturas',
    pt: 'Nenhuma candidatura',
  },
  noApplicationsDescription: {
    en: 'Applications you send through a position link appear here.',
    es: 'Aquí aparecen las candidaturas que envíes desde el enlace de una vacante.',
    pt: 'As candidaturas que você enviar pelo link de uma vaga aparecem aqui.',
  },
  loadFailed: {
    en: 'Your applications could not be loaded.',
    es: 'No se han podido cargar tus candidaturas.',
    pt: 'Não foi possível carregar suas candidaturas.',
  },
  applicationNotFound: {
    en: 'This application no longer exists.',
    es: 'Esta candidatura ya no existe.',
    pt: 'Esta candidatura não existe mais.',
  },
});

export const hiringApplicationsMessages = hiringApplicationsCatalogue.messages;

/**
 * The sentence of the refusal this tab meets; `hiringProblemMessages` (messages.ts) takes it
 * for hiring.application_not_found.
 */
export const myApplicationsProblemMessages = {
  [hiringProblems.applicationNotFound.code]: hiringApplicationsMessages.applicationNotFound,
};
