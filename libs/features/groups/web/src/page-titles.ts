import { defineCatalogue } from '@facet/platform-i18n';

/** The names of this feature's pages in the browser tab, for the routes' `pageTitle`. */
export const groupsPageTitlesCatalogue = defineCatalogue('groupsPageTitles', {
  group: { en: 'Group', es: 'Grupo', pt: 'Grupo' },
  groupEmployee: { en: 'Group member', es: 'Miembro del grupo', pt: 'Membro do grupo' },
});

export const groupsPageTitles = groupsPageTitlesCatalogue.messages;
