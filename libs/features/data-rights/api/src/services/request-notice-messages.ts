import { defineCatalogue } from '@facet/platform-i18n';

/** The notice platform admins are mailed of a new data-rights request, in every language. */
export const requestNoticeMessages = defineCatalogue('mail.dataRightsNotice', {
  subject: {
    en: 'New data-rights request',
    es: 'Nueva solicitud de derechos de datos',
    pt: 'Nova solicitação de direitos de dados',
  },
  /** `number` is the request's number as written (no digit grouping), `right` its code. */
  body: {
    en: 'Data-rights request {number} ({right}) has been received.',
    es: 'Se ha recibido la solicitud de derechos de datos {number} ({right}).',
    pt: 'A solicitação de direitos de dados {number} ({right}) foi recebida.',
  },
});
