import { defineCatalogue } from '@facet/platform-i18n';

/** Every string of the company panel, the employee page and the invitation page. */
export const companyCatalogue = defineCatalogue('company', {
  panelTitle: { en: 'Company panel', es: 'Panel de empresa', pt: 'Painel da empresa' },
  tabsLabel: {
    en: 'Company panel sections',
    es: 'Secciones del panel de empresa',
    pt: 'Seções do painel da empresa',
  },
  tabInfo: { en: 'Info', es: 'Información', pt: 'Informações' },
  tabEmployees: { en: 'Employees', es: 'Empleados', pt: 'Colaboradores' },
  tabInvitations: { en: 'Invitations', es: 'Invitaciones', pt: 'Convites' },
  support: { en: 'Contact support', es: 'Contactar con soporte', pt: 'Falar com o suporte' },
  loading: { en: 'Loading…', es: 'Cargando…', pt: 'Carregando…' },
  accessDenied: {
    en: 'You need the manager role in a company to open this page.',
    es: 'Necesitas el rol de responsable en una empresa para abrir esta página.',
    pt: 'É preciso ter a função de gestor numa empresa para abrir esta página.',
  },

  infoTitle: { en: 'Company information', es: 'Datos de la empresa', pt: 'Dados da empresa' },
  fieldName: { en: 'Company name', es: 'Nombre de la empresa', pt: 'Nome da empresa' },
  fieldEmail: { en: 'Company e-mail', es: 'Correo de la empresa', pt: 'E-mail da empresa' },
  administrator: { en: 'Administrator', es: 'Administrador', pt: 'Administrador' },
  adminEmail: {
    en: 'Administrator e-mail',
    es: 'Correo del administrador',
    pt: 'E-mail do administrador',
  },
  licences: { en: 'Licences', es: 'Licencias', pt: 'Licenças' },
  availableLicences: {
    en: '{available} of {total} available',
    es: '{available} de {total} disponibles',
    pt: '{available} de {total} disponíveis',
  },
  employeesCount: { en: 'Employees', es: 'Empleados', pt: 'Colaboradores' },
  notSet: { en: 'Not set', es: 'Sin definir', pt: 'Não definido' },
  edit: { en: 'Edit', es: 'Editar', pt: 'Editar' },
  save: { en: 'Save changes', es: 'Guardar cambios', pt: 'Salvar alterações' },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  companyUpdated: {
    en: 'Company information saved.',
    es: 'Datos de la empresa guardados.',
    pt: 'Dados da empresa salvos.',
  },
  loadCompanyFailed: {
    en: 'Error fetching company data',
    es: 'Error al cargar los datos de la empresa',
    pt: 'Erro ao carregar os dados da empresa',
  },
  updateFailed: {
    en: 'Error updating company',
    es: 'Error al actualizar la empresa',
    pt: 'Erro ao atualizar a empresa',
  },
  updateConflict: {
    en: 'Another company already uses this name or e-mail address.',
    es: 'Otra empresa ya usa este nombre o esta dirección de correo.',
    pt: 'Outra empresa já usa este nome ou este endereço de e-mail.',
  },
  updateForbidden: {
    en: 'Only company administrators can edit this information.',
    es: 'Solo los administradores de la empresa pueden editar estos datos.',
    pt: 'Apenas os administradores da empresa podem editar estes dados.',
  },
  nameInvalid: {
    en: "Enter a name of up to 45 letters, digits, spaces or & ' . , ( ) -.",
    es: "Escribe un nombre de hasta 45 letras, cifras, espacios o & ' . , ( ) -.",
    pt: "Digite um nome de até 45 letras, algarismos, espaços ou & ' . , ( ) -.",
  },
  emailInvalid: {
    en: 'Enter a valid e-mail address.',
    es: 'Escribe una dirección de correo válida.',
    pt: 'Digite um endereço de e-mail válido.',
  },

  employeesTableLabel: { en: 'Employees', es: 'Empleados', pt: 'Colaboradores' },
  columnName: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  columnEmail: { en: 'E-mail', es: 'Correo', pt: 'E-mail' },
  columnRole: { en: 'Role', es: 'Rol', pt: 'Função' },
  columnLicence: { en: 'Licence', es: 'Licencia', pt: 'Licença' },
  columnActions: { en: 'Actions', es: 'Acciones', pt: 'Ações' },
  inspect: { en: 'Inspect {name}', es: 'Ver a {name}', pt: 'Ver {name}' },
  remove: { en: 'Remove {name}', es: 'Quitar a {name}', pt: 'Remover {name}' },
  noEmployeesTitle: {
    en: 'No employees yet',
    es: 'Todavía no hay empleados',
    pt: 'Ainda não há colaboradores',
  },
  noEmployeesDescription: {
    en: 'Invite people to the company to see them here.',
    es: 'Invita a personas a la empresa para verlas aquí.',
    pt: 'Convide pessoas para a empresa para vê-las aqui.',
  },
  loadEmployeesFailed: {
    en: 'Error fetching employees data',
    es: 'Error al cargar los empleados',
    pt: 'Erro ao carregar os colaboradores',
  },
  invitationStatusPending: { en: 'Pending', es: 'Pendiente', pt: 'Pendente' },
  invitationStatusCancelled: { en: 'Cancelled', es: 'Cancelada', pt: 'Cancelada' },
  invitationStatusRejected: { en: 'Rejected', es: 'Rechazada', pt: 'Recusada' },
  invitationStatusAccepted: { en: 'Accepted', es: 'Aceptada', pt: 'Aceita' },
  invitationStatusExpired: { en: 'Expired', es: 'Caducada', pt: 'Expirada' },

  releaseTitle: {
    en: 'Remove {name} from the company?',
    es: '¿Quitar a {name} de la empresa?',
    pt: 'Remover {name} da empresa?',
  },
  releaseBody: {
    en: 'They keep their account and their own results but leave the company. This cannot be undone; you can invite them again later.',
    es: 'Conserva su cuenta y sus propios resultados, pero deja la empresa. No se puede deshacer; podrás invitarle de nuevo más adelante.',
    pt: 'A pessoa mantém a conta e os próprios resultados, mas deixa a empresa. Não é possível desfazer; poderá convidá-la novamente mais tarde.',
  },
  releaseConfirm: { en: 'Remove employee', es: 'Quitar empleado', pt: 'Remover colaborador' },
  released: {
    en: '{name} has left the company.',
    es: '{name} ha dejado la empresa.',
    pt: '{name} deixou a empresa.',
  },
  releaseFailed: {
    en: 'Error removing employee',
    es: 'Error al quitar al empleado',
    pt: 'Erro ao remover o colaborador',
  },
  releaseLastAdmin: {
    en: 'This person is the company’s last administrator; make someone else an administrator first.',
    es: 'Esta persona es la última administradora de la empresa; nombra antes a otra persona administradora.',
    pt: 'Esta pessoa é o último administrador da empresa; nomeie primeiro outra pessoa como administradora.',
  },
  releaseSelfReason: {
    en: 'You cannot remove yourself here; leave the company from your account page.',
    es: 'No puedes quitarte a ti desde aquí; deja la empresa desde la página de tu cuenta.',
    pt: 'Não pode remover-se a si mesmo aqui; saia da empresa na página da sua conta.',
  },
  ownRoleReason: {
    en: 'You cannot change your own role; another administrator can.',
    es: 'No puedes cambiar tu propio rol; otra persona administradora sí puede.',
    pt: 'Não pode alterar a sua própria função; outro administrador pode fazê-lo.',
  },
  onlyAdmins: {
    en: 'Only company administrators can do this.',
    es: 'Solo los administradores de la empresa pueden hacerlo.',
    pt: 'Apenas os administradores da empresa podem fazer isto.',
  },

  invitationsTableLabel: { en: 'Invitations', es: 'Invitaciones', pt: 'Convites' },
  columnGuest: { en: 'E-mail', es: 'Correo', pt: 'E-mail' },
  columnDate: { en: 'Date', es: 'Fecha', pt: 'Data' },
  columnStatus: { en: 'Status', es: 'Estado', pt: 'Status' },
  noInvitationsTitle: {
    en: 'No invitations yet',
    es: 'Todavía no hay invitaciones',
    pt: 'Ainda não há convites',
  },
  noInvitationsDescription: {
    en: 'Invite someone to join the company.',
    es: 'Invita a alguien a unirse a la empresa.',
    pt: 'Convide alguém para entrar na empresa.',
  },
  loadInvitationsFailed: {
    en: 'Error fetching invitations data',
    es: 'Error al cargar las invitaciones',
    pt: 'Erro ao carregar os convites',
  },
  cancelInvitation: {
    en: 'Cancel invitation to {guest}',
    es: 'Cancelar la invitación a {guest}',
    pt: 'Cancelar o convite para {guest}',
  },
  cancelInvitationTitle: {
    en: 'Cancel the invitation to {guest}?',
    es: '¿Cancelar la invitación a {guest}?',
    pt: 'Cancelar o convite para {guest}?',
  },
  cancelInvitationBody: {
    en: 'The link in the e-mail stops working at once.',
    es: 'El enlace del correo dejará de funcionar de inmediato.',
    pt: 'O link do e-mail deixa de funcionar imediatamente.',
  },
  cancelInvitationConfirm: {
    en: 'Cancel invitation',
    es: 'Cancelar invitación',
    pt: 'Cancelar convite',
  },
  keepInvitation: { en: 'Keep it', es: 'Mantenerla', pt: 'Manter' },
  invitationCancelled: {
    en: 'Invitation cancelled.',
    es: 'Invitación cancelada.',
    pt: 'Convite cancelado.',
  },
  cancelInvitationFailed: {
    en: 'Error canceling invitation',
    es: 'Error al cancelar la invitación',
    pt: 'Erro ao cancelar o convite',
  },

  inviteButton: { en: 'Invite', es: 'Invitar', pt: 'Convidar' },
  inviteTitle: { en: 'Invite someone', es: 'Invitar a alguien', pt: 'Convidar alguém' },
  inviteEmail: { en: 'E-mail', es: 'Correo', pt: 'E-mail' },
  inviteRole: { en: 'Role', es: 'Rol', pt: 'Função' },
  inviteSubmit: { en: 'Send invitation', es: 'Enviar invitación', pt: 'Enviar convite' },
  inviteSent: {
    en: 'Invitation sent to {guest}.',
    es: 'Invitación enviada a {guest}.',
    pt: 'Convite enviado para {guest}.',
  },
  roleRequired: { en: 'Choose a role.', es: 'Elige un rol.', pt: 'Escolha uma função.' },
  inviteFailed: {
    en: 'Error inviting employee',
    es: 'Error al invitar al empleado',
    pt: 'Erro ao convidar o colaborador',
  },
  invite400: {
    en: 'There is already a pending invitation for this e-mail address.',
    es: 'Ya hay una invitación pendiente para esta dirección de correo.',
    pt: 'Já existe um convite pendente para este endereço de e-mail.',
  },
  invite402: {
    en: 'The company has no licences left. Contact support to get more before inviting.',
    es: 'La empresa no tiene licencias disponibles. Contacta con soporte para conseguir más antes de invitar.',
    pt: 'A empresa não tem licenças disponíveis. Fale com o suporte para obter mais antes de convidar.',
  },
  invite403: {
    en: 'This person administers another company and cannot be invited, or your role cannot invite administrators.',
    es: 'Esta persona administra otra empresa y no se le puede invitar, o tu rol no puede invitar administradores.',
    pt: 'Esta pessoa administra outra empresa e não pode ser convidada, ou a sua função não pode convidar administradores.',
  },
  invite409: {
    en: 'This person is already in the company.',
    es: 'Esta persona ya está en la empresa.',
    pt: 'Esta pessoa já está na empresa.',
  },
  invite423: {
    en: 'This person already has a pending invitation from another company.',
    es: 'Esta persona ya tiene una invitación pendiente de otra empresa.',
    pt: 'Esta pessoa já tem um convite pendente de outra empresa.',
  },
  invite429: {
    en: 'This address was invited less than an hour ago. Please wait before inviting it again.',
    es: 'Esta dirección fue invitada hace menos de una hora. Espera antes de volver a invitarla.',
    pt: 'Este endereço foi convidado há menos de uma hora. Aguarde antes de convidá-lo novamente.',
  },

  backToPanel: {
    en: 'Back to the company panel',
    es: 'Volver al panel de empresa',
    pt: 'Voltar ao painel da empresa',
  },
  joined: { en: 'Joined', es: 'Se unió', pt: 'Entrou em' },
  licenceTitle: { en: 'Licence', es: 'Licencia', pt: 'Licença' },
  grantLicence: { en: 'Grant licence', es: 'Conceder licencia', pt: 'Conceder licença' },
  withdrawLicence: { en: 'Withdraw licence', es: 'Retirar licencia', pt: 'Retirar licença' },
  licenceInProgress: {
    en: 'An assessment is in progress; the licence cannot be changed until it ends.',
    es: 'Hay una evaluación en curso; la licencia no se puede cambiar hasta que termine.',
    pt: 'Há uma avaliação em andamento; a licença não pode ser alterada até terminar.',
  },
  licenceChanged: {
    en: 'Licence updated.',
    es: 'Licencia actualizada.',
    pt: 'Licença atualizada.',
  },
  licenceFailed: {
    en: 'Error changing diagnosis permission',
    es: 'Error al cambiar el permiso de evaluación',
    pt: 'Erro ao alterar a permissão de avaliação',
  },
  licence402: {
    en: 'The company has no licences left to grant.',
    es: 'La empresa no tiene licencias disponibles para conceder.',
    pt: 'A empresa não tem licenças disponíveis para conceder.',
  },
  licence409: {
    en: 'The licence has already changed. Reload the page to see its state.',
    es: 'La licencia ya ha cambiado. Recarga la página para ver su estado.',
    pt: 'A licença já foi alterada. Recarregue a página para ver o estado.',
  },
  roleTitle: { en: 'Role', es: 'Rol', pt: 'Função' },
  newRole: { en: 'New role', es: 'Nuevo rol', pt: 'Nova função' },
  changeRole: { en: 'Change role', es: 'Cambiar rol', pt: 'Alterar função' },
  roleChanged: { en: 'Role changed.', es: 'Rol cambiado.', pt: 'Função alterada.' },
  roleFailed: {
    en: 'Error changing user role',
    es: 'Error al cambiar el rol',
    pt: 'Erro ao alterar a função',
  },
  role409: {
    en: 'This person already has that role, or is the company’s last administrator.',
    es: 'Esta persona ya tiene ese rol o es la última administradora de la empresa.',
    pt: 'Esta pessoa já tem essa função ou é o último administrador da empresa.',
  },
  notInCompany: {
    en: 'This person is not an employee of this company.',
    es: 'Esta persona no es empleada de esta empresa.',
    pt: 'Esta pessoa não é colaboradora desta empresa.',
  },
  removeFromCompany: {
    en: 'Remove from the company',
    es: 'Quitar de la empresa',
    pt: 'Remover da empresa',
  },

  acceptTitle: {
    en: 'Join {companyName}',
    es: 'Únete a {companyName}',
    pt: 'Entre em {companyName}',
  },
  acceptBody: {
    en: 'You have been invited to join {companyName} on Facet. Accepting moves your account to this company; your own results stay with you.',
    es: 'Te han invitado a unirte a {companyName} en Facet. Al aceptar, tu cuenta pasa a esta empresa; tus propios resultados siguen siendo tuyos.',
    pt: 'Você recebeu um convite para entrar em {companyName} na Facet. Ao aceitar, a sua conta passa para esta empresa; os seus resultados continuam sendo seus.',
  },
  acceptInvitedBy: {
    en: '{inviterName} invited you ({email}) to join {companyName} as {role, select, admin {company administrator} manager {manager} candidate {candidate} other {employee}}.',
    es: '{inviterName} te ha invitado ({email}) a unirte a {companyName} como {role, select, admin {administrador de la empresa} manager {responsable} candidate {candidato} other {empleado}}.',
    pt: '{inviterName} convidou você ({email}) para entrar em {companyName} como {role, select, admin {administrador da empresa} manager {gestor} candidate {candidato} other {colaborador}}.',
  },
  acceptInvitedAs: {
    en: '{companyName} invited you ({email}) as {role, select, admin {company administrator} manager {manager} candidate {candidate} other {employee}}.',
    es: '{companyName} te ha invitado ({email}) como {role, select, admin {administrador de la empresa} manager {responsable} candidate {candidato} other {empleado}}.',
    pt: '{companyName} convidou você ({email}) como {role, select, admin {administrador da empresa} manager {gestor} candidate {candidato} other {colaborador}}.',
  },
  acceptCheckingLink: {
    en: 'Checking the invitation…',
    es: 'Comprobando la invitación…',
    pt: 'Verificando o convite…',
  },
  acceptLinkGone: {
    en: 'This invitation can no longer be used: it has expired, was cancelled or was used already. Ask the company for a new one.',
    es: 'Esta invitación ya no se puede usar: ha caducado, se ha cancelado o ya se ha usado. Pide una nueva a la empresa.',
    pt: 'Este convite não pode mais ser usado: expirou, foi cancelado ou já foi usado. Peça um novo à empresa.',
  },
  acceptButton: {
    en: 'Accept the invitation',
    es: 'Aceptar la invitación',
    pt: 'Aceitar o convite',
  },
  acceptedTitle: {
    en: 'Welcome to {companyName}',
    es: 'Te damos la bienvenida a {companyName}',
    pt: 'Boas-vindas a {companyName}',
  },
  acceptedBody: {
    en: 'You are now a member of {companyName}.',
    es: 'Ahora eres miembro de {companyName}.',
    pt: 'Agora você faz parte de {companyName}.',
  },
  declineButton: { en: 'Decline', es: 'Rechazar', pt: 'Recusar' },
  declinedTitle: {
    en: 'Invitation declined',
    es: 'Invitación rechazada',
    pt: 'Convite recusado',
  },
  declinedBody: {
    en: 'You declined the invitation of {companyName}. Your account stays as it was.',
    es: 'Has rechazado la invitación de {companyName}. Tu cuenta sigue como estaba.',
    pt: 'Você recusou o convite de {companyName}. Sua conta continua como estava.',
  },
  declineFailed: {
    en: 'The invitation could not be declined. Please try again.',
    es: 'No se ha podido rechazar la invitación. Inténtalo de nuevo.',
    pt: 'Não foi possível recusar o convite. Tente novamente.',
  },
  goToAccount: { en: 'Go to my account', es: 'Ir a mi cuenta', pt: 'Ir para a minha conta' },
  acceptFailed: {
    en: 'Change company failed',
    es: 'No se pudo cambiar de empresa',
    pt: 'Não foi possível mudar de empresa',
  },
  accept401: {
    en: 'Sign in with the invited e-mail address to accept.',
    es: 'Inicia sesión con la dirección invitada para aceptar.',
    pt: 'Entre com o endereço de e-mail convidado para aceitar.',
  },
  accept403: {
    en: 'This invitation was sent to another e-mail address, or you administer another company.',
    es: 'Esta invitación se envió a otra dirección de correo, o administras otra empresa.',
    pt: 'Este convite foi enviado para outro endereço de e-mail, ou você administra outra empresa.',
  },
  accept404: {
    en: 'This invitation link is not valid.',
    es: 'Este enlace de invitación no es válido.',
    pt: 'Este link de convite não é válido.',
  },
  accept409: {
    en: 'This invitation has already been used, or you are already a member.',
    es: 'Esta invitación ya se ha usado, o ya eres miembro.',
    pt: 'Este convite já foi usado, ou você já faz parte da empresa.',
  },
  accept410: {
    en: 'This invitation has expired or was cancelled. Ask the company for a new one.',
    es: 'Esta invitación ha caducado o fue cancelada. Pide una nueva a la empresa.',
    pt: 'Este convite expirou ou foi cancelado. Peça um novo à empresa.',
  },
  signIn: { en: 'Sign in', es: 'Iniciar sesión', pt: 'Entrar' },

  employeeTabsLabel: {
    en: 'Employee sections',
    es: 'Secciones del empleado',
    pt: 'Seções do colaborador',
  },
  tabResults: { en: 'Results', es: 'Resultados', pt: 'Resultados' },
  tabGroups: { en: 'Groups', es: 'Grupos', pt: 'Grupos' },
  columnNumber: { en: 'Number', es: 'Número', pt: 'Número' },
  columnGroupName: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  columnUsers: { en: 'Users', es: 'Usuarios', pt: 'Usuários' },
  resultsTableLabel: {
    en: 'Results of the employee',
    es: 'Resultados del empleado',
    pt: 'Resultados do colaborador',
  },
  groupsTableLabel: {
    en: 'Groups of the employee',
    es: 'Grupos del empleado',
    pt: 'Grupos do colaborador',
  },
  inspectResult: {
    en: 'Inspect result {number}',
    es: 'Ver el resultado {number}',
    pt: 'Ver o resultado {number}',
  },
  noResultsTitle: {
    en: 'No results yet',
    es: 'Todavía no hay resultados',
    pt: 'Ainda não há resultados',
  },
  noResultsDescription: {
    en: 'Results appear here once this person completes an assessment with a company licence.',
    es: 'Los resultados aparecen aquí cuando esta persona completa una evaluación con una licencia de la empresa.',
    pt: 'Os resultados aparecem aqui quando esta pessoa conclui uma avaliação com uma licença da empresa.',
  },
  noGroupsTitle: {
    en: 'Not in any group',
    es: 'No está en ningún grupo',
    pt: 'Não está em nenhum grupo',
  },
  noGroupsDescription: {
    en: 'Add this person to a group from the Groups tab of the company panel.',
    es: 'Añade a esta persona a un grupo desde la pestaña Grupos del panel de empresa.',
    pt: 'Adicione esta pessoa a um grupo na aba Grupos do painel da empresa.',
  },
  loadResultsFailed: {
    en: 'The results could not be loaded.',
    es: 'No se pudieron cargar los resultados.',
    pt: 'Não foi possível carregar os resultados.',
  },
  loadGroupsFailed: {
    en: 'The groups could not be loaded.',
    es: 'No se pudieron cargar los grupos.',
    pt: 'Não foi possível carregar os grupos.',
  },
  dashboardTitle: {
    en: '{company} at a glance',
    es: '{company} de un vistazo',
    pt: '{company} num relance',
  },
  dashboardLoading: {
    en: 'Loading the company figures…',
    es: 'Cargando las cifras de la empresa…',
    pt: 'A carregar os números da empresa…',
  },
  dashboardLoadFailed: {
    en: 'The company figures could not be loaded.',
    es: 'No se pudieron cargar las cifras de la empresa.',
    pt: 'Não foi possível carregar os números da empresa.',
  },
  licencesFigure: { en: 'Licences', es: 'Licencias', pt: 'Licenças' },
  licencesFigureDetail: {
    en: '{granted} in use, {available} free of {total}',
    es: '{granted} en uso, {available} libres de {total}',
    pt: '{granted} em uso, {available} livres de {total}',
  },
  pendingInvitationsFigure: {
    en: 'Invitations pending',
    es: 'Invitaciones pendientes',
    pt: 'Convites pendentes',
  },
  inProgressFigure: {
    en: 'Assessments in progress',
    es: 'Evaluaciones en curso',
    pt: 'Avaliações em curso',
  },
  finishedThisMonthFigure: {
    en: 'Finished this month',
    es: 'Terminadas este mes',
    pt: 'Concluídas este mês',
  },
  recentResultsTitle: {
    en: 'Recent results',
    es: 'Resultados recientes',
    pt: 'Resultados recentes',
  },
  noRecentResults: {
    en: 'No one in the company has finished an assessment yet. Invite people and grant them a licence to begin.',
    es: 'Nadie en la empresa ha terminado aún una evaluación. Invita a personas y concédeles una licencia para empezar.',
    pt: 'Ninguém na empresa concluiu ainda uma avaliação. Convide pessoas e atribua-lhes uma licença para começar.',
  },
  recentResultLink: {
    en: 'Open the result of {name} from {date}',
    es: 'Abrir el resultado de {name} del {date}',
    pt: 'Abrir o resultado de {name} de {date}',
  },
  shortcutsTitle: { en: 'Shortcuts', es: 'Accesos directos', pt: 'Atalhos' },
  shortcutInvite: { en: 'Invite people', es: 'Invitar a personas', pt: 'Convidar pessoas' },
  shortcutCreateProfile: { en: 'Create a profile', es: 'Crear un perfil', pt: 'Criar um perfil' },
  shortcutCreateGroup: { en: 'Create a group', es: 'Crear un grupo', pt: 'Criar um grupo' },
  shortcutCompanyPanel: {
    en: 'Open the company panel',
    es: 'Abrir el panel de empresa',
    pt: 'Abrir o painel da empresa',
  },
  trendTitle: {
    en: 'Assessments finished per month',
    es: 'Evaluaciones terminadas por mes',
    pt: 'Avaliações concluídas por mês',
  },
  trendLoading: {
    en: 'Loading the chart…',
    es: 'Cargando el gráfico…',
    pt: 'A carregar o gráfico…',
  },
  trendEmpty: {
    en: 'No one in the company has finished an assessment in the last six months.',
    es: 'Nadie en la empresa ha terminado una evaluación en los últimos seis meses.',
    pt: 'Ninguém na empresa concluiu uma avaliação nos últimos seis meses.',
  },
  trendShowTable: {
    en: 'Show as a table',
    es: 'Ver como tabla',
    pt: 'Ver como tabela',
  },
  trendShowChart: {
    en: 'Show as a chart',
    es: 'Ver como gráfico',
    pt: 'Ver como gráfico',
  },
  trendMonthColumn: { en: 'Month', es: 'Mes', pt: 'Mês' },
  trendFinishedColumn: {
    en: 'Assessments finished',
    es: 'Evaluaciones terminadas',
    pt: 'Avaliações concluídas',
  },
});

export const companyMessages = companyCatalogue.messages;
