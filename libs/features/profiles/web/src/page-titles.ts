import { defineCatalogue } from '@facet/platform-i18n';

/** The names of this feature's pages in the browser tab, for the routes' `pageTitle`. */
export const profilesPageTitlesCatalogue = defineCatalogue('profilesPageTitles', {
  profile: { en: 'Profile', es: 'Perfil', pt: 'Perfil' },
  ranking: {
    en: 'Ranking against a profile',
    es: 'Clasificación según un perfil',
    pt: 'Classificação por um perfil',
  },
  employeeResult: {
    en: 'Employee result',
    es: 'Resultado del empleado',
    pt: 'Resultado do colaborador',
  },
  groupEmployeeResult: {
    en: "Group member's result",
    es: 'Resultado del miembro del grupo',
    pt: 'Resultado do membro do grupo',
  },
});

export const profilesPageTitles = profilesPageTitlesCatalogue.messages;
