import { defineCatalogue } from '@facet/platform-i18n';

/** Reminders a company's schedule or manager sends (issue 22), in the recipient's language. */
export const invitationReminderMessages = defineCatalogue('mail.invitationReminder', {
  subject: {
    en: 'Reminder: {companyName} is waiting for you on Facet',
    es: 'Recordatorio: {companyName} te espera en Facet',
    pt: 'Lembrete: {companyName} aguarda sua resposta na Facet',
  },
  intro: {
    en: '{companyName} invited you to join them on Facet and has not heard from you yet.',
    es: '{companyName} te invitó a unirte a su equipo en Facet y aún no ha recibido tu respuesta.',
    pt: '{companyName} enviou um convite para se juntar à equipe na Facet e ainda não recebeu resposta.',
  },
  newLink: {
    en: 'Here is a new link to the same invitation; earlier links no longer work.',
    es: 'Aquí tienes un enlace nuevo a la misma invitación; los enlaces anteriores ya no funcionan.',
    pt: 'Segue um novo link para o mesmo convite; os links anteriores deixaram de funcionar.',
  },
  action: { en: 'Accept the invitation', es: 'Aceptar la invitación', pt: 'Aceitar o convite' },
  expiry: {
    en: 'The invitation is valid until {expiresOn}.',
    es: 'La invitación es válida hasta el {expiresOn}.',
    pt: 'O convite é válido até {expiresOn}.',
  },
  ignore: {
    en: 'If you do not want to join {companyName}, you can ignore this e-mail.',
    es: 'Si no quieres unirte a {companyName}, puedes ignorar este correo.',
    pt: 'Se não pretende juntar-se a {companyName}, pode ignorar este e-mail.',
  },
});

export const assessmentReminderMessages = defineCatalogue('mail.assessmentReminder', {
  subject: {
    en: 'Your Facet assessment is waiting for you',
    es: 'Tu evaluación de Facet te está esperando',
    pt: 'Sua avaliação na Facet aguarda conclusão',
  },
  intro: {
    en: 'You started the personality assessment for {companyName} and have not finished it yet.',
    es: 'Empezaste la evaluación de personalidad para {companyName} y aún no la has terminado.',
    pt: 'Começou a avaliação de personalidade para {companyName} e ainda não a concluiu.',
  },
  resume: {
    en: 'Your answers so far are saved: you continue where you left off.',
    es: 'Tus respuestas están guardadas: continuarás donde lo dejaste.',
    pt: 'As respostas que já deu estão guardadas: continua onde parou.',
  },
  action: {
    en: 'Continue the assessment',
    es: 'Continuar la evaluación',
    pt: 'Continuar a avaliação',
  },
  reason: {
    en: 'You receive this because you are a member of {companyName} on Facet.',
    es: 'Recibes este correo porque eres miembro de {companyName} en Facet.',
    pt: 'Recebe este e-mail porque é membro de {companyName} na Facet.',
  },
});
