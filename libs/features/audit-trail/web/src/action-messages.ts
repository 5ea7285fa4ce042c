import type { Translations } from '@facet/platform-i18n';

/**
 * A readable name for each action the product records, keyed by its code. A code not listed
 * here (a feature added one since) shows as itself.
 */
export const actionTranslations = {
  'result.read': {
    en: 'Viewed a result',
    es: 'Consultó un resultado',
    pt: 'Consultou um resultado',
  },
  'report.downloaded': {
    en: 'Downloaded a PDF report',
    es: 'Descargó un informe en PDF',
    pt: 'Baixou um relatório em PDF',
  },
  'group_fit.read': {
    en: 'Viewed a group’s fit',
    es: 'Consultó el ajuste de un grupo',
    pt: 'Consultou a adequação de um grupo',
  },
  'ranking.read': {
    en: 'Viewed a ranking',
    es: 'Consultó una clasificación',
    pt: 'Consultou uma classificação',
  },
  'ranking.shortlisted': {
    en: 'Added to a shortlist',
    es: 'Añadió a una preselección',
    pt: 'Adicionou a uma pré-seleção',
  },
  'ranking.unshortlisted': {
    en: 'Removed from a shortlist',
    es: 'Quitó de una preselección',
    pt: 'Removeu de uma pré-seleção',
  },
  'company.export_downloaded': {
    en: 'Downloaded results as a spreadsheet',
    es: 'Descargó resultados en una hoja de cálculo',
    pt: 'Baixou resultados em uma planilha',
  },
  'result.read_in_team_view': {
    en: 'Viewed a team view',
    es: 'Consultó la vista de equipo',
    pt: 'Consultou a visão de equipe',
  },
  'result.read_in_interview_guide': {
    en: 'Viewed an interview guide',
    es: 'Consultó una guía de entrevista',
    pt: 'Consultou um guia de entrevista',
  },
  'audit.exported': {
    en: 'Exported the audit trail',
    es: 'Exportó el registro de auditoría',
    pt: 'Exportou a trilha de auditoria',
  },
  'account.profile_updated': {
    en: 'Changed their profile',
    es: 'Cambió su perfil',
    pt: 'Alterou o próprio perfil',
  },
  'company.member_left': {
    en: 'Left the company',
    es: 'Dejó la empresa',
    pt: 'Saiu da empresa',
  },
  'company.role_changed': { en: 'Changed a role', es: 'Cambió un rol', pt: 'Alterou uma função' },
  'company.licence_changed': {
    en: 'Changed a licence',
    es: 'Cambió una licencia',
    pt: 'Alterou uma licença',
  },
  'company.employee_released': {
    en: 'Removed an employee',
    es: 'Retiró a un empleado',
    pt: 'Removeu um funcionário',
  },
  'company.invitation_sent': {
    en: 'Sent an invitation',
    es: 'Envió una invitación',
    pt: 'Enviou um convite',
  },
  'company.invitation_file_previewed': {
    en: 'Checked an invitation file',
    es: 'Revisó un archivo de invitaciones',
    pt: 'Verificou um arquivo de convites',
  },
  'company.invitations_sent_from_file': {
    en: 'Sent invitations from a file',
    es: 'Envió invitaciones desde un archivo',
    pt: 'Enviou convites a partir de um arquivo',
  },
  'company.invitation_cancelled': {
    en: 'Cancelled an invitation',
    es: 'Canceló una invitación',
    pt: 'Cancelou um convite',
  },
  'company.invitation_accepted': {
    en: 'Accepted an invitation',
    es: 'Aceptó una invitación',
    pt: 'Aceitou um convite',
  },
  'company.invitation_declined': {
    en: 'Declined an invitation',
    es: 'Rechazó una invitación',
    pt: 'Recusou um convite',
  },
  'company.reminder_sent': {
    en: 'Sent a reminder',
    es: 'Envió un recordatorio',
    pt: 'Enviou um lembrete',
  },
  'company.reminder_settings_changed': {
    en: 'Changed the reminder settings',
    es: 'Cambió los ajustes de recordatorios',
    pt: 'Alterou as configurações de lembretes',
  },
  'company.updated': {
    en: 'Changed the company details',
    es: 'Cambió los datos de la empresa',
    pt: 'Alterou os dados da empresa',
  },
  'company.logo_replaced': {
    en: 'Changed the company logo',
    es: 'Cambió el logotipo de la empresa',
    pt: 'Alterou o logotipo da empresa',
  },
  'company.logo_removed': {
    en: 'Removed the company logo',
    es: 'Quitó el logotipo de la empresa',
    pt: 'Removeu o logotipo da empresa',
  },
  'company.welcome_line_changed': {
    en: 'Changed the welcome line',
    es: 'Cambió el mensaje de bienvenida',
    pt: 'Alterou a mensagem de boas-vindas',
  },
  'company.created': { en: 'Created a company', es: 'Creó una empresa', pt: 'Criou uma empresa' },
  'company.deleted': {
    en: 'Deleted a company',
    es: 'Eliminó una empresa',
    pt: 'Excluiu uma empresa',
  },
  'company.licences_added': {
    en: 'Added licences',
    es: 'Añadió licencias',
    pt: 'Adicionou licenças',
  },
  'company.licences_revoked': {
    en: 'Withdrew licences',
    es: 'Retiró licencias',
    pt: 'Retirou licenças',
  },
  'group.created': { en: 'Created a group', es: 'Creó un grupo', pt: 'Criou um grupo' },
  'group.updated': { en: 'Changed a group', es: 'Cambió un grupo', pt: 'Alterou um grupo' },
  'group.deleted': { en: 'Deleted a group', es: 'Eliminó un grupo', pt: 'Excluiu um grupo' },
  'group.member_added': {
    en: 'Added someone to a group',
    es: 'Añadió a alguien a un grupo',
    pt: 'Adicionou alguém a um grupo',
  },
  'group.member_removed': {
    en: 'Removed someone from a group',
    es: 'Quitó a alguien de un grupo',
    pt: 'Removeu alguém de um grupo',
  },
  'group.licences_changed': {
    en: 'Changed a group’s licences',
    es: 'Cambió las licencias de un grupo',
    pt: 'Alterou as licenças de um grupo',
  },
  'profile.created': { en: 'Created a profile', es: 'Creó un perfil', pt: 'Criou um perfil' },
  'profile.updated': { en: 'Changed a profile', es: 'Cambió un perfil', pt: 'Alterou um perfil' },
  'profile.deleted': {
    en: 'Deleted a profile',
    es: 'Eliminó un perfil',
    pt: 'Excluiu um perfil',
  },
  'result.profile_chosen': {
    en: 'Chose a profile to compare a result with',
    es: 'Eligió un perfil para comparar un resultado',
    pt: 'Escolheu um perfil para comparar um resultado',
  },
  'result.retake_granted': {
    en: 'Allowed a retake',
    es: 'Permitió repetir la evaluación',
    pt: 'Permitiu refazer a avaliação',
  },
  'user.registered': {
    en: 'Registered an account',
    es: 'Registró una cuenta',
    pt: 'Registrou uma conta',
  },
  'user.created': { en: 'Created an account', es: 'Creó una cuenta', pt: 'Criou uma conta' },
  'user.deleted': {
    en: 'Deleted an account',
    es: 'Eliminó una cuenta',
    pt: 'Excluiu uma conta',
  },
  'user.password-changed': {
    en: 'Changed their password',
    es: 'Cambió su contraseña',
    pt: 'Alterou a própria senha',
  },
  'user.password-reset': {
    en: 'Reset a password',
    es: 'Restableció una contraseña',
    pt: 'Redefiniu uma senha',
  },
  'passkey.added': {
    en: 'Added a passkey',
    es: 'Añadió una llave de acceso',
    pt: 'Adicionou uma chave de acesso',
  },
  'passkey.removed': {
    en: 'Removed a passkey',
    es: 'Quitó una llave de acceso',
    pt: 'Removeu uma chave de acesso',
  },
  'passkey.signed-in': {
    en: 'Signed in with a passkey',
    es: 'Inició sesión con una llave de acceso',
    pt: 'Entrou com uma chave de acesso',
  },
  'passkey.counter-regressed': {
    en: 'A passkey answered with a signature counter that went back (refused)',
    es: 'Una llave de acceso respondió con un contador de firmas que retrocedió (rechazada)',
    pt: 'Uma chave de acesso respondeu com um contador de assinaturas que voltou atrás (recusada)',
  },
  'user.sessions-ended': {
    en: 'Ended every session of an account',
    es: 'Cerró todas las sesiones de una cuenta',
    pt: 'Encerrou todas as sessões de uma conta',
  },
  'second-factor.enrolled': {
    en: 'Set up an authenticator app',
    es: 'Configuró una aplicación de autenticación',
    pt: 'Configurou um aplicativo autenticador',
  },
  'second-factor.removed': {
    en: 'Removed an authenticator app',
    es: 'Quitó una aplicación de autenticación',
    pt: 'Removeu um aplicativo autenticador',
  },
  'second-factor.recovery-code-used': {
    en: 'Signed in with a recovery code',
    es: 'Inició sesión con un código de recuperación',
    pt: 'Entrou com um código de recuperação',
  },
  'session.refresh-token-reused': {
    en: 'A used sign-in was replayed',
    es: 'Se reutilizó una sesión ya usada',
    pt: 'Uma sessão já usada foi reutilizada',
  },
  'platform-admin.created': {
    en: 'Created a platform admin',
    es: 'Creó un administrador de la plataforma',
    pt: 'Criou um administrador da plataforma',
  },
  'platform-admin.updated': {
    en: 'Changed a platform admin',
    es: 'Cambió un administrador de la plataforma',
    pt: 'Alterou um administrador da plataforma',
  },
  'platform-admin.deleted': {
    en: 'Deleted a platform admin',
    es: 'Eliminó un administrador de la plataforma',
    pt: 'Excluiu um administrador da plataforma',
  },
  'platform-admin.password-reset-sent': {
    en: 'Sent a password reset to a platform admin',
    es: 'Envió un restablecimiento de contraseña a un administrador',
    pt: 'Enviou uma redefinição de senha a um administrador',
  },
  'platform-admin.password-reset': {
    en: 'Reset a platform admin’s password',
    es: 'Restableció la contraseña de un administrador',
    pt: 'Redefiniu a senha de um administrador',
  },
  'mail.broadcast': {
    en: 'Sent an e-mail to users',
    es: 'Envió un correo a los usuarios',
    pt: 'Enviou um e-mail aos usuários',
  },
  'contact.created': {
    en: 'Sent the contact form',
    es: 'Envió el formulario de contacto',
    pt: 'Enviou o formulário de contato',
  },
  'contact.status_changed': {
    en: 'Changed a contact request',
    es: 'Cambió una solicitud de contacto',
    pt: 'Alterou uma solicitação de contato',
  },
  'data_rights.filed': {
    en: 'Filed a data-rights request',
    es: 'Presentó una solicitud de derechos de datos',
    pt: 'Registrou uma solicitação de direitos de dados',
  },
  'data_rights.message': {
    en: 'Wrote in a data-rights request',
    es: 'Escribió en una solicitud de derechos de datos',
    pt: 'Escreveu em uma solicitação de direitos de dados',
  },
  'data_rights.confirmed': {
    en: 'Confirmed a data-rights request',
    es: 'Confirmó una solicitud de derechos de datos',
    pt: 'Confirmou uma solicitação de direitos de dados',
  },
  'data_rights.updated': {
    en: 'Updated a data-rights request',
    es: 'Actualizó una solicitud de derechos de datos',
    pt: 'Atualizou uma solicitação de direitos de dados',
  },
  'data_rights.access': {
    en: 'Granted access to personal data',
    es: 'Concedió el acceso a los datos personales',
    pt: 'Concedeu acesso aos dados pessoais',
  },
  'data_rights.portability': {
    en: 'Granted a data export',
    es: 'Concedió la portabilidad de los datos',
    pt: 'Concedeu a portabilidade dos dados',
  },
  'data_rights.rectification': {
    en: 'Corrected personal data',
    es: 'Rectificó datos personales',
    pt: 'Retificou dados pessoais',
  },
  'data_rights.suppression': {
    en: 'Erased personal data',
    es: 'Suprimió datos personales',
    pt: 'Apagou dados pessoais',
  },
  'hiring.position_created': {
    en: 'Created a position',
    es: 'Creó un puesto',
    pt: 'Criou uma vaga',
  },
  'hiring.position_updated': {
    en: 'Changed a position',
    es: 'Modificó un puesto',
    pt: 'Alterou uma vaga',
  },
  'hiring.position_closed': {
    en: 'Closed a position',
    es: 'Cerró un puesto',
    pt: 'Encerrou uma vaga',
  },
  'hiring.application_created': {
    en: 'Applied for a position',
    es: 'Se postuló a un puesto',
    pt: 'Candidatou-se a uma vaga',
  },
  'hiring.application_submitted': {
    en: 'Submitted an application',
    es: 'Envió una candidatura',
    pt: 'Enviou uma candidatura',
  },
  'sso.settings_changed': {
    en: 'Changed the single sign-on settings',
    es: 'Modificó la configuración del inicio de sesión único',
    pt: 'Alterou as configurações do login único',
  },
  'sso.signed_in': {
    en: 'Signed in with single sign-on',
    es: 'Inició sesión con inicio de sesión único',
    pt: 'Entrou com login único',
  },
  'sso.sign_in_refused': {
    en: 'Single sign-on refused a sign-in',
    es: 'El inicio de sesión único rechazó un acceso',
    pt: 'O login único recusou um acesso',
  },
} satisfies Record<string, Translations>;

export type KnownAuditAction = keyof typeof actionTranslations;

export const isKnownAuditAction = (code: string): code is KnownAuditAction =>
  Object.hasOwn(actionTranslations, code);
