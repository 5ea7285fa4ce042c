import { dataRightsProblems } from '@facet/data-rights-domain';
import { problemMessages, type ProblemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';
import { requestProblems, accessProblems } from '@facet/platform-kernel';

/** Every string of the data-rights screens. */
export const dataRightsCatalogue = defineCatalogue('dataRights', {
  accountTabTitle: {
    en: 'Data-rights requests',
    es: 'Solicitudes de derechos de datos',
    pt: 'Solicitações de direitos de dados',
  },
  searchRequests: { en: 'Search', es: 'Buscar', pt: 'Pesquisar' },
  searchHint: {
    en: 'Type at least 3 characters to search.',
    es: 'Escribe al menos 3 caracteres para buscar.',
    pt: 'Escreva pelo menos 3 caracteres para pesquisar.',
  },
  formTitle: {
    en: 'Exercise your data-protection rights',
    es: 'Ejerce tus derechos de protección de datos',
    pt: 'Exerça seus direitos de proteção de dados',
  },
  formIntro: {
    en: 'Tell us which right you want to exercise. We answer by e-mail and in the request’s thread.',
    es: 'Indica qué derecho quieres ejercer. Te respondemos por correo y en el hilo de la solicitud.',
    pt: 'Indique qual direito deseja exercer. Respondemos por e-mail e na conversa do pedido.',
  },
  name: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  email: { en: 'E-mail', es: 'Correo electrónico', pt: 'E-mail' },
  phone: { en: 'Phone (optional)', es: 'Teléfono (opcional)', pt: 'Telefone (opcional)' },
  right: { en: 'Right', es: 'Derecho', pt: 'Direito' },
  chooseRight: { en: 'Choose a right', es: 'Elige un derecho', pt: 'Escolha um direito' },
  entity: { en: 'Whose data', es: 'De quién son los datos', pt: 'De quem são os dados' },
  entityEmployee: { en: 'Mine, as a person', es: 'Míos, como persona', pt: 'Meus, como pessoa' },
  entityCompany: {
    en: 'My company’s (I administer it)',
    es: 'De mi empresa (la administro)',
    pt: 'Da minha empresa (sou administrador)',
  },
  details: { en: 'Details', es: 'Detalles', pt: 'Detalhes' },
  send: { en: 'Send request', es: 'Enviar solicitud', pt: 'Enviar pedido' },
  received: {
    en: 'Your request has been received. We have sent a confirmation to your e-mail.',
    es: 'Hemos recibido tu solicitud. Te hemos enviado una confirmación por correo.',
    pt: 'Recebemos seu pedido. Enviamos uma confirmação para seu e-mail.',
  },
  viewRequest: { en: 'See your request', es: 'Ver tu solicitud', pt: 'Ver o seu pedido' },
  requestError: {
    en: 'Some fields need attention.',
    es: 'Algunos campos necesitan atención.',
    pt: 'Alguns campos precisam de atenção.',
  },
  sendFailed: {
    en: 'Error sending form.',
    es: 'Error al enviar el formulario.',
    pt: 'Erro ao enviar o formulário.',
  },
  rightAccess: { en: 'Access', es: 'Acceso', pt: 'Acesso' },
  rightRectification: { en: 'Rectification', es: 'Rectificación', pt: 'Retificação' },
  rightSuppression: { en: 'Suppression', es: 'Supresión', pt: 'Supressão' },
  rightObjection: { en: 'Objection', es: 'Oposición', pt: 'Oposição' },
  rightPortability: { en: 'Portability', es: 'Portabilidad', pt: 'Portabilidade' },
  rightLimitation: { en: 'Limitation', es: 'Limitación', pt: 'Limitação' },
  solutionPending: { en: 'Pending', es: 'Pendiente', pt: 'Pendente' },
  tableLabel: {
    en: 'Your data-rights requests',
    es: 'Tus solicitudes de derechos de datos',
    pt: 'Suas solicitações de direitos de dados',
  },
  adminTableLabel: {
    en: 'Data-rights requests',
    es: 'Solicitudes de derechos de datos',
    pt: 'Solicitações de direitos de dados',
  },
  columnNumber: { en: 'Number', es: 'Número', pt: 'Número' },
  columnDate: { en: 'Date', es: 'Fecha', pt: 'Data' },
  columnRight: { en: 'Right', es: 'Derecho', pt: 'Direito' },
  columnStatus: { en: 'Status', es: 'Estado', pt: 'Estado' },
  columnName: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  columnActions: { en: 'Actions', es: 'Acciones', pt: 'Ações' },
  open: {
    en: 'Open request {number}',
    es: 'Abrir solicitud {number}',
    pt: 'Abrir pedido {number}',
  },
  noRequestsTitle: {
    en: 'No data-rights requests yet',
    es: 'Aún no hay solicitudes de derechos de datos',
    pt: 'Ainda não há solicitações de direitos de dados',
  },
  noRequestsDescription: {
    en: 'Requests you file from the data-rights form appear here.',
    es: 'Las solicitudes que envíes desde el formulario de derechos aparecen aquí.',
    pt: 'Os pedidos enviados pelo formulário de direitos aparecem aqui.',
  },
  newRequest: { en: 'New request', es: 'Nueva solicitud', pt: 'Novo pedido' },
  loadFailed: {
    en: 'Error fetching data-rights requests.',
    es: 'Error al cargar las solicitudes de derechos de datos.',
    pt: 'Erro ao carregar as solicitações de direitos de dados.',
  },
  loading: { en: 'Loading…', es: 'Cargando…', pt: 'Carregando…' },
  detailTitle: { en: 'Request {number}', es: 'Solicitud {number}', pt: 'Pedido {number}' },
  requestDate: { en: 'Request date', es: 'Fecha de la solicitud', pt: 'Data do pedido' },
  solution: { en: 'Applied solution', es: 'Solución aplicada', pt: 'Solução aplicada' },
  status: { en: 'Status', es: 'Estado', pt: 'Estado' },
  thread: { en: 'Messages', es: 'Mensajes', pt: 'Mensagens' },
  noMessages: {
    en: 'No messages yet.',
    es: 'Aún no hay mensajes.',
    pt: 'Ainda não há mensagens.',
  },
  authorUser: { en: 'You', es: 'Tú', pt: 'Você' },
  authorAdmin: { en: 'Facet team', es: 'Equipo de Facet', pt: 'Equipe do Facet' },
  writeMessage: { en: 'Your message', es: 'Tu mensaje', pt: 'A sua mensagem' },
  sendMessage: { en: 'Send message', es: 'Enviar mensaje', pt: 'Enviar mensagem' },
  messageFailed: {
    en: 'The message could not be sent.',
    es: 'No se pudo enviar el mensaje.',
    pt: 'Não foi possível enviar a mensagem.',
  },
  downloadDocument: {
    en: 'Open your data document',
    es: 'Abrir el documento con tus datos',
    pt: 'Abrir o documento com seus dados',
  },
  documentReady: {
    en: 'Your document is ready. The link works for 15 minutes.',
    es: 'Tu documento está listo. El enlace funciona durante 15 minutos.',
    pt: 'Seu documento está pronto. O link funciona por 15 minutos.',
  },
  openDocument: { en: 'Open document', es: 'Abrir documento', pt: 'Abrir documento' },
  confirmRequestIntro: {
    en: 'This request was filed under your e-mail address without signing in. We act on it only once you confirm that you made it. If you did not, tell us in the thread and we will close it.',
    es: 'Esta solicitud se envió con tu dirección de correo sin iniciar sesión. Solo la tramitamos cuando confirmes que la hiciste tú. Si no fuiste tú, dínoslo en el hilo y la cerraremos.',
    pt: 'Este pedido foi enviado com seu endereço de e-mail sem entrar. Só o tratamos quando você confirmar que foi você quem o fez. Se não foi, diga-nos na conversa e o encerraremos.',
  },
  confirmRequest: {
    en: 'I made this request',
    es: 'Hice yo esta solicitud',
    pt: 'Fui eu que fiz este pedido',
  },
  confirmRequestMessage: {
    en: 'I confirm that I made this request.',
    es: 'Confirmo que hice yo esta solicitud.',
    pt: 'Confirmo que fui eu que fiz este pedido.',
  },
  downloadCsv: {
    en: 'Results as CSV',
    es: 'Resultados en CSV',
    pt: 'Resultados em CSV',
  },
  backToAccount: { en: 'Back to my profile', es: 'Volver a mi perfil', pt: 'Voltar ao meu perfil' },
  backToDashboard: {
    en: 'Back to the dashboard',
    es: 'Volver al panel',
    pt: 'Voltar ao painel',
  },
  notes: { en: 'Administrator notes', es: 'Notas del administrador', pt: 'Notas do administrador' },
  saveNotes: { en: 'Save notes', es: 'Guardar notas', pt: 'Salvar notas' },
  changeStatus: { en: 'Change status', es: 'Cambiar estado', pt: 'Alterar estado' },
  identityPending: {
    en: 'Filed without signing in: confirm the person’s identity by e-mail, then set the status to Contacted before acting on their data.',
    es: 'Enviada sin iniciar sesión: confirma la identidad de la persona por correo y pon el estado en Contactado antes de actuar sobre sus datos.',
    pt: 'Enviado sem entrar: confirme a identidade da pessoa por e-mail e mude o estado para Contatado antes de agir sobre os dados.',
  },
  resolve: { en: 'Resolve', es: 'Resolver', pt: 'Resolver' },
  resolveTitle: {
    en: 'Resolve request {number}',
    es: 'Resolver la solicitud {number}',
    pt: 'Resolver o pedido {number}',
  },
  resolveIntro: {
    en: 'Apply the solution for the requested right. The person is told by e-mail.',
    es: 'Aplica la solución para el derecho solicitado. Se avisa a la persona por correo.',
    pt: 'Aplique a solução do direito pedido. A pessoa é avisada por e-mail.',
  },
  applyAccess: {
    en: 'Create the access document',
    es: 'Crear el documento de acceso',
    pt: 'Criar o documento de acesso',
  },
  applyPortability: {
    en: 'Create the portable export',
    es: 'Crear la exportación portable',
    pt: 'Criar a exportação portável',
  },
  applyRectification: {
    en: 'Apply the correction',
    es: 'Aplicar la corrección',
    pt: 'Aplicar a correção',
  },
  applySuppression: {
    en: 'Erase the data permanently',
    es: 'Borrar los datos definitivamente',
    pt: 'Apagar os dados definitivamente',
  },
  applyRefusal: {
    en: 'Answer that it cannot be granted',
    es: 'Responder que no puede concederse',
    pt: 'Responder que não pode ser concedido',
  },
  refusalExplained: {
    en: 'Objection and limitation cannot be granted: processing is needed for the product. The person is told so and pointed to deletion.',
    es: 'La oposición y la limitación no pueden concederse: el tratamiento es necesario para el producto. Se le explica a la persona y se le indica la supresión.',
    pt: 'Oposição e limitação não podem ser concedidas: o tratamento é necessário para o produto. A pessoa é informada e orientada para a exclusão.',
  },
  suppressionWarning: {
    en: 'This cannot be undone.',
    es: 'Esto no se puede deshacer.',
    pt: 'Isto não pode ser desfeito.',
  },
  newName: { en: 'New name', es: 'Nuevo nombre', pt: 'Novo nome' },
  newEmail: { en: 'New e-mail', es: 'Nuevo correo', pt: 'Novo e-mail' },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  resolved: {
    en: 'The request has been resolved.',
    es: 'La solicitud se ha resuelto.',
    pt: 'O pedido foi resolvido.',
  },
  updateFailed: {
    en: 'The request could not be updated.',
    es: 'No se pudo actualizar la solicitud.',
    pt: 'Não foi possível atualizar o pedido.',
  },
  accessDenied: {
    en: 'You do not have permission for this action.',
    es: 'No tienes permiso para esta acción.',
    pt: 'Você não tem permissão para esta ação.',
  },
  identityUnconfirmed: {
    en: 'Confirm the person’s identity first: check with them by e-mail, then set the request to contacted.',
    es: 'Confirma primero la identidad de la persona: compruébala por correo y pasa la solicitud a contactada.',
    pt: 'Confirme primeiro a identidade da pessoa: verifique por e-mail e passe o pedido para contatado.',
  },
  personNotFound: {
    en: 'No account holds data of this person.',
    es: 'Ninguna cuenta tiene datos de esta persona.',
    pt: 'Nenhuma conta tem dados desta pessoa.',
  },
  personWithoutCompany: {
    en: 'This person belongs to no company.',
    es: 'Esta persona no pertenece a ninguna empresa.',
    pt: 'Esta pessoa não pertence a nenhuma empresa.',
  },
  notCompanyAdministrator: {
    en: 'Only the company’s administrator can exercise rights on its data.',
    es: 'Solo el administrador de la empresa puede ejercer derechos sobre sus datos.',
    pt: 'Somente o administrador da empresa pode exercer direitos sobre os dados dela.',
  },
  requestNotFound: {
    en: 'This request does not exist.',
    es: 'Esta solicitud no existe.',
    pt: 'Este pedido não existe.',
  },
  otherRight: {
    en: 'This request asks for another right; choose the action for the right it asks for.',
    es: 'Esta solicitud pide otro derecho; elige la acción del derecho que pide.',
    pt: 'Este pedido solicita outro direito; escolha a ação do direito que ele pede.',
  },
  emailInUse: {
    en: 'Another account already uses this e-mail address.',
    es: 'Otra cuenta ya usa este correo electrónico.',
    pt: 'Outra conta já usa este e-mail.',
  },
  companyNameInUse: {
    en: 'Another company already uses this name.',
    es: 'Otra empresa ya usa este nombre.',
    pt: 'Outra empresa já usa este nome.',
  },
  exportLinkInvalid: {
    en: 'This link is invalid or has expired.',
    es: 'Este enlace no es válido o ha caducado.',
    pt: 'Este link é inválido ou expirou.',
  },
  documentNotGranted: {
    en: 'No document has been granted for this request yet.',
    es: 'Todavía no se ha concedido ningún documento para esta solicitud.',
    pt: 'Ainda não foi concedido nenhum documento para este pedido.',
  },
});

export const dataRightsMessages = dataRightsCatalogue.messages;

/** The sentence for each cause the data-rights API names by code. */
export const dataRightsProblemMessages: ProblemMessages = {
  ...problemMessages(dataRightsProblems, {
    identityUnconfirmed: dataRightsMessages.identityUnconfirmed,
    personNotFound: dataRightsMessages.personNotFound,
    personWithoutCompany: dataRightsMessages.personWithoutCompany,
    notCompanyAdministrator: dataRightsMessages.notCompanyAdministrator,
    requestNotFound: dataRightsMessages.requestNotFound,
    otherRight: dataRightsMessages.otherRight,
    emailInUse: dataRightsMessages.emailInUse,
    companyNameInUse: dataRightsMessages.companyNameInUse,
    exportLinkInvalid: dataRightsMessages.exportLinkInvalid,
    documentNotGranted: dataRightsMessages.documentNotGranted,
  }),
  [requestProblems.invalid.code]: dataRightsMessages.requestError,
  [accessProblems.roleRequired.code]: dataRightsMessages.accessDenied,
};
