import { defineCatalogue } from '@facet/platform-i18n';

/** Wording of the mail the platform sends: admin broadcasts, data-rights news, admin notices. */
export const broadcastMessages = defineCatalogue('mail.broadcast', {
  reason: {
    en: 'You are receiving this message because you have a Facet account.',
    es: 'Recibes este mensaje porque tienes una cuenta en Facet.',
    pt: 'Recebe esta mensagem porque tem uma conta na Facet.',
  },
});

export const dataRightsMessages = defineCatalogue('mail.dataRights', {
  subject: {
    en: 'Update on your data-rights request no. {requestNumber}',
    es: 'Novedades sobre tu solicitud de derechos de datos n.º {requestNumber}',
    pt: 'Novidades sobre sua solicitação de direitos de dados n.º {requestNumber}',
  },
  intro: {
    en: 'There is news on your personal-data request no. {requestNumber}.',
    es: 'Hay novedades sobre tu solicitud de datos personales n.º {requestNumber}.',
    pt: 'Há novidades sobre seu pedido relativo a dados pessoais n.º {requestNumber}.',
  },
  status: {
    en: 'Its status is now: {status, select, new {Sent} inProgress {In progress} accepted {Accepted} rejected {Rejected} pending {Pending} contacted {Contacted} other {{status}}}.',
    es: 'Su estado actual es: {status, select, new {Enviada} inProgress {En curso} accepted {Aceptada} rejected {Rechazada} pending {Pendiente} contacted {Respondida} other {{status}}}.',
    pt: 'O estado atual é: {status, select, new {Enviado} inProgress {Em análise} accepted {Aprovado} rejected {Recusado} pending {Pendente} contacted {Respondido} other {{status}}}.',
  },
  detail: {
    en: 'Open the request to read the details and any new messages.',
    es: 'Abre la solicitud para leer los detalles y los mensajes nuevos.',
    pt: 'Abra o pedido para ler os detalhes e as mensagens novas.',
  },
  action: { en: 'View the request', es: 'Ver la solicitud', pt: 'Ver o pedido' },
});

export const adminNotificationMessages = defineCatalogue('mail.adminNotification', {
  intro: {
    en: 'A notice from the Facet back office:',
    es: 'Un aviso del panel de administración de Facet:',
    pt: 'Um aviso do painel de administração da Facet:',
  },
  action: {
    en: 'Open in the back office',
    es: 'Abrir en el panel de administración',
    pt: 'Abrir no painel de administração',
  },
  reason: {
    en: 'You receive these notices because notifications are on for your administrator account. You can turn them off in the back office.',
    es: 'Recibes estos avisos porque tu cuenta de administración tiene las notificaciones activadas. Puedes desactivarlas en el panel de administración.',
    pt: 'Recebe estes avisos porque sua conta de administração tem as notificações ativadas. Pode desativá-las no painel de administração.',
  },
});
