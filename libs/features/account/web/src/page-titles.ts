import { defineCatalogue } from '@facet/platform-i18n';

/** The names of this feature's pages in the browser tab, for the routes' `pageTitle`. */
export const accountPageTitlesCatalogue = defineCatalogue('accountPageTitles', {
  account: { en: 'Your account', es: 'Tu cuenta', pt: 'A sua conta' },
});

export const accountPageTitles = accountPageTitlesCatalogue.messages;
