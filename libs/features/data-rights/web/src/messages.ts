import { defineCatalogue } from '@facet/platform-i18n';

/** Every string of the data-rights screens. */
export const dataRightsCatalogue = defineCatalogue('dataRights', {
  formTitle: {
    en: 'Exercise your data-protection rights',
    es: 'Ejerce tus derechos de protección de datos',
    pt: 'Exerça os seus direitos de proteção de dados',
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
    pt: 'Recebemos o seu pedido. Enviamos uma confirmação para o seu e-mail.',
  },
  viewRequest: { en: 'See your request', es: 'Ver tu solicitud', pt: 'Ver o seu pedido' },
  requestError: {
    en: 'Some fields need attention.',
    es: 'Algunos campos necesitan atención.',
    pt: 'Alguns campos precisam de atenção.',
  },
  accessDenied: {
    en: 'You do not have permission for this action.',
    es: 'No tienes permiso para esta acción.',
    pt: 'Você não tem permissão para esta ação.',
  },
  notFound: {
    en: 'This request or the data it names was not found.',
    es: 'No se encontró esta solicitud o los datos que nombra.',
    pt: 'Este pedido ou os dados que ele indica não foram encontrados.',
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
    es: 'Tus solicitudes de derechos',
    pt: 'Os seus pedidos de direitos',
  },
  adminTableLabel: {
    en: 'Data-rights requests',
    es: 'Solicitudes de derechos',
    pt: 'Pedidos de direitos',
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
    es: 'Aún no hay solicitudes de derechos',
    pt: 'Ainda não há pedidos de direitos',
  },
  noRequestsDescription: {
    en: 'Requests you file from the data-rights form appear here.',
    es: 'Las solicitudes que envíes desde el formulario de derechos aparecen aquí.',
    pt: 'Os pedidos enviados pelo formulário de direitos aparecem aqui.',
  },
  newRequest: { en: 'New request', es: 'Nueva solicitud', pt: 'Novo pedido' },
  loadFailed: {
    en: 'Error fetching data-rights requests.',
    es: 'Error al cargar las solicitudes de derechos.',
    pt: 'Erro ao carregar os pedidos de direitos.',
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
  authorPerson: { en: 'The person', es: 'La persona', pt: 'A pessoa' },
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
    pt: 'Abrir o documento com os seus dados',
  },
  documentReady: {
    en: 'Your document is ready. The link works for 15 minutes.',
    es: 'Tu documento está listo. El enlace funciona durante 15 minutos.',
    pt: 'O seu documento está pronto. O link funciona por 15 minutos.',
  },
  openDocument: { en: 'Open document', es: 'Abrir documento', pt: 'Abrir documento' },
  confirmRequestIntro: {
    en: 'This request was filed under your e-mail address without signing in. We act on it only once you confirm that you made it. If you did not, tell us in the thread and we will close it.',
    es: 'Esta solicitud se envió con tu dirección de correo sin iniciar sesión. Solo la tramitamos cuando confirmes que la hiciste tú. Si no fuiste tú, dínoslo en el hilo y la cerraremos.',
    pt: 'Este pedido foi enviado com o seu endereço de e-mail sem iniciar sessão. Só o tratamos quando você confirmar que foi você quem o fez. Se não foi, diga-nos na conversa e o encerraremos.',
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
    pt: 'Enviado sem iniciar sessão: confirme a identidade da pessoa por e-mail e mude o estado para Contactado antes de agir sobre os dados.',
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
  conflict: {
    en: 'Another account already uses this name or e-mail.',
    es: 'Otra cuenta ya usa este nombre o correo.',
    pt: 'Outra conta já usa este nome ou e-mail.',
  },
});

export const dataRightsMessages = dataRightsCatalogue.messages;

/** The request field problems of the shared schemas, in every language. */
export const requestFieldProblemCatalogue = defineCatalogue('requestFieldProblem', {
  required: {
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
    pt: 'Este campo é obrigatório.',
  },
  nameTooLong: {
    en: 'Use at most 45 characters.',
    es: 'Usa como máximo 45 caracteres.',
    pt: 'Use no máximo 45 caracteres.',
  },
  nameInvalid: {
    en: 'Use letters, spaces, apostrophes, dots and hyphens only.',
    es: 'Usa solo letras, espacios, apóstrofos, puntos y guiones.',
    pt: 'Use apenas letras, espaços, apóstrofos, pontos e hifens.',
  },
  emailInvalid: {
    en: 'Enter a valid e-mail address.',
    es: 'Introduce un correo electrónico válido.',
    pt: 'Digite um e-mail válido.',
  },
  emailTooLong: {
    en: 'Use at most 254 characters.',
    es: 'Usa como máximo 254 caracteres.',
    pt: 'Use no máximo 254 caracteres.',
  },
  phonePrefixInvalid: {
    en: 'Use + followed by 1 to 4 digits.',
    es: 'Usa + seguido de 1 a 4 dígitos.',
    pt: 'Use + seguido de 1 a 4 dígitos.',
  },
  phoneInvalid: {
    en: 'Use 6 to 15 digits.',
    es: 'Usa de 6 a 15 dígitos.',
    pt: 'Use de 6 a 15 dígitos.',
  },
  messageTooLong: {
    en: 'Use at most 600 characters.',
    es: 'Usa como máximo 600 caracteres.',
    pt: 'Use no máximo 600 caracteres.',
  },
  rightRequired: {
    en: 'Choose the right you want to exercise.',
    es: 'Elige el derecho que quieres ejercer.',
    pt: 'Escolha o direito que deseja exercer.',
  },
  entityRequired: {
    en: 'Choose whose data this is about.',
    es: 'Elige de quién son los datos.',
    pt: 'Escolha de quem são os dados.',
  },
  languageInvalid: {
    en: 'Choose English, Spanish or Portuguese.',
    es: 'Elige inglés, español o portugués.',
    pt: 'Escolha inglês, espanhol ou português.',
  },
  statusInvalid: { en: 'Choose a status.', es: 'Elige un estado.', pt: 'Escolha um estado.' },
  searchTooShort: {
    en: 'Type at least 3 characters.',
    es: 'Escribe al menos 3 caracteres.',
    pt: 'Digite pelo menos 3 caracteres.',
  },
});
