import { hiringProblems } from '@facet/hiring-domain';
import { problemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';

export const hiringCatalogue = defineCatalogue('hiring', {
  title: { en: 'Hiring', es: 'Hiring', pt: 'Hiring' },
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

export const hiringMessages = hiringCatalogue.messages;

/** The sentence for each cause the hiring API names by code; `failureText` takes it. */
export const hiringProblemMessages = problemMessages(hiringProblems, {
  itemNotFound: hiringMessages.itemNotFound,
});

// The Applications tab's catalogue and refusal (D91) live in a file of their own; re-exported
// here, where the app, Storybook and the problem-code check gather a feature's messages.
export {
  hiringApplicationsCatalogue,
  myApplicationsProblemMessages,
} from './my-applications-messages';
