import { defineCatalogue } from '@facet/platform-i18n';

/** Wording of the data-rights access document (a copy of one's data), in every language. */
export const accessDocumentMessages = defineCatalogue('pdf.dataRightsAccess', {
  title: {
    en: 'Your personal data held by Facet',
    es: 'Tus datos personales en Facet',
    pt: 'Seus dados pessoais no Facet',
  },
  intro: {
    en: 'This document lists every record Facet holds about you, table by table, as stored. Passwords and sign-in secrets are not shown.',
    es: 'Este documento recoge cada registro que Facet guarda sobre ti, tabla por tabla, tal como está guardado. No se muestran contraseñas ni secretos de acceso.',
    pt: 'Este documento reúne cada registro que o Facet guarda sobre você, tabela por tabela, tal como está guardado. Senhas e segredos de acesso não são mostrados.',
  },
  preparedFor: {
    en: 'Prepared for',
    es: 'Preparado para',
    pt: 'Preparado para',
  },
  generated: {
    en: 'Generated on',
    es: 'Generado el',
    pt: 'Gerado em',
  },
  /** `=1` rather than `one`, so that 0 stays plural in Portuguese as before. */
  records: {
    en: '{count, plural, =1 {1 record} other {# records}}',
    es: '{count, plural, =1 {1 registro} other {# registros}}',
    pt: '{count, plural, =1 {1 registro} other {# registros}}',
  },
});
