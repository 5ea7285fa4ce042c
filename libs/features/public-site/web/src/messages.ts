import { defineCatalogue } from '@facet/platform-i18n';

export const publicSiteCatalogue = defineCatalogue('publicSite', {
  landingTitle: {
    en: 'Know the people you work with',
    es: 'Conoce a las personas con las que trabajas',
    pt: 'Conheça as pessoas com quem trabalha',
  },
  landingDescription: {
    en: 'Facet is a Big Five personality assessment for organisations: 240 questions, clear reports, and profiles that show how people fit a position.',
    es: 'Facet es una evaluación de personalidad Big Five para organizaciones: 240 preguntas, informes claros y perfiles que muestran cómo encaja cada persona en un puesto.',
    pt: 'Facet é uma avaliação de personalidade Big Five para organizações: 240 perguntas, relatórios claros e perfis que mostram como cada pessoa se ajusta a uma função.',
  },
  systemStatusLink: { en: 'System status', es: 'Estado del sistema', pt: 'Estado do sistema' },
  systemStatusTitle: { en: 'System status', es: 'Estado del sistema', pt: 'Estado do sistema' },
  systemStatusLoading: {
    en: 'Checking the service…',
    es: 'Comprobando el servicio…',
    pt: 'A verificar o serviço…',
  },
  systemStatusApi: { en: 'API', es: 'API', pt: 'API' },
  systemStatusDatabase: { en: 'Database', es: 'Base de datos', pt: 'Base de dados' },
  systemStatusOperational: { en: 'Operational', es: 'En funcionamiento', pt: 'Operacional' },
  systemStatusUnavailable: { en: 'Unavailable', es: 'No disponible', pt: 'Indisponível' },
  systemStatusVersion: { en: 'Version {version}', es: 'Versión {version}', pt: 'Versão {version}' },
  systemStatusRetry: { en: 'Check again', es: 'Comprobar de nuevo', pt: 'Verificar novamente' },
  notFoundTitle: {
    en: 'This page does not exist',
    es: 'Esta página no existe',
    pt: 'Esta página não existe',
  },
  notFoundDescription: {
    en: 'The address may be mistyped, or the page may have moved.',
    es: 'Puede que la dirección esté mal escrita o que la página se haya movido.',
    pt: 'O endereço pode estar incorreto ou a página pode ter mudado de lugar.',
  },
  pageErrorTitle: {
    en: 'This page could not be shown',
    es: 'No se ha podido mostrar esta página',
    pt: 'Não foi possível mostrar esta página',
  },
  pageErrorDescription: {
    en: 'Something went wrong on our side. Reload the page or go back to the start.',
    es: 'Algo ha fallado por nuestra parte. Recarga la página o vuelve al inicio.',
    pt: 'Algo falhou do nosso lado. Recarregue a página ou volte ao início.',
  },
  backToHome: { en: 'Back to home', es: 'Volver al inicio', pt: 'Voltar ao início' },
});
