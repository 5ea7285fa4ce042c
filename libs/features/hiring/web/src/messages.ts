import { hiringProblems } from '@facet/hiring-domain';
import { problemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';
import { hiringApplicationsMessages } from './my-applications-messages';

export const hiringCatalogue = defineCatalogue('hiring', {
  tabPositions: { en: 'Positions', es: 'Vacantes', pt: 'Vagas' },
  pageTitleApply: { en: 'Apply', es: 'Inscribirse', pt: 'Candidatar-se' },
  tableLabel: {
    en: 'Positions of the company',
    es: 'Vacantes de la empresa',
    pt: 'Vagas da empresa',
  },
  intro: {
    en: 'Publish one link in a job advert: candidates register through it, take the assessment and appear in the ranking of the position’s profile.',
    es: 'Publica un solo enlace en una oferta de empleo: las personas candidatas se registran con él, hacen la evaluación y aparecen en la clasificación del perfil de la vacante.',
    pt: 'Publique um único link em um anúncio de vaga: as pessoas candidatas se cadastram por ele, fazem a avaliação e aparecem na classificação do perfil da vaga.',
  },
  columnName: { en: 'Position', es: 'Vacante', pt: 'Vaga' },
  columnProfile: { en: 'Profile', es: 'Perfil', pt: 'Perfil' },
  columnState: { en: 'State', es: 'Estado', pt: 'Situação' },
  columnApplicants: {
    en: 'Applied / finished',
    es: 'Inscritas / terminadas',
    pt: 'Inscritas / concluídas',
  },
  columnSeats: { en: 'Places left', es: 'Plazas libres', pt: 'Vagas restantes' },
  columnClosing: { en: 'Closes', es: 'Cierra', pt: 'Encerra' },
  columnActions: { en: 'Actions', es: 'Acciones', pt: 'Ações' },
  applicantCounts: {
    en: '{applied, number} / {finished, number}',
    es: '{applied, number} / {finished, number}',
    pt: '{applied, number} / {finished, number}',
  },
  seatsLeft: {
    en: '{left, number} of {cap, number}',
    es: '{left, number} de {cap, number}',
    pt: '{left, number} de {cap, number}',
  },
  noClosing: { en: 'When closed', es: 'Al cerrarla', pt: 'Ao encerrar' },
  state_open: { en: 'Open', es: 'Abierta', pt: 'Aberta' },
  state_scheduled: { en: 'Opens later', es: 'Abre más tarde', pt: 'Abre depois' },
  state_full: { en: 'Full', es: 'Completa', pt: 'Completa' },
  state_closed: { en: 'Closed', es: 'Cerrada', pt: 'Encerrada' },
  emptyTitle: { en: 'No positions yet', es: 'Aún no hay vacantes', pt: 'Ainda não há vagas' },
  emptyDescription: {
    en: 'Create a position to get a link and a QR code for your job advert.',
    es: 'Crea una vacante para obtener un enlace y un código QR para tu oferta de empleo.',
    pt: 'Crie uma vaga para obter um link e um código QR para o seu anúncio.',
  },
  loadFailed: {
    en: 'The positions could not be loaded.',
    es: 'No se han podido cargar las vacantes.',
    pt: 'Não foi possível carregar as vagas.',
  },
  newPosition: { en: 'New position', es: 'Nueva vacante', pt: 'Nova vaga' },
  editPosition: { en: 'Edit {name}', es: 'Editar {name}', pt: 'Editar {name}' },
  editTitle: { en: 'Edit position', es: 'Editar vacante', pt: 'Editar vaga' },
  createSubmit: { en: 'Create position', es: 'Crear vacante', pt: 'Criar vaga' },
  saveSubmit: { en: 'Save', es: 'Guardar', pt: 'Salvar' },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  nameLabel: { en: 'Name of the position', es: 'Nombre de la vacante', pt: 'Nome da vaga' },
  nameInvalid: {
    en: 'Enter a name of up to 80 characters.',
    es: 'Escribe un nombre de hasta 80 caracteres.',
    pt: 'Digite um nome de até 80 caracteres.',
  },
  profileLabel: {
    en: 'Measured against the profile',
    es: 'Se compara con el perfil',
    pt: 'Comparada com o perfil',
  },
  profileRequired: {
    en: 'Choose the profile candidates are measured against.',
    es: 'Elige el perfil con el que se compara a las personas candidatas.',
    pt: 'Escolha o perfil com o qual as pessoas candidatas são comparadas.',
  },
  noProfiles: {
    en: 'Create a profile first: a position is measured against one.',
    es: 'Crea primero un perfil: cada vacante se compara con uno.',
    pt: 'Crie primeiro um perfil: cada vaga é comparada com um.',
  },
  groupLabel: {
    en: 'Add finished candidates to the group',
    es: 'Añadir al grupo a quien termine',
    pt: 'Adicionar ao grupo quem concluir',
  },
  noGroup: { en: 'No group', es: 'Ningún grupo', pt: 'Nenhum grupo' },
  languagesLabel: {
    en: 'Assessment languages offered',
    es: 'Idiomas de la evaluación',
    pt: 'Idiomas da avaliação',
  },
  languagesRequired: {
    en: 'Offer at least one language.',
    es: 'Ofrece al menos un idioma.',
    pt: 'Ofereça pelo menos um idioma.',
  },
  opensAtLabel: { en: 'Opens on', es: 'Abre el', pt: 'Abre em' },
  closesAtLabel: { en: 'Closes on', es: 'Cierra el', pt: 'Encerra em' },
  closesAtDescription: {
    en: 'Leave empty to keep it open until you close it.',
    es: 'Déjalo vacío para que siga abierta hasta que la cierres.',
    pt: 'Deixe em branco para mantê-la aberta até encerrá-la.',
  },
  datesInvalid: {
    en: 'The closing must come after the opening.',
    es: 'El cierre debe ser posterior a la apertura.',
    pt: 'O encerramento deve ser depois da abertura.',
  },
  capLabel: { en: 'Most candidates', es: 'Máximo de candidaturas', pt: 'Máximo de candidaturas' },
  capDescription: {
    en: 'Each place reserves one of the company’s licences until the position closes.',
    es: 'Cada plaza reserva una licencia de la empresa hasta que la vacante se cierre.',
    pt: 'Cada vaga reserva uma licença da empresa até o encerramento.',
  },
  capInvalid: {
    en: 'Enter a whole number from 1 to 10,000.',
    es: 'Escribe un número entero de 1 a 10 000.',
    pt: 'Digite um número inteiro de 1 a 10.000.',
  },
  candidateViewLabel: {
    en: 'On finishing, candidates see',
    es: 'Al terminar, las personas candidatas ven',
    pt: 'Ao concluir, as pessoas candidatas veem',
  },
  candidateView_report: {
    en: 'Their full report',
    es: 'Su informe completo',
    pt: 'O relatório completo',
  },
  candidateView_summary: { en: 'A short summary', es: 'Un resumen breve', pt: 'Um resumo breve' },
  positionActions: { en: 'Actions for {name}', es: 'Acciones de {name}', pt: 'Ações de {name}' },
  menuLink: { en: 'Link and QR code', es: 'Enlace y código QR', pt: 'Link e código QR' },
  menuRanking: { en: 'Ranking', es: 'Clasificación', pt: 'Classificação' },
  menuEdit: { en: 'Edit', es: 'Editar', pt: 'Editar' },
  menuClose: { en: 'Close to applications', es: 'Cerrar inscripciones', pt: 'Encerrar inscrições' },
  closeTitle: { en: 'Close {name}?', es: '¿Cerrar {name}?', pt: 'Encerrar {name}?' },
  closeBody: {
    en: 'Nobody new can apply or start. People already answering may finish. The places not taken go back to your licences.',
    es: 'Nadie más podrá inscribirse ni empezar. Quien ya esté respondiendo podrá terminar. Las plazas no ocupadas vuelven a tus licencias.',
    pt: 'Ninguém mais poderá se inscrever nem começar. Quem já estiver respondendo poderá concluir. As vagas não ocupadas voltam para as suas licenças.',
  },
  closeConfirm: { en: 'Close position', es: 'Cerrar vacante', pt: 'Encerrar vaga' },
  linkTitle: { en: 'Link of {name}', es: 'Enlace de {name}', pt: 'Link de {name}' },
  linkLabel: { en: 'Public link', es: 'Enlace público', pt: 'Link público' },
  linkDescription: {
    en: 'Anyone with this link can apply. Put it in the job advert, or print the QR code.',
    es: 'Cualquiera con este enlace puede inscribirse. Ponlo en la oferta de empleo o imprime el código QR.',
    pt: 'Qualquer pessoa com este link pode se inscrever. Coloque-o no anúncio ou imprima o código QR.',
  },
  copyLink: { en: 'Copy link', es: 'Copiar enlace', pt: 'Copiar link' },
  linkCopied: { en: 'Link copied', es: 'Enlace copiado', pt: 'Link copiado' },
  downloadPng: { en: 'QR code (PNG)', es: 'Código QR (PNG)', pt: 'Código QR (PNG)' },
  downloadSvg: { en: 'QR code (SVG)', es: 'Código QR (SVG)', pt: 'Código QR (SVG)' },
  done: { en: 'Done', es: 'Listo', pt: 'Pronto' },
  created: { en: '{name} created', es: '{name} creada', pt: '{name} criada' },
  updated: { en: '{name} saved', es: '{name} guardada', pt: '{name} salva' },
  closed: { en: '{name} closed', es: '{name} cerrada', pt: '{name} encerrada' },
  actionFailed: {
    en: 'That did not work. Please try again.',
    es: 'No ha funcionado. Inténtalo de nuevo.',
    pt: 'Não funcionou. Tente novamente.',
  },
  notEnoughLicences: {
    en: 'Your company has {available, number} licences left; this position needs {needed, number}.',
    es: 'A tu empresa le quedan {available, number} licencias; esta vacante necesita {needed, number}.',
    pt: 'Sua empresa tem {available, number} licenças restantes; esta vaga precisa de {needed, number}.',
  },
  capBelowApplications: {
    en: 'More people have already applied; the cap cannot be lower than that.',
    es: 'Ya se ha inscrito más gente; el máximo no puede ser menor.',
    pt: 'Mais pessoas já se inscreveram; o máximo não pode ser menor.',
  },
  positionNotFound: {
    en: 'This position no longer exists.',
    es: 'Esta vacante ya no existe.',
    pt: 'Esta vaga não existe mais.',
  },
  profileNotFound: {
    en: 'This profile no longer exists.',
    es: 'Este perfil ya no existe.',
    pt: 'Este perfil não existe mais.',
  },
  groupNotFound: {
    en: 'This group no longer exists.',
    es: 'Este grupo ya no existe.',
    pt: 'Este grupo não existe mais.',
  },
  closedPositionUnchanged: {
    en: 'This position is closed and can no longer be changed.',
    es: 'Esta vacante está cerrada y ya no se puede cambiar.',
    pt: 'Esta vaga está encerrada e não pode mais ser alterada.',
  },
  retentionTitle: {
    en: 'Candidates’ data',
    es: 'Datos de las candidaturas',
    pt: 'Dados das candidaturas',
  },
  retentionDescription: {
    en: 'Candidates you do not hire are erased, with their results and applications, this long after they apply; each is told by mail a week before. Hiring someone stops their clock.',
    es: 'Las personas candidatas que no contratas se borran, con sus resultados y candidaturas, este tiempo después de inscribirse; a cada una se le avisa por correo una semana antes. Contratar a alguien detiene su plazo.',
    pt: 'As pessoas candidatas não contratadas são apagadas, com seus resultados e candidaturas, este tempo após a inscrição; cada uma é avisada por e-mail uma semana antes. Contratar alguém interrompe o prazo.',
  },
  retentionLabel: {
    en: 'Keep candidates’ data for',
    es: 'Conservar los datos durante',
    pt: 'Guardar os dados por',
  },
  retentionMonths: {
    en: '{months, plural, one {# month} other {# months}}',
    es: '{months, plural, one {# mes} other {# meses}}',
    pt: '{months, plural, one {# mês} other {# meses}}',
  },
  retentionLoading: {
    en: 'Loading the retention period…',
    es: 'Cargando el plazo de conservación…',
    pt: 'Carregando o prazo de guarda…',
  },
  retentionLoadFailed: {
    en: 'The retention period could not be loaded.',
    es: 'No se ha podido cargar el plazo de conservación.',
    pt: 'Não foi possível carregar o prazo de guarda.',
  },
  retentionSaved: {
    en: 'Candidates’ data is now kept {months} months',
    es: 'Los datos de las candidaturas se conservan ahora {months} meses',
    pt: 'Os dados das candidaturas agora são guardados por {months} meses',
  },
  // The page of a position's link.
  checkingLink: { en: 'Opening the position…', es: 'Abriendo la vacante…', pt: 'Abrindo a vaga…' },
  linkNotFoundTitle: {
    en: 'Link not found',
    es: 'Enlace no encontrado',
    pt: 'Link não encontrado',
  },
  linkNotFound: {
    en: 'This position link does not exist. Check the address in the advert.',
    es: 'Este enlace de vacante no existe. Revisa la dirección de la oferta.',
    pt: 'Este link de vaga não existe. Confira o endereço no anúncio.',
  },
  publicLoadFailed: {
    en: 'The position could not be loaded.',
    es: 'No se ha podido cargar la vacante.',
    pt: 'Não foi possível carregar a vaga.',
  },
  retry: { en: 'Try again', es: 'Reintentar', pt: 'Tentar novamente' },
  applyHeading: {
    en: 'Apply for {position}',
    es: 'Inscríbete en {position}',
    pt: 'Candidate-se a {position}',
  },
  applyLead: {
    en: '{company} asks candidates for this position to take a personality questionnaire of 240 statements (30 to 60 minutes; you can pause and resume).',
    es: '{company} pide a quienes se presentan a esta vacante un cuestionario de personalidad de 240 afirmaciones (de 30 a 60 minutos; puedes pausar y seguir después).',
    pt: '{company} pede às pessoas candidatas a esta vaga um questionário de personalidade de 240 afirmações (de 30 a 60 minutos; é possível pausar e continuar depois).',
  },
  closedTitle: {
    en: 'Applications are closed',
    es: 'Las inscripciones están cerradas',
    pt: 'As inscrições estão encerradas',
  },
  closedBody: {
    en: '{company} no longer takes applications for {position}. If you had already started the assessment, you can still finish it from your account.',
    es: '{company} ya no acepta inscripciones para {position}. Si ya habías empezado la evaluación, puedes terminarla desde tu cuenta.',
    pt: '{company} não aceita mais inscrições para {position}. Se você já tinha começado a avaliação, ainda pode concluí-la pela sua conta.',
  },
  fullBody: {
    en: '{position} at {company} has all the applicants it can take.',
    es: '{position} en {company} ya tiene todas las candidaturas que puede recibir.',
    pt: '{position} em {company} já tem todas as candidaturas que pode receber.',
  },
  notYetOpenTitle: { en: 'Not open yet', es: 'Aún no está abierta', pt: 'Ainda não está aberta' },
  notYetOpenBody: {
    en: 'Applications for {position} open on {date}.',
    es: 'Las inscripciones para {position} abren el {date}.',
    pt: 'As inscrições para {position} abrem em {date}.',
  },
  dataUseTitle: {
    en: 'What happens to your data',
    es: 'Qué pasa con tus datos',
    pt: 'O que acontece com seus dados',
  },
  dataUseReceives: {
    en: '{company} receives your name, e-mail, answers and results for this application, and nothing of your other applications.',
    es: '{company} recibe tu nombre, correo, respuestas y resultados de esta candidatura, y nada de tus otras candidaturas.',
    pt: '{company} recebe seu nome, e-mail, respostas e resultados desta candidatura, e nada das suas outras candidaturas.',
  },
  dataUseKept: {
    en: 'If you are not hired, they are erased {months, plural, one {# month} other {# months}} after you apply. You can withdraw at any time from your account, which erases them at once.',
    es: 'Si no te contratan, se borran {months, plural, one {# mes} other {# meses}} después de inscribirte. Puedes retirarte cuando quieras desde tu cuenta, y se borran en ese momento.',
    pt: 'Se você não for contratado, eles são apagados {months, plural, one {# mês} other {# meses}} após a inscrição. É possível desistir a qualquer momento pela sua conta, o que os apaga na hora.',
  },
  dataUseReport: {
    en: 'When you finish, you see your full report.',
    es: 'Al terminar, verás tu informe completo.',
    pt: 'Ao concluir, você verá seu relatório completo.',
  },
  dataUseSummary: {
    en: 'When you finish, you see a short summary of your results.',
    es: 'Al terminar, verás un resumen breve de tus resultados.',
    pt: 'Ao concluir, você verá um resumo breve dos seus resultados.',
  },
  registerTitle: {
    en: 'Register to apply',
    es: 'Regístrate para inscribirte',
    pt: 'Cadastre-se para se candidatar',
  },
  fieldName: { en: 'Full name', es: 'Nombre completo', pt: 'Nome completo' },
  fieldEmail: { en: 'E-mail', es: 'Correo electrónico', pt: 'E-mail' },
  fieldPassword: { en: 'Password', es: 'Contraseña', pt: 'Senha' },
  passwordDescription: {
    en: 'At least 8 characters, with an uppercase letter, a lowercase letter and a digit; not a common password.',
    es: 'Al menos 8 caracteres, con una mayúscula, una minúscula y un número; no una contraseña común.',
    pt: 'Pelo menos 8 caracteres, com uma letra maiúscula, uma minúscula e um número; não uma senha comum.',
  },
  fieldLanguage: {
    en: 'Language of the assessment',
    es: 'Idioma de la evaluación',
    pt: 'Idioma da avaliação',
  },
  consentLabel: {
    en: 'I agree that {company} receives my results for this application, as described above.',
    es: 'Acepto que {company} reciba mis resultados de esta candidatura, como se describe arriba.',
    pt: 'Concordo que {company} receba meus resultados desta candidatura, como descrito acima.',
  },
  nameProblem: {
    en: 'Enter your name (letters, spaces, apostrophes, dots and hyphens; up to 45).',
    es: 'Escribe tu nombre (letras, espacios, apóstrofos, puntos y guiones; hasta 45).',
    pt: 'Digite seu nome (letras, espaços, apóstrofos, pontos e hifens; até 45).',
  },
  emailProblem: {
    en: 'Enter a valid e-mail address.',
    es: 'Introduce un correo electrónico válido.',
    pt: 'Digite um e-mail válido.',
  },
  passwordProblem: {
    en: 'Choose a password that meets every rule above.',
    es: 'Elige una contraseña que cumpla todas las reglas de arriba.',
    pt: 'Escolha uma senha que cumpra todas as regras acima.',
  },
  consentProblem: {
    en: 'Your agreement is needed to apply.',
    es: 'Hace falta tu consentimiento para inscribirte.',
    pt: 'Seu consentimento é necessário para se candidatar.',
  },
  termsNotice: {
    en: 'By registering you accept the <terms>terms of use</terms> and the <privacy>privacy policy</privacy>.',
    es: 'Al registrarte aceptas las <terms>condiciones de uso</terms> y la <privacy>política de privacidad</privacy>.',
    pt: 'Ao se cadastrar, você aceita os <terms>termos de uso</terms> e a <privacy>política de privacidade</privacy>.',
  },
  submitRegistration: { en: 'Apply', es: 'Inscribirme', pt: 'Candidatar-me' },
  haveAccount: {
    en: 'Already have a Facet account?',
    es: '¿Ya tienes una cuenta de Facet?',
    pt: 'Já tem uma conta Facet?',
  },
  signInToApply: {
    en: 'Sign in to apply',
    es: 'Inicia sesión para inscribirte',
    pt: 'Entre para se candidatar',
  },
  signedInAs: {
    en: 'You are signed in as {name} ({email}).',
    es: 'Has iniciado sesión como {name} ({email}).',
    pt: 'Você entrou como {name} ({email}).',
  },
  applyWithAccount: {
    en: 'Apply with my account',
    es: 'Inscribirme con mi cuenta',
    pt: 'Candidatar-me com minha conta',
  },
  checkMailTitle: { en: 'Check your mailbox', es: 'Revisa tu correo', pt: 'Confira seu e-mail' },
  checkMailBody: {
    en: 'We sent a link to {email}. Open it within {hours, plural, one {# hour} other {# hours}} to confirm your address; your account and your application exist only then.',
    es: 'Hemos enviado un enlace a {email}. Ábrelo en {hours, plural, one {# hora} other {# horas}} para confirmar tu dirección; tu cuenta y tu candidatura solo existen a partir de ese momento.',
    pt: 'Enviamos um link para {email}. Abra-o em até {hours, plural, one {# hora} other {# horas}} para confirmar seu endereço; sua conta e sua candidatura só existem a partir daí.',
  },
  applyFailed: {
    en: 'Your application could not be sent. Please try again.',
    es: 'No se ha podido enviar tu candidatura. Inténtalo de nuevo.',
    pt: 'Não foi possível enviar sua candidatura. Tente novamente.',
  },
  signInToApplyProblem: {
    en: 'This address already has an account: sign in to apply with it.',
    es: 'Esta dirección ya tiene una cuenta: inicia sesión para inscribirte con ella.',
    pt: 'Este endereço já tem uma conta: entre para se candidatar com ela.',
  },
  alreadyApplied: {
    en: 'You have already applied to this position.',
    es: 'Ya te has inscrito en esta vacante.',
    pt: 'Você já se candidatou a esta vaga.',
  },
  positionClosed: {
    en: 'This position is closed to new applications.',
    es: 'Esta vacante ya no acepta inscripciones.',
    pt: 'Esta vaga não aceita mais inscrições.',
  },
  positionNotYetOpen: {
    en: 'This position does not take applications yet.',
    es: 'Esta vacante aún no acepta inscripciones.',
    pt: 'Esta vaga ainda não aceita inscrições.',
  },
  positionFull: {
    en: 'This position has all the applicants it can take.',
    es: 'Esta vacante ya tiene todas las candidaturas que puede recibir.',
    pt: 'Esta vaga já tem todas as candidaturas que pode receber.',
  },
  // The page of the mailed confirmation link.
  confirmTitle: {
    en: 'Confirm your application',
    es: 'Confirma tu candidatura',
    pt: 'Confirme sua candidatura',
  },
  confirming: {
    en: 'Confirming your address…',
    es: 'Confirmando tu dirección…',
    pt: 'Confirmando seu endereço…',
  },
  confirmedBody: {
    en: 'Your address is confirmed and your application to {position} at {company} is in. Take the assessment when you are ready.',
    es: 'Tu dirección está confirmada y tu candidatura a {position} en {company} está registrada. Haz la evaluación cuando quieras.',
    pt: 'Seu endereço está confirmado e sua candidatura a {position} em {company} foi registrada. Faça a avaliação quando quiser.',
  },
  startAssessment: {
    en: 'Start the assessment',
    es: 'Empezar la evaluación',
    pt: 'Começar a avaliação',
  },
  confirmationInvalid: {
    en: 'This confirmation link is not valid. Please register again from the position’s link.',
    es: 'Este enlace de confirmación no es válido. Regístrate de nuevo desde el enlace de la vacante.',
    pt: 'Este link de confirmação não é válido. Cadastre-se novamente pelo link da vaga.',
  },
  confirmationUsed: {
    en: 'This confirmation link has already been used: sign in to go on.',
    es: 'Este enlace de confirmación ya se ha usado: inicia sesión para continuar.',
    pt: 'Este link de confirmação já foi usado: entre para continuar.',
  },
  confirmationExpired: {
    en: 'This confirmation link has expired. Please register again from the position’s link.',
    es: 'Este enlace de confirmación ha caducado. Regístrate de nuevo desde el enlace de la vacante.',
    pt: 'Este link de confirmação expirou. Cadastre-se novamente pelo link da vaga.',
  },
  confirmFailed: {
    en: 'Your address could not be confirmed. Please try again.',
    es: 'No se ha podido confirmar tu dirección. Inténtalo de nuevo.',
    pt: 'Não foi possível confirmar seu endereço. Tente novamente.',
  },
  signIn: { en: 'Sign in', es: 'Iniciar sesión', pt: 'Entrar' },
});

export const hiringMessages = hiringCatalogue.messages;

/** The sentence for each cause the hiring API names by code; `failureText` takes it. */
export const hiringProblemMessages = problemMessages(hiringProblems, {
  positionNotFound: hiringMessages.positionNotFound,
  profileNotFound: hiringMessages.profileNotFound,
  groupNotFound: hiringMessages.groupNotFound,
  notEnoughLicences: hiringMessages.notEnoughLicences,
  capBelowApplications: hiringMessages.capBelowApplications,
  closedPositionUnchanged: hiringMessages.closedPositionUnchanged,
  closingBeforeOpening: hiringMessages.datesInvalid,
  linkNotFound: hiringMessages.linkNotFound,
  positionClosed: hiringMessages.positionClosed,
  positionNotYetOpen: hiringMessages.positionNotYetOpen,
  positionFull: hiringMessages.positionFull,
  signInToApply: hiringMessages.signInToApplyProblem,
  alreadyApplied: hiringMessages.alreadyApplied,
  confirmationInvalid: hiringMessages.confirmationInvalid,
  confirmationUsed: hiringMessages.confirmationUsed,
  confirmationExpired: hiringMessages.confirmationExpired,
  applicationNotFound: hiringApplicationsMessages.applicationNotFound,
});

// The Applications tab's catalogue and refusal (D91) live in a file of their own; re-exported
// here, where the app, Storybook and the problem-code check gather a feature's messages.
export {
  hiringApplicationsCatalogue,
  myApplicationsProblemMessages,
} from './my-applications-messages';
