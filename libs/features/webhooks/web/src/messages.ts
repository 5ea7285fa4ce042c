import { problemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';
import { webhookProblems } from '@facet/webhooks-domain';

export const webhooksCatalogue = defineCatalogue('webhooks', {
  tabIntegrations: { en: 'Integrations', es: 'Integraciones', pt: 'Integrações' },
  title: { en: 'Webhooks', es: 'Webhooks', pt: 'Webhooks' },
  intro: {
    en: 'Tell your HR or applicant-tracking system when something happens in Facet. Each request is signed (Standard Webhooks) so the receiver can check it came from us.',
    es: 'Avisa a tu sistema de RR. HH. o de selección cuando algo ocurre en Facet. Cada petición va firmada (Standard Webhooks) para que el receptor compruebe que viene de nosotros.',
    pt: 'Avise seu sistema de RH ou de recrutamento quando algo acontece no Facet. Cada pedido é assinado (Standard Webhooks) para que o receptor confirme que vem de nós.',
  },
  addEndpoint: { en: 'Add endpoint', es: 'Añadir endpoint', pt: 'Adicionar endpoint' },
  loading: {
    en: 'Loading the endpoints…',
    es: 'Cargando los endpoints…',
    pt: 'Carregando os endpoints…',
  },
  emptyTitle: {
    en: 'No endpoints yet',
    es: 'Todavía no hay endpoints',
    pt: 'Ainda não há endpoints',
  },
  emptyDescription: {
    en: 'Add the HTTPS address of your system to receive events as they happen.',
    es: 'Añade la dirección HTTPS de tu sistema para recibir los eventos en cuanto ocurren.',
    pt: 'Adicione o endereço HTTPS do seu sistema para receber os eventos assim que acontecem.',
  },
  loadFailed: {
    en: 'The endpoints could not be loaded.',
    es: 'No se han podido cargar los endpoints.',
    pt: 'Não foi possível carregar os endpoints.',
  },
  eventInvitationAccepted: {
    en: 'Invitation accepted',
    es: 'Invitación aceptada',
    pt: 'Convite aceito',
  },
  eventAssessmentCompleted: {
    en: 'Assessment completed',
    es: 'Evaluación completada',
    pt: 'Avaliação concluída',
  },
  eventResultReady: { en: 'Result ready', es: 'Resultado disponible', pt: 'Resultado disponível' },
  eventEmployeeLeft: {
    en: 'Employee left',
    es: 'El empleado se ha ido',
    pt: 'O funcionário saiu',
  },
  eventApplicationSubmitted: {
    en: 'Application submitted',
    es: 'Candidatura enviada',
    pt: 'Candidatura enviada',
  },
  eventPing: { en: 'Test event', es: 'Evento de prueba', pt: 'Evento de teste' },
  active: { en: 'Active', es: 'Activo', pt: 'Ativo' },
  disabled: { en: 'Disabled', es: 'Desactivado', pt: 'Desativado' },
  withScores: {
    en: 'Sends scores',
    es: 'Envía puntuaciones',
    pt: 'Envia pontuações',
  },
  secretHint: {
    en: 'Secret ending {hint}',
    es: 'Secreto terminado en {hint}',
    pt: 'Segredo terminado em {hint}',
  },
  lastDelivery: {
    en: 'Last delivery: {status}, {date}',
    es: 'Último envío: {status}, {date}',
    pt: 'Último envio: {status}, {date}',
  },
  noDeliveryYet: {
    en: 'Nothing sent yet',
    es: 'Aún no se ha enviado nada',
    pt: 'Ainda nada foi enviado',
  },
  sendTest: { en: 'Send test event', es: 'Enviar evento de prueba', pt: 'Enviar evento de teste' },
  testSent: {
    en: 'A test event is on its way to {url}.',
    es: 'Un evento de prueba va de camino a {url}.',
    pt: 'Um evento de teste está a caminho de {url}.',
  },
  showDeliveries: { en: 'Deliveries', es: 'Envíos', pt: 'Envios' },
  rotateSecret: { en: 'Rotate secret', es: 'Rotar secreto', pt: 'Trocar segredo' },
  disable: { en: 'Disable', es: 'Desactivar', pt: 'Desativar' },
  enable: { en: 'Enable', es: 'Activar', pt: 'Ativar' },
  delete: { en: 'Delete', es: 'Eliminar', pt: 'Excluir' },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  actionFailed: {
    en: 'That did not work. Please try again.',
    es: 'No ha funcionado. Inténtalo de nuevo.',
    pt: 'Não funcionou. Tente novamente.',
  },
  testDisabled409: {
    en: 'This endpoint is disabled: enable it to send a test event.',
    es: 'Este endpoint está desactivado: actívalo para enviar un evento de prueba.',
    pt: 'Este endpoint está desativado: ative-o para enviar um evento de teste.',
  },
  addTitle: { en: 'Add endpoint', es: 'Añadir endpoint', pt: 'Adicionar endpoint' },
  addSubmit: { en: 'Add endpoint', es: 'Añadir endpoint', pt: 'Adicionar endpoint' },
  urlLabel: { en: 'Endpoint URL', es: 'URL del endpoint', pt: 'URL do endpoint' },
  urlDescription: {
    en: 'An https:// address on the public internet.',
    es: 'Una dirección https:// accesible desde internet.',
    pt: 'Um endereço https:// acessível pela internet.',
  },
  urlInvalid: {
    en: 'Enter an address that starts with https://.',
    es: 'Escribe una dirección que empiece por https://.',
    pt: 'Digite um endereço que comece por https://.',
  },
  descriptionLabel: {
    en: 'Description (optional)',
    es: 'Descripción (opcional)',
    pt: 'Descrição (opcional)',
  },
  eventsLabel: { en: 'Events', es: 'Eventos', pt: 'Eventos' },
  eventsRequired: {
    en: 'Choose at least one event.',
    es: 'Elige al menos un evento.',
    pt: 'Escolha pelo menos um evento.',
  },
  includeScores: {
    en: 'Include scores in results',
    es: 'Incluir puntuaciones en los resultados',
    pt: 'Incluir pontuações nos resultados',
  },
  includeScoresWarning: {
    en: 'Scores are personal data about personality. Send them only to a system your company may keep them in, and say so in your privacy notice.',
    es: 'Las puntuaciones son datos personales sobre la personalidad. Envíalas solo a un sistema en el que tu empresa pueda guardarlas, e indícalo en tu aviso de privacidad.',
    pt: 'As pontuações são dados pessoais sobre a personalidade. Envie-as apenas para um sistema onde sua empresa possa guardá-las, e informe isso no seu aviso de privacidade.',
  },
  addRefusedScheme: {
    en: 'The address must start with https://: webhooks carry personal data, so they only travel encrypted.',
    es: 'La dirección debe empezar por https://: los webhooks llevan datos personales, así que solo viajan cifrados.',
    pt: 'O endereço deve começar com https://: os webhooks levam dados pessoais, então só trafegam criptografados.',
  },
  addRefusedUnresolved: {
    en: 'We could not find this host: its name does not resolve in public DNS. Check the address for typos, or ask whoever runs the receiver whether the name is published.',
    es: 'No encontramos este host: su nombre no se resuelve en el DNS público. Revisa que la dirección esté bien escrita o pregunta a quien gestiona el receptor si el nombre está publicado.',
    pt: 'Não encontramos este host: o nome dele não é resolvido no DNS público. Verifique se o endereço está escrito corretamente ou pergunte a quem administra o receptor se o nome está publicado.',
  },
  addRefusedNoAddress: {
    en: 'This host name exists but points to no address in DNS. Ask whoever runs the receiver to publish its address.',
    es: 'Este nombre de host existe, pero no apunta a ninguna dirección en el DNS. Pide a quien gestiona el receptor que publique su dirección.',
    pt: 'Este nome de host existe, mas não aponta para nenhum endereço no DNS. Peça a quem administra o receptor que publique o endereço dele.',
  },
  addRefusedNotPublic: {
    en: 'This address leads to a private, local or reserved network (such as 10.x.x.x, 192.168.x.x or localhost). Webhooks can only go to a receiver on the public internet.',
    es: 'Esta dirección lleva a una red privada, local o reservada (como 10.x.x.x, 192.168.x.x o localhost). Los webhooks solo pueden ir a un receptor en internet.',
    pt: 'Este endereço leva a uma rede privada, local ou reservada (como 10.x.x.x, 192.168.x.x ou localhost). Os webhooks só podem ir para um receptor na internet.',
  },
  addFailed: {
    en: 'The endpoint could not be added. Please try again.',
    es: 'No se ha podido añadir el endpoint. Inténtalo de nuevo.',
    pt: 'Não foi possível adicionar o endpoint. Tente novamente.',
  },
  secretTitle: {
    en: 'Your signing secret',
    es: 'Tu secreto de firma',
    pt: 'Seu segredo de assinatura',
  },
  secretShownOnce: {
    en: 'Copy it into your receiver now: it is shown only this once. Use it to verify the webhook-signature header.',
    es: 'Cópialo ahora en tu receptor: solo se muestra esta vez. Úsalo para verificar la cabecera webhook-signature.',
    pt: 'Copie-o agora para seu receptor: só é mostrado desta vez. Use-o para verificar o cabeçalho webhook-signature.',
  },
  secretRotatedNote: {
    en: 'The previous secret keeps signing alongside this one until {date}.',
    es: 'El secreto anterior seguirá firmando junto a este hasta el {date}.',
    pt: 'O segredo anterior continua assinando junto com este até {date}.',
  },
  secretLabel: { en: 'Signing secret', es: 'Secreto de firma', pt: 'Segredo de assinatura' },
  copySecret: { en: 'Copy secret', es: 'Copiar secreto', pt: 'Copiar segredo' },
  copied: { en: 'Copied', es: 'Copiado', pt: 'Copiado' },
  done: { en: 'Done', es: 'Hecho', pt: 'Concluído' },
  rotateTitle: {
    en: 'Rotate the signing secret?',
    es: '¿Rotar el secreto de firma?',
    pt: 'Trocar o segredo de assinatura?',
  },
  rotateBody: {
    en: 'A new secret signs from now on. The current one keeps signing alongside it for 24 hours, so you can update {url} without missing an event.',
    es: 'Un secreto nuevo firmará a partir de ahora. El actual seguirá firmando junto a él durante 24 horas, para que puedas actualizar {url} sin perder ningún evento.',
    pt: 'Um novo segredo assina a partir de agora. O atual continua assinando junto com ele durante 24 horas, para que você possa atualizar {url} sem perder nenhum evento.',
  },
  rotateConfirm: { en: 'Rotate secret', es: 'Rotar secreto', pt: 'Trocar segredo' },
  deleteTitle: {
    en: 'Delete this endpoint?',
    es: '¿Eliminar este endpoint?',
    pt: 'Excluir este endpoint?',
  },
  deleteBody: {
    en: '{url} will receive nothing more, and its delivery history is deleted.',
    es: '{url} no recibirá nada más, y se eliminará su historial de envíos.',
    pt: '{url} não receberá mais nada, e seu histórico de envios será excluído.',
  },
  deleteConfirm: { en: 'Delete endpoint', es: 'Eliminar endpoint', pt: 'Excluir endpoint' },
  disableTitle: {
    en: 'Disable this endpoint?',
    es: '¿Desactivar este endpoint?',
    pt: 'Desativar este endpoint?',
  },
  disableBody: {
    en: 'Nothing is sent to {url} while it is disabled; events of that time are not sent later.',
    es: 'No se envía nada a {url} mientras esté desactivado; los eventos de ese tiempo no se envían después.',
    pt: 'Nada é enviado para {url} enquanto estiver desativado; os eventos desse período não são enviados depois.',
  },
  disableConfirm: { en: 'Disable endpoint', es: 'Desactivar endpoint', pt: 'Desativar endpoint' },
  deliveriesTitle: {
    en: 'Deliveries to {url}',
    es: 'Envíos a {url}',
    pt: 'Envios para {url}',
  },
  deliveriesTableLabel: {
    en: 'Recent deliveries',
    es: 'Envíos recientes',
    pt: 'Envios recentes',
  },
  noDeliveriesTitle: {
    en: 'Nothing sent yet',
    es: 'Aún no se ha enviado nada',
    pt: 'Ainda nada foi enviado',
  },
  noDeliveriesDescription: {
    en: 'Send a test event to try the endpoint.',
    es: 'Envía un evento de prueba para probar el endpoint.',
    pt: 'Envie um evento de teste para experimentar o endpoint.',
  },
  deliveriesLoadFailed: {
    en: 'The deliveries could not be loaded.',
    es: 'No se han podido cargar los envíos.',
    pt: 'Não foi possível carregar os envios.',
  },
  columnEvent: { en: 'Event', es: 'Evento', pt: 'Evento' },
  columnStatus: { en: 'Status', es: 'Estado', pt: 'Estado' },
  columnAttempts: { en: 'Attempts', es: 'Intentos', pt: 'Tentativas' },
  columnOutcome: { en: 'Last answer', es: 'Última respuesta', pt: 'Última resposta' },
  columnCreated: { en: 'Created', es: 'Creado', pt: 'Criado' },
  nextAttempt: {
    en: 'Next attempt {date}',
    es: 'Próximo intento: {date}',
    pt: 'Próxima tentativa: {date}',
  },
  statusCode: { en: 'HTTP {code}', es: 'HTTP {code}', pt: 'HTTP {code}' },
  statusPending: { en: 'Pending', es: 'Pendiente', pt: 'Pendente' },
  statusDelivered: { en: 'Delivered', es: 'Entregado', pt: 'Entregue' },
  statusRetrying: { en: 'Retrying', es: 'Reintentando', pt: 'Tentando de novo' },
  statusFailed: { en: 'Failed', es: 'Fallido', pt: 'Falhou' },
  close: { en: 'Close', es: 'Cerrar', pt: 'Fechar' },
  endpointNotFound: {
    en: 'This endpoint no longer exists.',
    es: 'Este endpoint ya no existe.',
    pt: 'Este endpoint já não existe.',
  },
});

export const webhooksMessages = webhooksCatalogue.messages;

/** The sentence for each cause the webhooks API names by code: each refused address its own. */
export const webhooksProblemMessages = problemMessages(webhookProblems, {
  endpointNotFound: webhooksMessages.endpointNotFound,
  endpointDisabled: webhooksMessages.testDisabled409,
  schemeNotAllowed: webhooksMessages.addRefusedScheme,
  hostUnresolved: webhooksMessages.addRefusedUnresolved,
  hostWithoutAddress: webhooksMessages.addRefusedNoAddress,
  addressNotPublic: webhooksMessages.addRefusedNotPublic,
});
