import { defineCatalogue } from '@facet/platform-i18n';

/** The names of this feature's pages in the browser tab, for the routes' `pageTitle`. */
export const adminPageTitlesCatalogue = defineCatalogue('adminPageTitles', {
  company: {
    en: 'Company in the back office',
    es: 'Empresa en la administración',
    pt: 'Empresa na administração',
  },
  employee: {
    en: 'Employee in the back office',
    es: 'Empleado en la administración',
    pt: 'Colaborador na administração',
  },
  employeeResult: {
    en: 'Employee result in the back office',
    es: 'Resultado de un empleado en la administración',
    pt: 'Resultado de um colaborador na administração',
  },
  profileCreate: {
    en: 'New profile in the back office',
    es: 'Nuevo perfil en la administración',
    pt: 'Novo perfil na administração',
  },
  ranking: {
    en: 'Ranking in the back office',
    es: 'Clasificación en la administración',
    pt: 'Classificação na administração',
  },
  profile: {
    en: 'Profile in the back office',
    es: 'Perfil en la administración',
    pt: 'Perfil na administração',
  },
  group: {
    en: 'Group in the back office',
    es: 'Grupo en la administración',
    pt: 'Grupo na administração',
  },
  groupEmployee: {
    en: 'Group member in the back office',
    es: 'Miembro del grupo en la administración',
    pt: 'Membro do grupo na administração',
  },
  groupEmployeeResult: {
    en: "Group member's result in the back office",
    es: 'Resultado de un miembro del grupo en la administración',
    pt: 'Resultado de um membro do grupo na administração',
  },
});

export const adminPageTitles = adminPageTitlesCatalogue.messages;
