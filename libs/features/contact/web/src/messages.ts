import { contactProblems } from '@facet/contact-domain';
import { problemMessages, type ProblemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';
import { requestProblems } from '@facet/platform-kernel';

/** Every string of the contact screens. */
export const contactCatalogue = defineCatalogue('contact', {
  formTitle: { en: 'Contact us', es: 'Contacta con nosotros', pt: 'Fale conosco' },
  formIntro: {
    en: 'Ask for a demo or tell us what you need; we answer within two working days.',
    es: 'Pide una demostración o cuéntanos qué necesitas; respondemos en dos días laborables.',
    pt: 'Peça uma demonstração ou conte o que precisa; respondemos em dois dias úteis.',
  },
  name: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  email: { en: 'E-mail', es: 'Correo electrónico', pt: 'E-mail' },
  phonePrefix: { en: 'Prefix', es: 'Prefijo', pt: 'Prefixo' },
  phonePrefixHint: {
    en: 'Type a country or a code such as +31.',
    es: 'Escribe un país o un código como +31.',
    pt: 'Escreva um país ou um código como +31.',
  },
  phone: { en: 'Phone', es: 'Teléfono', pt: 'Telefone' },
  language: { en: 'Preferred language', es: 'Idioma preferido', pt: 'Idioma preferido' },
  message: { en: 'Message', es: 'Mensaje', pt: 'Mensagem' },
  send: { en: 'Send', es: 'Enviar', pt: 'Enviar' },
  sent: {
    en: 'Thank you: we have received your request and will contact you soon.',
    es: 'Gracias: hemos recibido tu solicitud y te contactaremos pronto.',
    pt: 'Obrigado: recebemos sua solicitação e entraremos em contato em breve.',
  },
  underReview: {
    en: 'Your earlier request is under review; we will be in touch.',
    es: 'Tu solicitud anterior está en revisión; te contactaremos.',
    pt: 'Sua solicitação anterior está em análise; entraremos em contato.',
  },
  pendingRequest: {
    en: 'You already have a pending request; we will answer it soon.',
    es: 'Ya tienes una solicitud pendiente; la responderemos pronto.',
    pt: 'Você já tem uma solicitação pendente; responderemos em breve.',
  },
  alreadyContacted: {
    en: 'We have already contacted you about your request. Please reply to our e-mail.',
    es: 'Ya te hemos contactado por tu solicitud. Responde a nuestro correo, por favor.',
    pt: 'Já entramos em contato sobre sua solicitação. Por favor, responda ao nosso e-mail.',
  },
  tooMany: {
    en: 'Too many requests from this network. Please try again later.',
    es: 'Demasiadas solicitudes desde esta red. Inténtalo más tarde.',
    pt: 'Muitas solicitações desta rede. Tente novamente mais tarde.',
  },
  invalid: {
    en: 'Some fields need attention.',
    es: 'Algunos campos necesitan atención.',
    pt: 'Alguns campos precisam de atenção.',
  },
  sendFailed: {
    en: 'Error sending form.',
    es: 'Error al enviar el formulario.',
    pt: 'Erro ao enviar o formulário.',
  },
  loadFailed: {
    en: 'Error fetching contact form data',
    es: 'Error al cargar las solicitudes de contacto',
    pt: 'Erro ao carregar as solicitações de contato',
  },
  updateFailed: {
    en: 'Error updating contact form data',
    es: 'Error al actualizar la solicitud de contacto',
    pt: 'Erro ao atualizar a solicitação de contato',
  },
  notFound: {
    en: 'This contact request was not found.',
    es: 'No se encontró esta solicitud de contacto.',
    pt: 'Esta solicitação de contato não foi encontrada.',
  },
  loading: { en: 'Loading…', es: 'Cargando…', pt: 'Carregando…' },
  tableLabel: {
    en: 'Contact requests',
    es: 'Solicitudes de contacto',
    pt: 'Solicitações de contato',
  },
  columnDate: { en: 'Date', es: 'Fecha', pt: 'Data' },
  columnName: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  columnEmail: { en: 'E-mail', es: 'Correo', pt: 'E-mail' },
  columnStatus: { en: 'Status', es: 'Estado', pt: 'Estado' },
  columnActions: { en: 'Actions', es: 'Acciones', pt: 'Ações' },
  open: {
    en: 'Open request from {name}',
    es: 'Abrir solicitud de {name}',
    pt: 'Abrir solicitação de {name}',
  },
  none: {
    en: 'No contact requests',
    es: 'No hay solicitudes de contacto',
    pt: 'Não há solicitações de contato',
  },
  search: {
    en: 'Search contact requests',
    es: 'Buscar solicitudes de contacto',
    pt: 'Buscar solicitações de contato',
  },
  includeInactive: {
    en: 'Include finished requests',
    es: 'Incluir solicitudes terminadas',
    pt: 'Incluir solicitações concluídas',
  },
  searchTooShort: {
    en: 'Type at least 3 characters to search.',
    es: 'Escribe al menos 3 caracteres para buscar.',
    pt: 'Digite pelo menos 3 caracteres para buscar.',
  },
  detailTitle: { en: 'Contact request', es: 'Solicitud de contacto', pt: 'Solicitação de contato' },
  date: { en: 'Date', es: 'Fecha', pt: 'Data' },
  status: { en: 'Status', es: 'Estado', pt: 'Estado' },
  changeStatus: { en: 'Change status', es: 'Cambiar estado', pt: 'Alterar estado' },
  statusSaved: { en: 'Status saved.', es: 'Estado guardado.', pt: 'Estado salvo.' },
  backToDashboard: { en: 'Back to the dashboard', es: 'Volver al panel', pt: 'Voltar ao painel' },
  languageEn: { en: 'English', es: 'Inglés', pt: 'Inglês' },
  languageEs: { en: 'Spanish', es: 'Español', pt: 'Espanhol' },
  languagePt: { en: 'Portuguese', es: 'Portugués', pt: 'Português' },
});

export const contactMessages = contactCatalogue.messages;

/** The sentence for each cause the contact API names by code. */
export const contactProblemMessages: ProblemMessages = {
  ...problemMessages(contactProblems, {
    alreadyPending: contactMessages.pendingRequest,
    underReview: contactMessages.underReview,
    recentlyContacted: contactMessages.alreadyContacted,
    notFound: contactMessages.notFound,
  }),
  [requestProblems.invalid.code]: contactMessages.invalid,
  [requestProblems.rateLimited.code]: contactMessages.tooMany,
};
