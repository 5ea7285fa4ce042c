import { defineCatalogue } from '@facet/platform-i18n';

/** The names of this feature's pages in the browser tab, for the routes' `pageTitle`. */
export const reportsPageTitlesCatalogue = defineCatalogue('reportsPageTitles', {
  result: { en: 'Your result', es: 'Tu resultado', pt: 'O seu resultado' },
});

export const reportsPageTitles = reportsPageTitlesCatalogue.messages;
