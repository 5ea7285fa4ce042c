import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The notice mailed to a candidate a week before a company erases its copy of their data
 * (issue 39 part 3, D91), in the candidate's language.
 */
export const candidateRetentionNoticeMessages = defineCatalogue('mail.candidateRetentionNotice', {
  subject: {
    en: '{companyName} will erase your application data on {erasesOn}',
    es: '{companyName} borrará los datos de tu candidatura el {erasesOn}',
    pt: '{companyName} vai apagar os dados da sua candidatura em {erasesOn}',
  },
  intro: {
    en: '{companyName} keeps the data of candidates it did not hire for {months} months. That time ends for you on {erasesOn}.',
    es: '{companyName} conserva los datos de las personas candidatas que no contrata durante {months} meses. Ese plazo termina para ti el {erasesOn}.',
    pt: '{companyName} mantém os dados das pessoas candidatas que não contrata por {months} meses. Esse prazo termina para você em {erasesOn}.',
  },
  erased: {
    en: 'On that day your applications, your assessment answers and your results with {companyName} will be erased. Your Facet account and anything you share with other companies stay as they are.',
    es: 'Ese día se borrarán tus candidaturas, tus respuestas a la evaluación y tus resultados con {companyName}. Tu cuenta de Facet y lo que compartes con otras empresas no cambian.',
    pt: 'Nesse dia serão apagados suas candidaturas, suas respostas à avaliação e seus resultados com {companyName}. Sua conta na Facet e o que você compartilha com outras empresas não mudam.',
  },
  action: {
    en: 'See your applications',
    es: 'Ver tus candidaturas',
    pt: 'Ver suas candidaturas',
  },
  nothingToDo: {
    en: 'You do not need to do anything. You can also withdraw an application yourself at any time from your account.',
    es: 'No tienes que hacer nada. También puedes retirar una candidatura tú mismo en cualquier momento desde tu cuenta.',
    pt: 'Você não precisa fazer nada. Também pode retirar uma candidatura a qualquer momento na sua conta.',
  },
});
