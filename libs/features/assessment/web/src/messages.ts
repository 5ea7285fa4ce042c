import { assessmentProblems } from '@facet/assessment-domain';
import { problemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';

/** Every string of the diagnostic flow and the results list, in en, es and pt. */
export const assessmentCatalogue = defineCatalogue('assessment', {
  introTitle: {
    en: 'Personality assessment',
    es: 'Evaluación de personalidad',
    pt: 'Avaliação de personalidade',
  },
  introWhat: {
    en: 'This questionnaire describes how you tend to think, feel and act, along the five broad domains of personality (the Big Five) and their 30 facets. It is not a clinical test.',
    es: 'Este cuestionario describe cómo tiendes a pensar, sentir y actuar, según los cinco grandes dominios de la personalidad (los Cinco Grandes) y sus 30 facetas. No es una prueba clínica.',
    pt: 'Este questionário descreve como você tende a pensar, sentir e agir, segundo os cinco grandes domínios da personalidade (os Cinco Grandes) e as suas 30 facetas. Não é um teste clínico.',
  },
  introTime: {
    en: 'It has {statements, number} short statements and takes about {minutes, plural, one {# minute} other {# minutes}}.',
    es: 'Tiene {statements, number} afirmaciones breves y lleva unos {minutes, plural, one {# minuto} other {# minutos}}.',
    pt: 'Tem {statements, number} afirmações curtas e leva cerca de {minutes, plural, one {# minuto} other {# minutos}}.',
  },
  introPause: {
    en: 'Your answers are saved each time you continue to the next page, so you can pause and come back later: you will resume where you left off.',
    es: 'Tus respuestas se guardan cada vez que pasas a la página siguiente, así que puedes hacer una pausa y volver más tarde: seguirás donde lo dejaste.',
    pt: 'Suas respostas são salvas cada vez que você avança para a página seguinte, então pode fazer uma pausa e voltar depois: continuará de onde parou.',
  },
  introHonest: {
    en: 'There are no right or wrong answers. Answer as you usually are, not as you would like to be.',
    es: 'No hay respuestas correctas ni incorrectas. Responde según como eres habitualmente, no como te gustaría ser.',
    pt: 'Não há respostas certas nem erradas. Responda de acordo com o que você costuma ser, não com o que gostaria de ser.',
  },
  start: {
    en: 'Start the assessment',
    es: 'Empezar la evaluación',
    pt: 'Começar a avaliação',
  },
  continueAtPage: {
    en: 'Continue at page {page} of {totalPages}',
    es: 'Continuar en la página {page} de {totalPages}',
    pt: 'Continuar na página {page} de {totalPages}',
  },
  progressSoFar: {
    en: 'You have answered {answered} of {total} statements. Your answers are saved.',
    es: 'Has respondido {answered} de {total} afirmaciones. Tus respuestas están guardadas.',
    pt: 'Você respondeu {answered} de {total} afirmações. Suas respostas estão salvas.',
  },
  consentTitle: {
    en: 'Consent to data processing',
    es: 'Consentimiento para el tratamiento de datos',
    pt: 'Consentimento para o tratamento de dados',
  },
  consentText: {
    en: 'To take the assessment we process your answers and results, which are personal data, on the basis of your explicit consent (GDPR Art. 6.1.a and 9.2.a). You can withdraw it and exercise your data rights at any time from the data-rights form.',
    es: 'Para realizar la evaluación tratamos tus respuestas y resultados, que son datos personales, con base en tu consentimiento explícito (RGPD art. 6.1.a y 9.2.a). Puedes retirarlo y ejercer tus derechos en cualquier momento desde el formulario de derechos.',
    pt: 'Para realizar a avaliação tratamos suas respostas e resultados, que são dados pessoais, com base no seu consentimento explícito (RGPD art. 6.1.a e 9.2.a). Você pode retirá-lo e exercer seus direitos a qualquer momento pelo formulário de direitos.',
  },
  consentCheckbox: {
    en: 'I consent to the processing of my answers and results.',
    es: 'Doy mi consentimiento para el tratamiento de mis respuestas y resultados.',
    pt: 'Dou meu consentimento para o tratamento das minhas respostas e resultados.',
  },
  consentAccept: {
    en: 'Accept and continue',
    es: 'Aceptar y continuar',
    pt: 'Aceitar e continuar',
  },
  consentCancel: { en: 'Not now', es: 'Ahora no', pt: 'Agora não' },
  consentRequired: {
    en: 'Consent is required to continue.',
    es: 'El consentimiento es necesario para continuar.',
    pt: 'O consentimento é necessário para continuar.',
  },
  pageOfTotal: {
    en: 'Page {page} of {totalPages}',
    es: 'Página {page} de {totalPages}',
    pt: 'Página {page} de {totalPages}',
  },
  progressLabel: { en: 'Overall progress', es: 'Progreso total', pt: 'Progresso total' },
  progressValue: {
    en: '{answered} of {total} answered',
    es: '{answered} de {total} respondidas',
    pt: '{answered} de {total} respondidas',
  },
  timeLeft: {
    en: '{minutes, plural, one {About # minute left} other {About # minutes left}}',
    es: '{minutes, plural, one {Queda alrededor de # minuto} other {Quedan alrededor de # minutos}}',
    pt: '{minutes, plural, one {Falta cerca de # minuto} other {Faltam cerca de # minutos}}',
  },
  paceHintTitle: {
    en: 'You’re answering quickly',
    es: 'Estás respondiendo muy rápido',
    pt: 'Você está respondendo bem rápido',
  },
  paceHint: {
    en: 'There’s no rush. Take a moment to read each statement: answers given faster than anyone can read make your profile less reliable.',
    es: 'No hay prisa. Tómate un momento para leer cada afirmación: las respuestas dadas más rápido de lo que se puede leer hacen tu perfil menos fiable.',
    pt: 'Não tenha pressa. Leia cada afirmação com calma: respostas dadas mais rápido do que alguém consegue ler deixam seu perfil menos confiável.',
  },
  attemptLanguageNote: {
    en: 'The statements stay in {language}, the language you started in. Every statement of one assessment is read in one language, so that your answers are compared with people who read the same words.',
    es: 'Las afirmaciones siguen en {language}, el idioma en que empezaste. Todas las afirmaciones de una evaluación se leen en un mismo idioma, para comparar tus respuestas con las de personas que leyeron las mismas palabras.',
    pt: 'As afirmações continuam em {language}, o idioma em que você começou. Todas as afirmações de uma avaliação são lidas no mesmo idioma, para comparar suas respostas com as de pessoas que leram as mesmas palavras.',
  },
  restartInLanguage: {
    en: 'Start again in {language}',
    es: 'Empezar de nuevo en {language}',
    pt: 'Recomeçar em {language}',
  },
  restartConfirmTitle: {
    en: 'Start again in {language}?',
    es: '¿Empezar de nuevo en {language}?',
    pt: 'Recomeçar em {language}?',
  },
  restartConfirmText: {
    en: '{count, plural, =0 {You start at the first statement, in {language}.} one {The # answer you have given is cleared and you start at the first statement, in {language}.} other {The # answers you have given are cleared and you start at the first statement, in {language}.}} It uses no new licence and leaves no unfinished result behind.',
    es: '{count, plural, =0 {Empiezas por la primera afirmación, en {language}.} one {Se borra la # respuesta que has dado y empiezas por la primera afirmación, en {language}.} other {Se borran las # respuestas que has dado y empiezas por la primera afirmación, en {language}.}} No usa una licencia nueva ni deja un resultado a medias.',
    pt: '{count, plural, =0 {Você começa pela primeira afirmação, em {language}.} one {A # resposta que você deu é apagada e você começa pela primeira afirmação, em {language}.} other {As # respostas que você deu são apagadas e você começa pela primeira afirmação, em {language}.}} Não usa uma licença nova nem deixa um resultado pela metade.',
  },
  restartConfirmCancel: {
    en: 'Keep going in {language}',
    es: 'Seguir en {language}',
    pt: 'Continuar em {language}',
  },
  restartFailed: {
    en: 'The assessment could not start again. Your answers are still saved; try again in a moment.',
    es: 'No se pudo empezar de nuevo. Tus respuestas siguen guardadas; inténtalo de nuevo en un momento.',
    pt: 'Não foi possível recomeçar. Suas respostas continuam salvas; tente de novo em instantes.',
  },
  doneTitle: { en: 'You’re done!', es: '¡Listo!', pt: 'Pronto!' },
  doneText: {
    en: 'You answered all {total} statements. Thank you for taking the time: your profile is ready.',
    es: 'Respondiste las {total} afirmaciones. Gracias por dedicarle tiempo: tu perfil está listo.',
    pt: 'Você respondeu às {total} afirmações. Obrigado por dedicar seu tempo: seu perfil está pronto.',
  },
  doneAction: {
    en: 'See your profile at a glance',
    es: 'Ver tu perfil de un vistazo',
    pt: 'Ver um resumo do seu perfil',
  },
  keyboardHint: {
    en: 'Answer each statement with the arrow keys or the keys 1 to 5, and move between statements with Tab.',
    es: 'Responde a cada afirmación con las flechas o las teclas 1 a 5, y pasa de una a otra con Tab.',
    pt: 'Responda a cada afirmação com as setas ou as teclas 1 a 5, e passe de uma para outra com Tab.',
  },
  strongly_disagree: {
    en: 'Strongly disagree',
    es: 'Totalmente en desacuerdo',
    pt: 'Discordo totalmente',
  },
  disagree: { en: 'Disagree', es: 'En desacuerdo', pt: 'Discordo' },
  neutral: {
    en: 'Neither agree nor disagree',
    es: 'Ni de acuerdo ni en desacuerdo',
    pt: 'Nem concordo nem discordo',
  },
  agree: { en: 'Agree', es: 'De acuerdo', pt: 'Concordo' },
  strongly_agree: { en: 'Strongly agree', es: 'Totalmente de acuerdo', pt: 'Concordo totalmente' },
  unansweredFlag: {
    en: 'Not answered yet',
    es: 'Sin responder',
    pt: 'Ainda sem resposta',
  },
  unansweredOnPage: {
    en: '{count, plural, one {# statement on this page is not answered yet.} other {# statements on this page are not answered yet.}}',
    es: '{count, plural, one {# afirmación de esta página está sin responder.} other {# afirmaciones de esta página están sin responder.}}',
    pt: '{count, plural, one {# afirmação desta página está sem resposta.} other {# afirmações desta página estão sem resposta.}}',
  },
  autoAdvance: {
    en: 'Move to the next statement after answering',
    es: 'Pasar a la siguiente afirmación al responder',
    pt: 'Passar à afirmação seguinte ao responder',
  },
  finishConfirmTitle: {
    en: 'Finish the assessment?',
    es: '¿Terminar la evaluación?',
    pt: 'Concluir a avaliação?',
  },
  finishConfirmText: {
    en: 'Your result is calculated from your answers and you will see it right away. You cannot change your answers afterwards.',
    es: 'Tu resultado se calcula a partir de tus respuestas y lo verás enseguida. Después ya no podrás cambiar tus respuestas.',
    pt: 'Seu resultado é calculado a partir das suas respostas e você o verá de imediato. Depois não poderá mais alterar suas respostas.',
  },
  finishConfirmAction: {
    en: 'Finish and see my result',
    es: 'Terminar y ver mi resultado',
    pt: 'Concluir e ver meu resultado',
  },
  finishConfirmCancel: {
    en: 'Review my answers',
    es: 'Revisar mis respuestas',
    pt: 'Revisar minhas respostas',
  },
  previousPage: { en: 'Previous page', es: 'Página anterior', pt: 'Página anterior' },
  continue: { en: 'Save and continue', es: 'Guardar y continuar', pt: 'Salvar e continuar' },
  finish: { en: 'Finish', es: 'Terminar', pt: 'Concluir' },
  saved: {
    en: 'Your answers so far are saved.',
    es: 'Tus respuestas hasta ahora están guardadas.',
    pt: 'Suas respostas até agora estão salvas.',
  },
  unsaved: {
    en: 'The answers on this page are saved when you continue.',
    es: 'Las respuestas de esta página se guardan al continuar.',
    pt: 'As respostas desta página são salvas quando você continua.',
  },
  saving: { en: 'Saving…', es: 'Guardando…', pt: 'Salvando…' },
  saveFailed: {
    en: 'This page could not be saved. Your answers are still here: check your connection and try again.',
    es: 'No se pudo guardar esta página. Tus respuestas siguen aquí: comprueba la conexión e inténtalo de nuevo.',
    pt: 'Não foi possível salvar esta página. Suas respostas continuam aqui: verifique a conexão e tente novamente.',
  },
  offline: {
    en: 'You are offline. Keep answering: this page is saved when you continue once the connection is back.',
    es: 'No tienes conexión. Sigue respondiendo: esta página se guardará al continuar cuando vuelva la conexión.',
    pt: 'Você está sem conexão. Continue respondendo: esta página será salva quando continuar, assim que a conexão voltar.',
  },
  finishNeedsAll: {
    en: 'Answer every statement before finishing.',
    es: 'Responde a todas las afirmaciones antes de terminar.',
    pt: 'Responda a todas as afirmações antes de concluir.',
  },
  loading: {
    en: 'Loading the assessment…',
    es: 'Cargando la evaluación…',
    pt: 'Carregando a avaliação…',
  },
  finishedTitle: {
    en: 'Assessment completed',
    es: 'Evaluación completada',
    pt: 'Avaliação concluída',
  },
  finishedText: {
    en: 'You have already finished the assessment. Your results are in your account.',
    es: 'Ya has terminado la evaluación. Tus resultados están en tu cuenta.',
    pt: 'Você já concluiu a avaliação. Seus resultados estão na sua conta.',
  },
  seeResults: { en: 'See your results', es: 'Ver tus resultados', pt: 'Ver os seus resultados' },
  blockedTitle: {
    en: 'You cannot take the assessment right now',
    es: 'Ahora no puedes realizar la evaluación',
    pt: 'Você não pode realizar a avaliação agora',
  },
  noLicencesTitle: {
    en: 'Your company has no licences left',
    es: 'Tu empresa no tiene licencias disponibles',
    pt: 'Sua empresa não tem licenças disponíveis',
  },
  noLicencesText: {
    en: 'Ask your company administrator to add licences; you can start as soon as one is free.',
    es: 'Pide al administrador de tu empresa que añada licencias; podrás empezar en cuanto haya una libre.',
    pt: 'Peça ao administrador da sua empresa que adicione licenças; você poderá começar assim que houver uma livre.',
  },
  blockedText: {
    en: 'Taking the assessment needs a company that invited you and a licence from it. Ask your manager to give you one.',
    es: 'Para realizar la evaluación necesitas que una empresa te haya invitado y te asigne una licencia. Pide una a tu responsable.',
    pt: 'Para realizar a avaliação, você precisa ter sido convidado por uma empresa e receber dela uma licença. Peça uma ao seu gestor.',
  },
  errorFetchingDiagnostic: {
    en: 'Error fetching diagnostic.',
    es: 'Error al cargar la evaluación.',
    pt: 'Erro ao carregar a avaliação.',
  },
  errorPostingConsent: {
    en: 'Error posting consent.',
    es: 'Error al registrar el consentimiento.',
    pt: 'Erro ao registrar o consentimento.',
  },
  backToAccount: { en: 'Go to my account', es: 'Ir a mi cuenta', pt: 'Ir para a minha conta' },
  resultsTitle: { en: 'Results', es: 'Resultados', pt: 'Resultados' },
  resultsPageTitle: { en: 'Your results', es: 'Tus resultados', pt: 'Seus resultados' },
  resultsPageIntro: {
    en: 'Each finished assessment gives a result. Open one to read your report or download its PDF.',
    es: 'Cada evaluación terminada da un resultado. Abre uno para leer tu informe o descargar su PDF.',
    pt: 'Cada avaliação concluída gera um resultado. Abra um para ler seu relatório ou baixar o PDF.',
  },
  columnNumber: { en: 'Number', es: 'Número', pt: 'Número' },
  columnDate: { en: 'Date', es: 'Fecha', pt: 'Data' },
  columnActions: { en: 'Actions', es: 'Acciones', pt: 'Ações' },
  viewResult: { en: 'View', es: 'Ver', pt: 'Ver' },
  viewResultLabel: {
    en: 'View result {number}',
    es: 'Ver el resultado {number}',
    pt: 'Ver o resultado {number}',
  },
  resultsEmpty: {
    en: 'No results yet',
    es: 'Aún no hay resultados',
    pt: 'Ainda não há resultados',
  },
  resultsEmptyHint: {
    en: 'Your results appear here when you finish the assessment.',
    es: 'Tus resultados aparecerán aquí cuando termines la evaluación.',
    pt: 'Seus resultados aparecerão aqui quando você concluir a avaliação.',
  },
  takeAssessment: {
    en: 'Take the assessment',
    es: 'Realizar la evaluación',
    pt: 'Realizar a avaliação',
  },
  retakeNotice: {
    en: 'You can take the assessment again; this attempt uses no new licence.',
    es: 'Puedes volver a hacer la evaluación; este intento no usa una licencia nueva.',
    pt: 'Você pode fazer a avaliação de novo; esta tentativa não usa uma licença nova.',
  },
  errorFetchingResults: {
    en: 'Error fetching user results.',
    es: 'Error al cargar tus resultados.',
    pt: 'Erro ao carregar seus resultados.',
  },
  notLaunchedProblem: {
    en: 'There is no assessment in progress. Start the assessment first.',
    es: 'No hay ninguna evaluación en curso. Empieza la evaluación primero.',
    pt: 'Não há nenhuma avaliação em andamento. Comece a avaliação primeiro.',
  },
  languageNotOfferedProblem: {
    en: 'This assessment is not offered in this language. Choose one of the languages the position offers.',
    es: 'Esta evaluación no se ofrece en este idioma. Elige uno de los idiomas que ofrece el puesto.',
    pt: 'Esta avaliação não é oferecida neste idioma. Escolha um dos idiomas que a vaga oferece.',
  },
  resultNotFoundProblem: {
    en: 'This result does not exist.',
    es: 'Este resultado no existe.',
    pt: 'Este resultado não existe.',
  },
});

/** The sentence for each cause the assessment API names by code. */
export const assessmentProblemMessages = problemMessages(assessmentProblems, {
  noCompany: assessmentCatalogue.messages.blockedText,
  noPermission: assessmentCatalogue.messages.blockedText,
  noLicencesLeft: assessmentCatalogue.messages.noLicencesText,
  alreadyFinished: assessmentCatalogue.messages.finishedText,
  languageNotOffered: assessmentCatalogue.messages.languageNotOfferedProblem,
  notLaunched: assessmentCatalogue.messages.notLaunchedProblem,
  consentRequired: assessmentCatalogue.messages.consentRequired,
  resultNotFound: assessmentCatalogue.messages.resultNotFoundProblem,
  unanswered: assessmentCatalogue.messages.finishNeedsAll,
});
