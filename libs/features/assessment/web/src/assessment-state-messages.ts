import { defineCatalogue } from '@facet/platform-i18n';

/** The strings of the assessment card on /home. */
export const assessmentStateCatalogue = defineCatalogue('assessmentState', {
  title: { en: 'Your assessment', es: 'Tu evaluación', pt: 'A sua avaliação' },
  loading: {
    en: 'Loading your assessment…',
    es: 'Cargando tu evaluación…',
    pt: 'A carregar sua avaliação…',
  },
  loadFailed: {
    en: 'Your assessment could not be loaded.',
    es: 'No se pudo cargar tu evaluación.',
    pt: 'Não foi possível carregar sua avaliação.',
  },
  notStarted: {
    en: '{total} short statements on {totalPages} pages. Answer at your own pace: every page is saved and you can continue later.',
    es: '{total} afirmaciones breves en {totalPages} páginas. Responde a tu ritmo: cada página se guarda y puedes continuar más tarde.',
    pt: '{total} afirmações curtas em {totalPages} páginas. Responda ao seu ritmo: cada página fica guardada e pode continuar mais tarde.',
  },
  start: { en: 'Start the assessment', es: 'Empezar la evaluación', pt: 'Começar a avaliação' },
  waitingForLicence: {
    en: 'Waiting for {company} to assign your assessment',
    es: 'Esperando a que {company} te asigne la evaluación',
    pt: 'Aguardando {company} atribuir sua avaliação',
  },
  waitingForLicenceDetail: {
    en: 'You can start as soon as {company} assigns you a licence; there is nothing to do until then. If it is taking long, ask the person who invited you.',
    es: 'Podrás empezar en cuanto {company} te asigne una licencia; hasta entonces no tienes que hacer nada. Si tarda, pregunta a quien te invitó.',
    pt: 'Você poderá começar assim que {company} atribuir uma licença a você; até lá, não é preciso fazer nada. Se estiver demorando, fale com quem convidou você.',
  },
  inProgress: {
    en: 'You have answered {answered} of {total} statements.',
    es: 'Has respondido {answered} de {total} afirmaciones.',
    pt: 'Respondeu a {answered} de {total} afirmações.',
  },
  progressLabel: {
    en: 'Assessment progress',
    es: 'Progreso de la evaluación',
    pt: 'Progresso da avaliação',
  },
  continueAtPage: {
    en: 'Continue at page {page} of {totalPages}',
    es: 'Continuar en la página {page} de {totalPages}',
    pt: 'Continuar na página {page} de {totalPages}',
  },
  finished: {
    en: 'You have finished your assessment. Your result and its report are ready.',
    es: 'Has terminado tu evaluación. Tu resultado y su informe están listos.',
    pt: 'Concluiu sua avaliação. Seu resultado e o respetivo relatório estão prontos.',
  },
  openResult: { en: 'See your result', es: 'Ver tu resultado', pt: 'Ver o seu resultado' },
  allResults: {
    en: 'All your results',
    es: 'Todos tus resultados',
    pt: 'Todos seus resultados',
  },
});

export const assessmentStateMessages = assessmentStateCatalogue.messages;
