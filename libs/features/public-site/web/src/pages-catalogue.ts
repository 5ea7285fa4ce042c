import { defineCatalogue } from '@facet/platform-i18n';

/** The landing and about pages. */
export const publicPagesCatalogue = defineCatalogue('publicPages', {
  landingTitle: {
    en: 'Know the people you work with',
    es: 'Conoce a las personas con las que trabajas',
    pt: 'Conheça as pessoas com quem você trabalha',
  },
  landingDescription: {
    en: 'Facet is a Big Five personality assessment for organisations: 240 questions, clear reports, and profiles that show how people fit a position.',
    es: 'Facet es una evaluación de personalidad Big Five para organizaciones: 240 preguntas, informes claros y perfiles que muestran cómo encaja cada persona en un puesto.',
    pt: 'Facet é uma avaliação de personalidade Big Five para organizações: 240 perguntas, relatórios claros e perfis que mostram como cada pessoa se ajusta a uma função.',
  },
  landingNonClinical: {
    en: 'A non-clinical tool for selection, development and teamwork. It describes tendencies, never a diagnosis.',
    es: 'Una herramienta no clínica para selección, desarrollo y trabajo en equipo. Describe tendencias, nunca un diagnóstico.',
    pt: 'Uma ferramenta não clínica para seleção, desenvolvimento e trabalho em grupo. Descreve tendências, nunca um diagnóstico.',
  },
  contactButton: { en: 'Ask for a demo', es: 'Solicitar una demo', pt: 'Pedir uma demonstração' },
  productVisualLabel: {
    en: 'Example of a Facet report: five personality domains, each marked on a percentile track beside the average band, and a team card with its fit to a profile.',
    es: 'Ejemplo de informe de Facet: cinco dominios de personalidad, cada uno marcado en una escala de percentiles junto a la franja media, y una tarjeta de equipo con su ajuste a un perfil.',
    pt: 'Exemplo de relatório do Facet: cinco domínios de personalidade, cada um marcado numa escala de percentis ao lado da faixa média, e um cartão de equipe com seu ajuste a um perfil.',
  },
  stepsTitle: {
    en: 'From first contact to results in six steps',
    es: 'Del primer contacto a los resultados en seis pasos',
    pt: 'Do primeiro contato aos resultados em seis passos',
  },
  stepContactTitle: { en: 'Contact us', es: 'Contacta con nosotros', pt: 'Fale conosco' },
  stepContactText: {
    en: 'Tell us about your organisation and what you want to learn about your teams.',
    es: 'Cuéntanos cómo es tu organización y qué quieres saber de tus equipos.',
    pt: 'Conte-nos sobre sua organização e o que quer saber sobre seus times.',
  },
  stepDemoTitle: {
    en: 'Demo and licences',
    es: 'Demo y licencias',
    pt: 'Demonstração e licenças',
  },
  stepDemoText: {
    en: 'We show you the product with real reports and you buy the licences you need: one per assessment.',
    es: 'Te mostramos el producto con informes reales y compras las licencias que necesitas: una por evaluación.',
    pt: 'Mostramos o produto com relatórios reais e você compra as licenças de que precisa: uma por avaliação.',
  },
  stepSetupTitle: {
    en: 'Account and company setup',
    es: 'Alta de la cuenta y la empresa',
    pt: 'Cadastro da conta e da empresa',
  },
  stepSetupText: {
    en: 'We create your company and its administrator, who manages managers, profiles and groups.',
    es: 'Creamos tu empresa y su administrador, que gestiona responsables, perfiles y grupos.',
    pt: 'Criamos sua empresa e o administrador dela, que gerencia gestores, perfis e grupos.',
  },
  stepInviteTitle: { en: 'Invite people', es: 'Invita a las personas', pt: 'Convide as pessoas' },
  stepInviteText: {
    en: 'Send invitations by e-mail to employees and candidates; each one sets their own password.',
    es: 'Envía invitaciones por correo a empleados y candidatos; cada persona elige su contraseña.',
    pt: 'Envie convites por e-mail a funcionários e candidatos; cada pessoa define sua senha.',
  },
  stepAssessTitle: {
    en: 'Complete the assessment',
    es: 'Completa la evaluación',
    pt: 'Conclua a avaliação',
  },
  stepAssessText: {
    en: '{statements} short statements in about {minutes} minutes, saved page by page so people can pause and come back.',
    es: '{statements} afirmaciones breves en unos {minutes} minutos, guardadas página a página para poder pausar y volver.',
    pt: '{statements} afirmações curtas em cerca de {minutes} minutos, salvas página a página para poder pausar e voltar.',
  },
  stepResultsTitle: {
    en: 'Read the results',
    es: 'Consulta los resultados',
    pt: 'Consulte os resultados',
  },
  stepResultsText: {
    en: 'Reports by domain and facet, PDF downloads and a comparison with the ideal profile of each position.',
    es: 'Informes por dominio y faceta, descarga en PDF y comparación con el perfil ideal de cada puesto.',
    pt: 'Relatórios por domínio e faceta, download em PDF e comparação com o perfil ideal de cada função.',
  },
  finalCallTitle: {
    en: 'Ready to see it with your own team?',
    es: '¿Quieres verlo con tu propio equipo?',
    pt: 'Quer ver isso com seu próprio time?',
  },
  finalCallText: {
    en: 'Write to us and we will prepare a demo for your organisation.',
    es: 'Escríbenos y prepararemos una demo para tu organización.',
    pt: 'Escreva para nós e preparamos uma demonstração para sua organização.',
  },
  finalCallButton: {
    en: 'Contact us',
    es: 'Contacta con nosotros',
    pt: 'Fale conosco',
  },
  aboutTitle: { en: 'About us', es: 'Quiénes somos', pt: 'Quem somos' },
  aboutIntro: {
    en: 'Facet was built by a compliance and risk-management consultancy to help organisations understand working styles with a well-studied model, in a non-clinical and respectful way.',
    es: 'Facet nace en una consultora de cumplimiento normativo y gestión de riesgos para ayudar a las organizaciones a entender estilos de trabajo con un modelo bien estudiado, de forma no clínica y respetuosa.',
    pt: 'Facet nasceu em uma consultoria de conformidade e gestão de riscos para ajudar as organizações a entender estilos de trabalho com um modelo bem estudado, de forma não clínica e respeitosa.',
  },
  aboutFigures: { en: 'Facet in figures', es: 'Facet en cifras', pt: 'Facet em números' },
  countriesFigure: {
    en: '{count, number} countries',
    es: '{count, number} países',
    pt: '{count, number} países',
  },
  countriesFigureText: {
    en: 'where organisations use Facet',
    es: 'donde las organizaciones usan Facet',
    pt: 'onde as organizações usam o Facet',
  },
  casesFigure: {
    en: '{count, number} cases',
    es: '{count, number} casos',
    pt: '{count, number} casos',
  },
  casesFigureText: {
    en: 'assessments completed and reported',
    es: 'evaluaciones completadas e informadas',
    pt: 'avaliações concluídas e relatadas',
  },
  teamTitle: { en: 'Our team', es: 'Nuestro equipo', pt: 'Nossa equipe' },
  roleFounder: {
    en: 'Founder and compliance director',
    es: 'Fundadora y directora de cumplimiento',
    pt: 'Fundadora e diretora de conformidade',
  },
  rolePsychometrics: {
    en: 'Head of psychometrics',
    es: 'Responsable de psicometría',
    pt: 'Responsável por psicometria',
  },
  roleEngineering: {
    en: 'Head of engineering',
    es: 'Responsable de ingeniería',
    pt: 'Responsável por engenharia',
  },
  profileLink: {
    en: 'Profile of {name}',
    es: 'Perfil de {name}',
    pt: 'Perfil de {name}',
  },
  creditsTitle: {
    en: 'Where our questions come from',
    es: 'De dónde vienen nuestras preguntas',
    pt: 'De onde vêm nossas perguntas',
  },
  creditsItems: {
    en: 'The questions come from the International Personality Item Pool (<ipip>ipip.ori.org</ipip>), which is in the public domain (Goldberg 1999; Johnson 2014).',
    es: 'Las preguntas proceden del International Personality Item Pool (<ipip>ipip.ori.org</ipip>), de dominio público (Goldberg 1999; Johnson 2014).',
    pt: 'As perguntas vêm do International Personality Item Pool (<ipip>ipip.ori.org</ipip>), de domínio público (Goldberg 1999; Johnson 2014).',
  },
  creditsOpenSource: {
    en: 'Some statement texts and translations are adapted from two open-source collections shared under the MIT licence: the <costaMcCrae>IPIP-NEO item set prepared by Alheimsins</costaMcCrae> and the <bigFiveQuestions>Big Five question bank of the bigfive-org project</bigFiveQuestions>. Our own team translated and reviewed the rest.',
    es: 'Algunos enunciados y traducciones están adaptados de dos colecciones de código abierto compartidas con licencia MIT: el <costaMcCrae>conjunto de ítems IPIP-NEO preparado por Alheimsins</costaMcCrae> y el <bigFiveQuestions>banco de preguntas Big Five del proyecto bigfive-org</bigFiveQuestions>. Nuestro equipo tradujo y revisó el resto.',
    pt: 'Alguns enunciados e traduções foram adaptados de duas coleções de código aberto compartilhadas com licença MIT: o <costaMcCrae>conjunto de itens IPIP-NEO preparado pela Alheimsins</costaMcCrae> e o <bigFiveQuestions>banco de perguntas Big Five do projeto bigfive-org</bigFiveQuestions>. Nossa equipe traduziu e reviu o resto.',
  },
});
