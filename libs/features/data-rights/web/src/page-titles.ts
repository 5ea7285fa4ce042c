import { defineCatalogue } from '@facet/platform-i18n';

/** The names of this feature's pages in the browser tab, for the routes' `pageTitle`. */
export const dataRightsPageTitlesCatalogue = defineCatalogue('dataRightsPageTitles', {
  request: {
    en: 'Your data-rights request',
    es: 'Tu solicitud de derechos de datos',
    pt: 'Sua solicitação de direitos de dados',
  },
  adminRequest: {
    en: 'Data-rights request in the back office',
    es: 'Solicitud de derechos de datos en la administración',
    pt: 'Solicitação de direitos de dados na administração',
  },
});

export const dataRightsPageTitles = dataRightsPageTitlesCatalogue.messages;
