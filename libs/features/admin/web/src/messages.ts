import { adminProblems } from '@facet/admin-domain';
import { companyProblems } from '@facet/company-domain';
import { problemMessages, type ProblemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';
import { accessProblems } from '@facet/platform-kernel';
import { sessionProblems } from '@facet/session-domain';

export const adminCatalogue = defineCatalogue('admin', {
  dashboardTitle: { en: 'Back office', es: 'Administración', pt: 'Administração' },
  tabsLabel: {
    en: 'Back office sections',
    es: 'Secciones de administración',
    pt: 'Secções de administração',
  },
  tabUsers: { en: 'Users', es: 'Usuarios', pt: 'Utilizadores' },
  tabCompanies: { en: 'Companies', es: 'Empresas', pt: 'Empresas' },
  tabContacts: { en: 'Contacts', es: 'Contactos', pt: 'Contactos' },
  tabDataRightsRequests: {
    en: 'Data-rights requests',
    es: 'Solicitudes de derechos de datos',
    pt: 'Solicitações de direitos de dados',
  },
  tabAdmins: { en: 'Admins', es: 'Administradores', pt: 'Administradores' },
  tabAuditTrail: { en: 'Audit trail', es: 'Registro de auditoría', pt: 'Trilha de auditoria' },
  tabSecurity: { en: 'My sign-in', es: 'Mi inicio de sesión', pt: 'Meu acesso' },
  sendMail: { en: 'Send e-mail', es: 'Enviar correo', pt: 'Enviar e-mail' },
  search: { en: 'Search', es: 'Buscar', pt: 'Pesquisar' },
  searchHint: {
    en: 'Type at least 3 characters to search.',
    es: 'Escribe al menos 3 caracteres para buscar.',
    pt: 'Escreva pelo menos 3 caracteres para pesquisar.',
  },
  loading: { en: 'Loading…', es: 'Cargando…', pt: 'A carregar…' },
  loadFailed: {
    en: 'The list could not be loaded.',
    es: 'No se pudo cargar la lista.',
    pt: 'Não foi possível carregar a lista.',
  },
  nothingFound: { en: 'Nothing found', es: 'No se encontró nada', pt: 'Nada encontrado' },
  nothingFoundDescription: {
    en: 'No record matches this search.',
    es: 'Ningún registro coincide con esta búsqueda.',
    pt: 'Nenhum registro corresponde a esta pesquisa.',
  },
  emptyList: { en: 'Nothing here yet', es: 'Aún no hay nada', pt: 'Ainda não há nada' },
  columnName: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  columnEmail: { en: 'E-mail', es: 'Correo', pt: 'E-mail' },
  columnCompany: { en: 'Company', es: 'Empresa', pt: 'Empresa' },
  columnRole: { en: 'Role', es: 'Rol', pt: 'Função' },
  columnAdministrator: { en: 'Administrator', es: 'Administrador', pt: 'Administrador' },
  columnEmployees: { en: 'Employees', es: 'Empleados', pt: 'Colaboradores' },
  columnLicences: { en: 'Licences', es: 'Licencias', pt: 'Licenças' },
  columnNotifications: { en: 'Notifications', es: 'Notificaciones', pt: 'Notificações' },
  columnActions: { en: 'Actions', es: 'Acciones', pt: 'Ações' },
  noCompany: { en: 'None', es: 'Ninguna', pt: 'Nenhuma' },
  createUser: { en: 'Create user', es: 'Crear usuario', pt: 'Criar utilizador' },
  createCompany: { en: 'Create company', es: 'Crear empresa', pt: 'Criar empresa' },
  createAdmin: { en: 'Create admin', es: 'Crear administrador', pt: 'Criar administrador' },
  view: { en: 'View {name}', es: 'Ver {name}', pt: 'Ver {name}' },
  deleteNamed: { en: 'Delete {name}', es: 'Eliminar {name}', pt: 'Eliminar {name}' },
  endSessionsNamed: {
    en: 'Sign {name} out everywhere',
    es: 'Cerrar todas las sesiones de {name}',
    pt: 'Encerrar todas as sessões de {name}',
  },
  sessionsEnded: {
    en: '{name} is signed out everywhere.',
    es: 'Se cerraron todas las sesiones de {name}.',
    pt: 'Todas as sessões de {name} foram encerradas.',
  },
  endSessionsFailed: {
    en: 'The sessions could not be ended.',
    es: 'No se pudieron cerrar las sesiones.',
    pt: 'Não foi possível encerrar as sessões.',
  },
  addLicences: { en: 'Add licences', es: 'Añadir licencias', pt: 'Adicionar licenças' },
  revokeLicences: { en: 'Revoke licences', es: 'Retirar licencias', pt: 'Retirar licenças' },
  licencesOf: {
    en: 'Licences of {name}',
    es: 'Licencias de {name}',
    pt: 'Licenças de {name}',
  },
  licenceCount: { en: 'Number of licences', es: 'Número de licencias', pt: 'Número de licenças' },
  licenceCountInvalid: {
    en: 'Enter a whole number from 1 to 2,147,483,647.',
    es: 'Introduce un número entero de 1 a 2.147.483.647.',
    pt: 'Introduza um número inteiro de 1 a 2.147.483.647.',
  },
  licences422Add: {
    en: 'A company can hold at most 2,147,483,647 licences.',
    es: 'Una empresa puede tener como máximo 2.147.483.647 licencias.',
    pt: 'Uma empresa pode ter no máximo 2.147.483.647 licenças.',
  },
  licences422Revoke: {
    en: 'The company holds fewer licences than that.',
    es: 'La empresa tiene menos licencias que esas.',
    pt: 'A empresa tem menos licenças do que isso.',
  },
  licencesAdded: {
    en: '{count, plural, one {# licence} other {# licences}} added to {name}.',
    es: '{count, plural, one {# licencia añadida} other {# licencias añadidas}} a {name}.',
    pt: '{count, plural, one {# licença adicionada} other {# licenças adicionadas}} a {name}.',
  },
  licencesRevoked: {
    en: '{count, plural, one {# licence} other {# licences}} revoked from {name}.',
    es: '{count, plural, one {# licencia retirada} other {# licencias retiradas}} de {name}.',
    pt: '{count, plural, one {# licença retirada} other {# licenças retiradas}} de {name}.',
  },
  licencesAvailableOfPurchased: {
    en: '{available, number} available of {purchased, number}',
    es: '{available, number} disponibles de {purchased, number}',
    pt: '{available, number} disponíveis de {purchased, number}',
  },
  licencesFailed: {
    en: 'The licences could not be changed.',
    es: 'No se pudieron cambiar las licencias.',
    pt: 'Não foi possível alterar as licenças.',
  },
  companyMissing: {
    en: 'This company no longer exists.',
    es: 'Esta empresa ya no existe.',
    pt: 'Esta empresa já não existe.',
  },
  confirm: { en: 'Confirm', es: 'Confirmar', pt: 'Confirmar' },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  save: { en: 'Save', es: 'Guardar', pt: 'Guardar' },
  create: { en: 'Create', es: 'Crear', pt: 'Criar' },
  deleteConfirm: { en: 'Delete', es: 'Eliminar', pt: 'Eliminar' },
  deleteCompanyTitle: {
    en: 'Delete the company {name}?',
    es: '¿Eliminar la empresa {name}?',
    pt: 'Excluir a empresa {name}?',
  },
  typeCompanyName: {
    en: 'Type {name} to confirm',
    es: 'Escribe {name} para confirmar',
    pt: 'Escreva {name} para confirmar',
  },
  deleteCompanyConfirm: {
    en: 'Delete the company',
    es: 'Eliminar la empresa',
    pt: 'Excluir a empresa',
  },
  deleteCompanyBody: {
    en: 'Its members, invitations, profiles and groups go with it. People keep their accounts and results.',
    es: 'Se eliminan sus miembros, invitaciones, perfiles y grupos. Las personas conservan sus cuentas y resultados.',
    pt: 'Os membros, convites, perfis e grupos são eliminados. As pessoas mantêm as contas e os resultados.',
  },
  deleteUserTitle: {
    en: 'Delete the user {name}?',
    es: '¿Eliminar el usuario {name}?',
    pt: 'Excluir o usuário {name}?',
  },
  deleteUserBody: {
    en: 'The account, its answers and its results are erased. This cannot be undone.',
    es: 'Se borran la cuenta, sus respuestas y sus resultados. No se puede deshacer.',
    pt: 'A conta, as respostas e os resultados são apagados. Não é possível anular.',
  },
  deleteAdminTitle: {
    en: 'Delete the administrator {name}?',
    es: '¿Eliminar al administrador {name}?',
    pt: 'Excluir o administrador {name}?',
  },
  deleteAdminBody: {
    en: 'They will no longer be able to sign in to the back office.',
    es: 'Ya no podrá entrar en la administración.',
    pt: 'Deixará de poder entrar na administração.',
  },
  deleted: {
    en: '{name} has been deleted.',
    es: 'Se eliminó {name}.',
    pt: '{name} foi excluído.',
  },
  deleteFailed: {
    en: 'It could not be deleted.',
    es: 'No se pudo eliminar.',
    pt: 'Não foi possível excluir.',
  },
  deleteLastCompanyAdmin: {
    en: 'This person is the last administrator of their company; make someone else its administrator first.',
    es: 'Esta persona es la última administradora de su empresa; nombra antes a otra persona administradora.',
    pt: 'Esta pessoa é a última administradora da empresa; nomeie primeiro outra pessoa administradora.',
  },
  deleteSelfReason: {
    en: 'You cannot delete your own account; another administrator can.',
    es: 'No puedes eliminar tu propia cuenta; otra persona administradora sí puede.',
    pt: 'Não pode excluir sua própria conta; outro administrador pode fazê-lo.',
  },
  deleteOnlyAdminReason: {
    en: 'The only platform administrator cannot be deleted; create another one first.',
    es: 'No se puede eliminar al único administrador de la plataforma; crea antes otro.',
    pt: 'Não é possível excluir o único administrador da plataforma; crie primeiro outro.',
  },
  deleteOnlyAdmin: {
    en: 'The only platform administrator cannot be deleted.',
    es: 'No se puede eliminar al único administrador de la plataforma.',
    pt: 'Não é possível excluir o único administrador da plataforma.',
  },
  notFound: {
    en: 'It no longer exists.',
    es: 'Ya no existe.',
    pt: 'Já não existe.',
  },
  fieldName: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  fieldEmail: { en: 'E-mail', es: 'Correo electrónico', pt: 'E-mail' },
  fieldPassword: { en: 'Password', es: 'Contraseña', pt: 'Palavra-passe' },
  fieldPasswordConfirmation: {
    en: 'Confirm the password',
    es: 'Confirma la contraseña',
    pt: 'Confirme a senha',
  },
  fieldLanguage: { en: 'Language', es: 'Idioma', pt: 'Idioma' },
  fieldCompanyName: { en: 'Company name', es: 'Nombre de la empresa', pt: 'Nome da empresa' },
  fieldCompanyEmail: { en: 'Company e-mail', es: 'Correo de la empresa', pt: 'E-mail da empresa' },
  fieldAdminEmail: {
    en: 'Administrator e-mail',
    es: 'Correo del administrador',
    pt: 'E-mail do administrador',
  },
  fieldAdminEmailConfirmation: {
    en: 'Administrator e-mail again',
    es: 'Repite el correo del administrador',
    pt: 'Repita o e-mail do administrador',
  },
  adminEmailHelp: {
    en: 'An existing user, who becomes the company administrator.',
    es: 'Un usuario existente, que pasa a administrar la empresa.',
    pt: 'Um usuário existente, que passa a administrar a empresa.',
  },
  invalidName: {
    en: 'Enter a name of up to 45 letters.',
    es: 'Escribe un nombre de hasta 45 letras.',
    pt: 'Escreva um nome com até 45 letras.',
  },
  invalidEmail: {
    en: 'Enter a valid e-mail address.',
    es: 'Escribe un correo electrónico válido.',
    pt: 'Escreva um e-mail válido.',
  },
  emailsDiffer: {
    en: 'The two administrator e-mails differ.',
    es: 'Los dos correos del administrador no coinciden.',
    pt: 'Os dois e-mails do administrador não coincidem.',
  },
  invalidPassword: {
    en: 'At least 8 characters with an uppercase letter, a lowercase letter and a number.',
    es: 'Al menos 8 caracteres con una mayúscula, una minúscula y un número.',
    pt: 'Pelo menos 8 caracteres com uma maiúscula, uma minúscula e um número.',
  },
  passwordsDiffer: {
    en: 'The passwords differ.',
    es: 'Las contraseñas no coinciden.',
    pt: 'As senhas não coincidem.',
  },
  invalidCompanyName: {
    en: "Up to 45 letters, digits, spaces and & ' . , ( ) -.",
    es: "Hasta 45 letras, dígitos, espacios y & ' . , ( ) -.",
    pt: "Até 45 letras, algarismos, espaços e & ' . , ( ) -.",
  },
  emailInUse: {
    en: 'This e-mail address is already in use.',
    es: 'Este correo ya está en uso.',
    pt: 'Este e-mail já está sendo utilizado.',
  },
  companyInUse: {
    en: 'Another company already uses this name or e-mail address.',
    es: 'Otra empresa ya usa este nombre o correo.',
    pt: 'Outra empresa já usa este nome ou e-mail.',
  },
  companyAdminMissing: {
    en: 'No user has this administrator e-mail; create the user first.',
    es: 'Ningún usuario tiene este correo; crea antes el usuario.',
    pt: 'Nenhum usuário tem este e-mail; crie primeiro o usuário.',
  },
  companyAdminTaken: {
    en: 'This person already administers another company.',
    es: 'Esta persona ya administra otra empresa.',
    pt: 'Esta pessoa já administra outra empresa.',
  },
  createFailed: {
    en: 'It could not be created.',
    es: 'No se pudo crear.',
    pt: 'Não foi possível criar.',
  },
  created: { en: '{name} has been created.', es: 'Se creó {name}.', pt: '{name} foi criado.' },
  notificationsLabel: {
    en: 'Notifications for {name}',
    es: 'Notificaciones de {name}',
    pt: 'Notificações de {name}',
  },
  notificationsOn: { en: 'Active', es: 'Activas', pt: 'Ativas' },
  notificationsOff: { en: 'Inactive', es: 'Inactivas', pt: 'Inativas' },
  updateFailed: {
    en: 'The change could not be saved.',
    es: 'No se pudo guardar el cambio.',
    pt: 'Não foi possível guardar a alteração.',
  },
  sendPasswordReset: {
    en: 'Send {name} a password reset',
    es: 'Enviar a {name} un cambio de contraseña',
    pt: 'Enviar a {name} uma redefinição da senha',
  },
  passwordResetSent: {
    en: 'A link to set a new password is on its way to {email}.',
    es: 'Un enlace para elegir una contraseña nueva va de camino a {email}.',
    pt: 'Um link para definir uma nova senha foi enviado para {email}.',
  },
  passwordResetFailed: {
    en: 'The password reset could not be sent.',
    es: 'No se pudo enviar el cambio de contraseña.',
    pt: 'Não foi possível enviar a redefinição da senha.',
  },
  mailTitle: { en: 'Send an e-mail', es: 'Enviar un correo', pt: 'Enviar um e-mail' },
  mailAll: {
    en: 'Send to every user',
    es: 'Enviar a todos los usuarios',
    pt: 'Enviar a todos os usuários',
  },
  mailAddresses: {
    en: 'Addresses (comma or line separated)',
    es: 'Direcciones (separadas por comas o líneas)',
    pt: 'Endereços (separados por vírgulas ou linhas)',
  },
  mailSubject: { en: 'Subject', es: 'Asunto', pt: 'Assunto' },
  mailMessageEN: { en: 'Message in English', es: 'Mensaje en inglés', pt: 'Mensagem em inglês' },
  mailMessageES: { en: 'Message in Spanish', es: 'Mensaje en español', pt: 'Mensagem em espanhol' },
  mailMessagePT: {
    en: 'Message in Portuguese',
    es: 'Mensaje en portugués',
    pt: 'Mensagem em português',
  },
  mailLanguageNote: {
    en: 'Each person receives the message in their own language.',
    es: 'Cada persona recibe el mensaje en su idioma.',
    pt: 'Cada pessoa recebe a mensagem no seu idioma.',
  },
  mailAddressesInvalid: {
    en: 'Enter at least one valid address, each one valid.',
    es: 'Escribe al menos una dirección, todas válidas.',
    pt: 'Escreva pelo menos um endereço, todos válidos.',
  },
  mailFieldRequired: {
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
    pt: 'Este campo é obrigatório.',
  },
  mailSend: { en: 'Send', es: 'Enviar', pt: 'Enviar' },
  mailSent: {
    en: 'Email sent successfully.',
    es: 'Correo enviado correctamente.',
    pt: 'E-mail enviado com sucesso.',
  },
  mailFailed: {
    en: 'Error sending email.',
    es: 'Error al enviar el correo.',
    pt: 'Erro ao enviar o e-mail.',
  },
  backToDashboard: {
    en: 'Back to the back office',
    es: 'Volver a la administración',
    pt: 'Voltar à administração',
  },
  companyLoadFailed: {
    en: 'The company could not be loaded.',
    es: 'No se pudo cargar la empresa.',
    pt: 'Não foi possível carregar a empresa.',
  },
  language_en: { en: 'English', es: 'Inglés', pt: 'Inglês' },
  language_es: { en: 'Spanish', es: 'Español', pt: 'Espanhol' },
  language_pt: { en: 'Portuguese', es: 'Portugués', pt: 'Português' },
  companyNameInUse: {
    en: 'Another company already uses this name.',
    es: 'Otra empresa ya usa este nombre.',
    pt: 'Outra empresa já usa este nome.',
  },
  companyEmailInUse: {
    en: 'Another company already uses this e-mail address.',
    es: 'Otra empresa ya usa este correo electrónico.',
    pt: 'Outra empresa já usa este e-mail.',
  },
  noUserWithEmail: {
    en: 'No user has this e-mail address.',
    es: 'Ningún usuario tiene este correo electrónico.',
    pt: 'Nenhum usuário tem este e-mail.',
  },
  noCompanyWithEmail: {
    en: 'No company has this e-mail address.',
    es: 'Ninguna empresa tiene este correo electrónico.',
    pt: 'Nenhuma empresa tem este e-mail.',
  },
});

export const adminMessages = adminCatalogue.messages;

/** The sentence for each cause the back-office API names by code. */
export const adminProblemMessages: ProblemMessages = {
  ...problemMessages(adminProblems, {
    userNotFound: adminMessages.notFound,
    noUserWithEmail: adminMessages.noUserWithEmail,
    tooManyLicences: adminMessages.licences422Add,
    tooFewLicences: adminMessages.licences422Revoke,
    adminEmailInUse: adminMessages.emailInUse,
    adminNotFound: adminMessages.notFound,
    onlyAdmin: adminMessages.deleteOnlyAdmin,
    companyNameInUse: adminMessages.companyNameInUse,
    companyEmailInUse: adminMessages.companyEmailInUse,
    companyNameOrEmailInUse: adminMessages.companyInUse,
    noAdministratorAccount: adminMessages.companyAdminMissing,
    administersAnotherCompany: adminMessages.companyAdminTaken,
    noCompanyWithEmail: adminMessages.noCompanyWithEmail,
  }),
  [companyProblems.notFound.code]: adminMessages.companyMissing,
  // The panel's calls on a company that is gone, refused before any of its own rules.
  [accessProblems.companyNotFound.code]: adminMessages.companyMissing,
  [companyProblems.lastAdmin.code]: adminMessages.deleteLastCompanyAdmin,
  [sessionProblems.emailInUse.code]: adminMessages.emailInUse,
};
