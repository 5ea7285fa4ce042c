import { defineCatalogue } from '@facet/platform-i18n';

/** The names of this feature's pages in the browser tab, for the routes' `pageTitle`. */
export const companyPageTitlesCatalogue = defineCatalogue('companyPageTitles', {
  employee: { en: 'Employee', es: 'Empleado', pt: 'Colaborador' },
  invitation: { en: 'Company invitation', es: 'Invitación de empresa', pt: 'Convite da empresa' },
});

export const companyPageTitles = companyPageTitlesCatalogue.messages;
