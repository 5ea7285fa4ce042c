import { defineCatalogue } from '@facet/platform-i18n';

/** The notice platform admins are mailed of a new contact request, in every language. */
export const contactNoticeMessages = defineCatalogue('mail.contactNotice', {
  subject: {
    en: 'New contact request',
    es: 'Nueva solicitud de contacto',
    pt: 'Nova solicitação de contato',
  },
  body: {
    en: '{name} ({email}) has sent a contact request.',
    es: '{name} ({email}) ha enviado una solicitud de contacto.',
    pt: '{name} ({email}) enviou uma solicitação de contato.',
  },
});
