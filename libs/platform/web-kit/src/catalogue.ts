import { defineCatalogue } from '@facet/platform-i18n';

/** The strings the shared screen blocks show themselves; screens pass the rest. */
export const webKitCatalogue = defineCatalogue('webKit', {
  loading: { en: 'Loading…', es: 'Cargando…', pt: 'Carregando…' },
  exportCsv: { en: 'Download CSV', es: 'Descargar CSV', pt: 'Baixar CSV' },
  exportXlsx: { en: 'Download XLSX', es: 'Descargar XLSX', pt: 'Baixar XLSX' },
  exporting: {
    en: 'Preparing the file…',
    es: 'Preparando el archivo…',
    pt: 'Preparando o arquivo…',
  },
  companyLogo: {
    en: 'Logo of {companyName}',
    es: 'Logotipo de {companyName}',
    pt: 'Logotipo de {companyName}',
  },
  welcomeLineFrom: { en: '— {companyName}', es: '— {companyName}', pt: '— {companyName}' },
  exportFailed: {
    en: 'The file could not be downloaded. Try again.',
    es: 'No se pudo descargar el archivo. Inténtalo de nuevo.',
    pt: 'Não foi possível baixar o arquivo. Tente novamente.',
  },
});
