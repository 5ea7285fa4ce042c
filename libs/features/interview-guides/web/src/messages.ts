import { interviewGuidesProblems } from '@facet/interview-guides-domain';
import { problemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';

/** The screen's own words; the guide's words and the question bank are the domain's catalogues. */
export const interviewGuidesCatalogue = defineCatalogue('interviewGuides', {
  pageTitle: {
    en: 'Interview guide',
    es: 'Guía de entrevista',
    pt: 'Guia de entrevista',
  },
  back: {
    en: 'Back to the person',
    es: 'Volver a la persona',
    pt: 'Voltar à pessoa',
  },
  loading: {
    en: 'Loading the interview guide…',
    es: 'Cargando la guía de entrevista…',
    pt: 'Carregando o guia de entrevista…',
  },
  profilePicker: {
    en: 'Profile the guide is aimed by',
    es: 'Perfil con el que se orienta la guía',
    pt: 'Perfil que orienta o guia',
  },
  profilePickerHint: {
    en: 'The questions probe the scales where the result stands off this profile’s ranges.',
    es: 'Las preguntas exploran las escalas en las que el resultado queda fuera de los rangos de este perfil.',
    pt: 'As perguntas exploram as escalas em que o resultado fica fora das faixas deste perfil.',
  },
  chooseProfileTitle: {
    en: 'Choose a profile',
    es: 'Elige un perfil',
    pt: 'Escolha um perfil',
  },
  chooseProfile: {
    en: 'A guide compares the person’s latest result with a profile: choose the one of the role you interview for.',
    es: 'Una guía compara el último resultado de la persona con un perfil: elige el del puesto para el que entrevistas.',
    pt: 'Um guia compara o último resultado da pessoa com um perfil: escolha o da função para a qual você entrevista.',
  },
  noProfiles: {
    en: 'Your company has no profile yet. Create one in the Profiles section first.',
    es: 'Tu empresa aún no tiene ningún perfil. Crea uno primero en la sección Perfiles.',
    pt: 'Sua empresa ainda não tem nenhum perfil. Crie um primeiro na seção Perfis.',
  },
  downloadPdf: {
    en: 'Download PDF',
    es: 'Descargar PDF',
    pt: 'Baixar PDF',
  },
  preparingPdf: {
    en: 'Preparing the PDF…',
    es: 'Preparando el PDF…',
    pt: 'Preparando o PDF…',
  },
  pdfFailed: {
    en: 'The PDF could not be prepared. Try again.',
    es: 'No se ha podido preparar el PDF. Inténtalo de nuevo.',
    pt: 'Não foi possível preparar o PDF. Tente novamente.',
  },
  loadFailed: {
    en: 'The interview guide could not be loaded.',
    es: 'No se ha podido cargar la guía de entrevista.',
    pt: 'Não foi possível carregar o guia de entrevista.',
  },
  profileNotFound: {
    en: 'This profile does not exist in your company.',
    es: 'Este perfil no existe en tu empresa.',
    pt: 'Este perfil não existe na sua empresa.',
  },
  noResult: {
    en: 'This person has no result taken under your company yet, so there is no guide to give.',
    es: 'Esta persona aún no tiene ningún resultado obtenido en tu empresa, así que no hay guía que ofrecer.',
    pt: 'Esta pessoa ainda não tem nenhum resultado obtido na sua empresa, por isso não há guia a oferecer.',
  },
  openGuide: {
    en: 'Interview guide',
    es: 'Guía de entrevista',
    pt: 'Guia de entrevista',
  },
});

export const interviewGuidesMessages = interviewGuidesCatalogue.messages;

/** The sentence for each cause the interview-guides API names by code; `failureText` takes it. */
export const interviewGuidesProblemMessages = problemMessages(interviewGuidesProblems, {
  profileNotFound: interviewGuidesMessages.profileNotFound,
  noResult: interviewGuidesMessages.noResult,
});
