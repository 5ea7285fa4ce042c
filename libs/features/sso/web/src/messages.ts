import { ssoProblems } from '@facet/sso-domain';
import { problemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';

export const ssoCatalogue = defineCatalogue('sso', {
  title: { en: 'Sso', es: 'Sso', pt: 'Sso' },
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

export const ssoMessages = ssoCatalogue.messages;

/** The sentence for each cause the sso API names by code; `failureText` takes it. */
export const ssoProblemMessages = problemMessages(ssoProblems, {
  itemNotFound: ssoMessages.itemNotFound,
});
