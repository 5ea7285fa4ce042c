import { interviewGuidesProblems } from '@facet/interview-guides-domain';
import { problemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';

export const interviewGuidesCatalogue = defineCatalogue('interviewGuides', {
  title: { en: 'InterviewGuides', es: 'InterviewGuides', pt: 'InterviewGuides' },
  loading: { en: 'Loading…', es: 'Cargando…', pt: 'Carregando…' },
  emptyTitle: { en: 'Nothing here yet', es: 'Aún no hay nada', pt: 'Ainda não há nada' },
  emptyDescription: {
    en: 'What you add will be listed here.',
    es: 'Lo que añadas aparecerá aquí.',
    pt: 'O que você adicionar aparecerá aqui.',
  },
  loadFailed: {
    en: 'This list could not be loaded.',
    es: 'No se ha podido cargar esta lista.',
    pt: 'Não foi possível carregar esta lista.',
  },
  itemNotFound: {
    en: 'This item no longer exists.',
    es: 'Este elemento ya no existe.',
    pt: 'Este item já não existe.',
  },
});

export const interviewGuidesMessages = interviewGuidesCatalogue.messages;

/** The sentence for each cause the interview-guides API names by code; `failureText` takes it. */
export const interviewGuidesProblemMessages = problemMessages(interviewGuidesProblems, {
  itemNotFound: interviewGuidesMessages.itemNotFound,
});
