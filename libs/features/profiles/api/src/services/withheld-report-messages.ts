import { defineCatalogue } from '@facet/platform-i18n';

/** Wording of the company's document of an invalid protocol, in every language of the product. */
export const withheldReportMessages = defineCatalogue('pdf.withheldReport', {
  title: {
    en: 'Personality report withheld',
    es: 'Informe de personalidad no emitido',
    pt: 'Relatório de personalidade não emitido',
  },
  notice: {
    en: 'These answers do not pass the protocol validity checks, so they cannot be read as a description of this person: no levels, percentiles or narrative are shown. Only the raw scores follow. You can grant one retake without a new licence.',
    es: 'Estas respuestas no superan las comprobaciones de validez del protocolo, así que no pueden leerse como una descripción de esta persona: no se muestran niveles, percentiles ni texto. Solo siguen las puntuaciones brutas. Puedes conceder una repetición sin gastar una nueva licencia.',
    pt: 'Estas respostas não passam nas verificações de validade do protocolo, por isso não podem ser lidas como uma descrição desta pessoa: não são mostrados níveis, percentis nem texto. Seguem apenas as pontuações brutas. Você pode conceder uma nova tentativa sem gastar outra licença.',
  },
  flags: {
    en: 'Checks not passed',
    es: 'Comprobaciones no superadas',
    pt: 'Verificações não aprovadas',
  },
  scale: {
    en: 'Scale',
    es: 'Escala',
    pt: 'Escala',
  },
  rawScore: {
    en: 'Raw score',
    es: 'Puntuación bruta',
    pt: 'Pontuação bruta',
  },
});
