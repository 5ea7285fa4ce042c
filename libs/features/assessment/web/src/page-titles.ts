import { defineCatalogue } from '@facet/platform-i18n';

/** The names of this feature's pages in the browser tab, for the routes' `pageTitle`. */
export const assessmentPageTitlesCatalogue = defineCatalogue('assessmentPageTitles', {
  diagnostic: { en: 'Assessment', es: 'Evaluación', pt: 'Avaliação' },
  results: { en: 'Your results', es: 'Tus resultados', pt: 'Seus resultados' },
});

export const assessmentPageTitles = assessmentPageTitlesCatalogue.messages;
