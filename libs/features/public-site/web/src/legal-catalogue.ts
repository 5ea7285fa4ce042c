import { defineCatalogue } from '@facet/platform-i18n';

/** Titles and summaries of the seven legal pages. */
export const legalPagesCatalogue = defineCatalogue('legalPages', {
  summaryHeading: { en: 'In short', es: 'En resumen', pt: 'Em resumo' },
  rightsForm: {
    en: 'To exercise any of these rights, send a request through the <link>data-rights form</link>; we answer within one month.',
    es: 'Para ejercer cualquiera de estos derechos, envía una solicitud desde el <link>formulario de derechos</link>; respondemos en el plazo de un mes.',
    pt: 'Para exercer qualquer um desses direitos, envie um pedido pelo <link>formulário de direitos</link>; respondemos no prazo de um mês.',
  },
  privacyTitle: {
    en: 'Privacy policy',
    es: 'Política de privacidad',
    pt: 'Política de privacidade',
  },
  privacySummary: {
    en: 'Facet processes personal data only to run personality assessments that your organisation asked for, and only with your explicit consent.',
    es: 'Facet trata datos personales solo para realizar las evaluaciones de personalidad que tu organización ha solicitado, y solo con tu consentimiento explícito.',
    pt: 'Facet trata dados pessoais apenas para realizar as avaliações de personalidade que sua organização solicitou, e apenas com seu consentimento explícito.',
  },
  privacyConsent: {
    en: 'Legal basis: your consent (GDPR Art. 6.1.a) and, because answers describe personality, your explicit consent to process special data (Art. 9.2.a), given before the assessment starts (consent version 1.0.0). You may withdraw it at any time.',
    es: 'Base jurídica: tu consentimiento (art. 6.1.a RGPD) y, como las respuestas describen la personalidad, tu consentimiento explícito para tratar datos especiales (art. 9.2.a), otorgado antes de empezar la evaluación (versión 1.0.0). Puedes retirarlo en cualquier momento.',
    pt: 'Base legal: seu consentimento (art. 6.1.a do RGPD) e, como as respostas descrevem a personalidade, seu consentimento explícito para tratar dados especiais (art. 9.2.a), dado antes de a avaliação começar (versão 1.0.0). Você pode retirá-lo a qualquer momento.',
  },
  privacyStored: {
    en: 'What we store: your name, e-mail, role and company; your answers and results; your data-rights and contact requests. Your company sees your results only while you belong to it.',
    es: 'Qué guardamos: tu nombre, correo, rol y empresa; tus respuestas y resultados; tus solicitudes de derechos y de contacto. Tu empresa ve tus resultados solo mientras perteneces a ella.',
    pt: 'O que guardamos: seu nome, e-mail, papel e empresa; suas respostas e resultados; seus pedidos de direitos e de contato. Sua empresa vê seus resultados apenas enquanto você fizer parte dela.',
  },
  privacyRetention: {
    en: 'How long: account data, answers and results while your account exists; they are erased when you ask for deletion. Contact requests are kept for 12 months, and data-rights requests for 3 years to prove they were answered.',
    es: 'Cuánto tiempo: los datos de la cuenta, respuestas y resultados mientras exista tu cuenta; se borran cuando pides la supresión. Las solicitudes de contacto se guardan 12 meses y las de derechos 3 años para acreditar que se atendieron.',
    pt: 'Por quanto tempo: dados da conta, respostas e resultados enquanto sua conta existir; são apagados quando você pede a exclusão. Pedidos de contato são guardados por 12 meses e pedidos de direitos por 3 anos para provar que foram atendidos.',
  },
  privacyRights: {
    en: 'Your rights: access, rectification, suppression, objection, portability and limitation of processing, and a complaint to your data-protection authority.',
    es: 'Tus derechos: acceso, rectificación, supresión, oposición, portabilidad y limitación del tratamiento, además de reclamar ante tu autoridad de protección de datos.',
    pt: 'Seus direitos: acesso, retificação, exclusão, oposição, portabilidade e limitação do tratamento, além de reclamar à sua autoridade de proteção de dados.',
  },
  termsTitle: { en: 'Terms of use', es: 'Condiciones de uso', pt: 'Termos de uso' },
  termsSummary: {
    en: 'Facet is offered to organisations that hold licences and to the people they invite. Using it means accepting these terms.',
    es: 'Facet se ofrece a las organizaciones con licencias y a las personas que invitan. Usarlo supone aceptar estas condiciones.',
    pt: 'Facet é oferecido às organizações com licenças e às pessoas que elas convidam. Usá-lo significa aceitar estes termos.',
  },
  termsAccount: {
    en: 'Keep your password to yourself; you answer for what is done with your account. Answer the questions honestly and on your own.',
    es: 'No compartas tu contraseña; respondes de lo que se haga con tu cuenta. Contesta las preguntas con sinceridad y por ti mismo.',
    pt: 'Não compartilhe sua senha; você responde pelo que for feito com sua conta. Responda às perguntas com sinceridade e por conta própria.',
  },
  termsLicences: {
    en: 'One licence is used per assessment. Companies use results to support selection and development, never as the only ground for a decision about a person.',
    es: 'Cada evaluación consume una licencia. Las empresas usan los resultados para apoyar la selección y el desarrollo, nunca como único motivo de una decisión sobre una persona.',
    pt: 'Cada avaliação consome uma licença. As empresas usam os resultados para apoiar a seleção e o desenvolvimento, nunca como único motivo de uma decisão sobre uma pessoa.',
  },
  termsLeaving: {
    en: 'You may leave your company or close your account at any time; we may suspend accounts that misuse the service.',
    es: 'Puedes dejar tu empresa o cerrar tu cuenta cuando quieras; podemos suspender cuentas que hagan mal uso del servicio.',
    pt: 'Você pode sair da sua empresa ou encerrar sua conta quando quiser; podemos suspender contas que usem mal o serviço.',
  },
  clinicalTitle: {
    en: 'Clinical disclaimer',
    es: 'Aviso de uso no clínico',
    pt: 'Aviso de uso não clínico',
  },
  clinicalSummary: {
    en: 'Facet is not a medical or psychological diagnostic tool. Its reports describe tendencies and preferences at work, not health, ability or worth.',
    es: 'Facet no es una herramienta de diagnóstico médico ni psicológico. Sus informes describen tendencias y preferencias en el trabajo, no la salud, la capacidad ni la valía.',
    pt: 'Facet não é uma ferramenta de diagnóstico médico nem psicológico. Seus relatórios descrevem tendências e preferências no trabalho, não saúde, capacidade ou valor.',
  },
  clinicalNorms: {
    en: 'Scores are compared with published general-population norms (Johnson 2014); they are estimates with a margin of error.',
    es: 'Las puntuaciones se comparan con baremos publicados de población general (Johnson 2014); son estimaciones con margen de error.',
    pt: 'As pontuações são comparadas com normas publicadas da população geral (Johnson 2014); são estimativas com margem de erro.',
  },
  clinicalHelp: {
    en: 'If you are worried about your mental health, talk to a qualified professional; Facet cannot replace one.',
    es: 'Si te preocupa tu salud mental, habla con un profesional cualificado; Facet no puede sustituirlo.',
    pt: 'Se você se preocupa com sua saúde mental, fale com um profissional qualificado; Facet não pode substituí-lo.',
  },
  legalNoticeTitle: { en: 'Legal notice', es: 'Aviso legal', pt: 'Aviso legal' },
  legalNoticeSummary: {
    en: 'This site and the Facet service are operated by the consultancy that built it, which is responsible for the processing of personal data described in the privacy policy.',
    es: 'Este sitio y el servicio Facet los opera la consultora que lo creó, responsable del tratamiento de datos personales descrito en la política de privacidad.',
    pt: 'Este site e o serviço Facet são operados pela consultoria que o criou, responsável pelo tratamento de dados pessoais descrito na política de privacidade.',
  },
  legalNoticeContent: {
    en: 'Texts, reports and design belong to their authors; the assessment items are public domain (IPIP). Reusing the rest needs our written permission.',
    es: 'Los textos, informes y diseño pertenecen a sus autores; las preguntas de la evaluación son de dominio público (IPIP). Reutilizar el resto requiere nuestro permiso por escrito.',
    pt: 'Textos, relatórios e design pertencem aos seus autores; os itens da avaliação são de domínio público (IPIP). Reutilizar o restante exige nossa autorização por escrito.',
  },
  legalNoticeContact: {
    en: 'For any question about this notice, use the contact form.',
    es: 'Para cualquier duda sobre este aviso, usa el formulario de contacto.',
    pt: 'Para qualquer dúvida sobre este aviso, use o formulário de contato.',
  },
  cookiesTitle: { en: 'Cookies policy', es: 'Política de cookies', pt: 'Política de cookies' },
  cookiesSummary: {
    en: 'Facet uses only what it needs to work, unless you accept analytics in the cookie banner.',
    es: 'Facet usa solo lo que necesita para funcionar, salvo que aceptes la analítica en el aviso de cookies.',
    pt: 'Facet usa apenas o que precisa para funcionar, a menos que você aceite a análise no aviso de cookies.',
  },
  cookiesNecessary: {
    en: 'Always on: the sign-in cookie (until you log out, at most 30 days with "stay logged in"), the language cookie (one year) and, in your browser\'s storage, your language, theme and cookie choice.',
    es: 'Siempre activas: la cookie de sesión (hasta que cierras sesión, como máximo 30 días con «mantener la sesión»), la cookie de idioma (un año) y, en el almacenamiento del navegador, tu idioma, tema y elección de cookies.',
    pt: 'Sempre ativos: o cookie de sessão (até você sair, no máximo 30 dias com "manter conectado"), o cookie de idioma (um ano) e, no armazenamento do navegador, seu idioma, tema e escolha de cookies.',
  },
  cookiesAnalytics: {
    en: 'Only after you accept: usage analytics and error reporting, sent without personal data. Nothing optional loads before you choose.',
    es: 'Solo si aceptas: analítica de uso y notificación de errores, enviadas sin datos personales. Nada opcional se carga antes de que elijas.',
    pt: 'Somente se você aceitar: análise de uso e relato de erros, enviados sem dados pessoais. Nada opcional é carregado antes da sua escolha.',
  },
  cookiesChange: {
    en: "To change your choice, clear this site's data in your browser; the banner will ask again.",
    es: 'Para cambiar tu elección, borra los datos de este sitio en tu navegador; el aviso volverá a preguntarte.',
    pt: 'Para mudar sua escolha, apague os dados deste site no navegador; o aviso perguntará de novo.',
  },
  qualityTitle: { en: 'Quality policy', es: 'Política de calidad', pt: 'Política de qualidade' },
  qualitySummary: {
    en: 'We commit to assessments that are reliable, explained and fair to the people who take them.',
    es: 'Nos comprometemos con evaluaciones fiables, explicadas y justas con las personas que las realizan.',
    pt: 'Assumimos o compromisso de avaliações confiáveis, explicadas e justas com as pessoas que as realizam.',
  },
  qualityMethod: {
    en: 'Items, scoring and norms are versioned and documented, so every result can be traced to the method that produced it.',
    es: 'Preguntas, puntuación y baremos tienen versión y documentación, de modo que cada resultado se puede rastrear hasta el método que lo produjo.',
    pt: 'Itens, pontuação e normas têm versão e documentação, de modo que cada resultado pode ser rastreado até o método que o produziu.',
  },
  qualityReview: {
    en: 'Report texts are reviewed in English, Spanish and Portuguese, and every change to the software is tested before release.',
    es: 'Los textos de los informes se revisan en inglés, español y portugués, y cada cambio del software se prueba antes de publicarse.',
    pt: 'Os textos dos relatórios são revisados em inglês, espanhol e português, e cada mudança no software é testada antes de ser publicada.',
  },
  qualityFeedback: {
    en: 'Complaints and suggestions reach us through the contact form and are answered.',
    es: 'Las quejas y sugerencias nos llegan por el formulario de contacto y se responden.',
    pt: 'Reclamações e sugestões chegam até nós pelo formulário de contato e são respondidas.',
  },
  accessibilityTitle: { en: 'Accessibility', es: 'Accesibilidad', pt: 'Acessibilidade' },
  accessibilitySummary: {
    en: 'Facet aims to meet WCAG 2.2 level AA so that everyone can take the assessment and read the reports.',
    es: 'Facet aspira a cumplir las WCAG 2.2 nivel AA para que cualquier persona pueda hacer la evaluación y leer los informes.',
    pt: 'Facet busca atender às WCAG 2.2 nível AA para que qualquer pessoa possa fazer a avaliação e ler os relatórios.',
  },
  accessibilityKeyboard: {
    en: 'Every screen works with the keyboard and a screen reader, has a skip link to the content and keeps focus visible.',
    es: 'Todas las pantallas funcionan con teclado y lector de pantalla, tienen un enlace para saltar al contenido y mantienen visible el foco.',
    pt: 'Todas as telas funcionam com teclado e leitor de tela, têm um link para pular ao conteúdo e mantêm o foco visível.',
  },
  accessibilityThemes: {
    en: 'Light and dark themes are checked for contrast, and the interface follows your system settings.',
    es: 'Los temas claro y oscuro se comprueban para el contraste, y la interfaz sigue la configuración de tu sistema.',
    pt: 'Os temas claro e escuro são verificados quanto ao contraste, e a interface segue as configurações do seu sistema.',
  },
  accessibilityReport: {
    en: 'If something is hard to use, tell us through the contact form and we will fix it or offer another way.',
    es: 'Si algo te resulta difícil de usar, dínoslo por el formulario de contacto y lo corregiremos u ofreceremos otra vía.',
    pt: 'Se algo for difícil de usar, conte-nos pelo formulário de contato e vamos corrigir ou oferecer outra forma.',
  },
});
