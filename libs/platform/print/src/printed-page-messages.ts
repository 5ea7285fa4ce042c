import { defineCatalogue } from '@facet/platform-i18n';

/** The wording every printed page carries at its foot, in every language of the product. */
export const printedPageMessages = defineCatalogue('pdf.page', {
  /** Printed at the foot of every page, with the company when there is one. */
  confidential: {
    en: 'Confidential',
    es: 'Confidencial',
    pt: 'Confidencial',
  },
  /** The page counter: `{page}` and `{pages}` become the CSS page counters. */
  pageOf: {
    en: 'Page {page} of {pages}',
    es: 'Página {page} de {pages}',
    pt: 'Página {page} de {pages}',
  },
});
