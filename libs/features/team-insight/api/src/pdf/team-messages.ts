import { defineCatalogue } from '@facet/platform-i18n';

/** The fixed wording of the team view's PDF, in every language of the product. */
export const teamDocumentMessages = defineCatalogue('pdf.teamView', {
  title: {
    en: 'Team view',
    es: 'Vista de equipo',
    pt: 'Visão da equipe',
  },
  company: {
    en: 'Company',
    es: 'Empresa',
    pt: 'Empresa',
  },
  group: {
    en: 'Group',
    es: 'Grupo',
    pt: 'Grupo',
  },
  date: {
    en: 'Date',
    es: 'Fecha',
    pt: 'Data',
  },
  questionableMark: {
    en: 'questionable',
    es: 'dudoso',
    pt: 'duvidoso',
  },
  heatmap: {
    en: 'Big Five domains of each member (percentile and level)',
    es: 'Dominios de los Cinco Grandes de cada miembro (percentil y nivel)',
    pt: 'Domínios dos Cinco Grandes de cada membro (percentil e nível)',
  },
  member: {
    en: 'Member',
    es: 'Miembro',
    pt: 'Membro',
  },
  legend: {
    en: 'Colours',
    es: 'Colores',
    pt: 'Cores',
  },
  distribution: {
    en: 'Levels in the team against the norm',
    es: 'Niveles del equipo frente al baremo',
    pt: 'Níveis da equipe em relação à norma',
  },
  norm: {
    en: 'Norm',
    es: 'Baremo',
    pt: 'Norma',
  },
  spread: {
    en: 'Where the team is alike, where it differs',
    es: 'En qué se parece el equipo y en qué se diferencia',
    pt: 'Onde a equipe se parece e onde se diferencia',
  },
  noSpread: {
    en: 'The spread needs at least three members counted.',
    es: 'La dispersión necesita al menos tres miembros incluidos.',
    pt: 'A dispersão precisa de pelo menos três membros incluídos.',
  },
  scale: {
    en: 'Scale',
    es: 'Escala',
    pt: 'Escala',
  },
  median: {
    en: 'Median percentile',
    es: 'Percentil mediano',
    pt: 'Percentil mediano',
  },
  middleHalf: {
    en: 'Middle half (percentiles)',
    es: 'Mitad central (percentiles)',
    pt: 'Metade central (percentis)',
  },
  percentileNote: {
    en: 'Percentiles: the share of the norm group scoring lower; 50 is the middle, and half of people in general lie between 25 and 75.',
    es: 'Percentiles: la proporción del grupo de referencia que puntúa más bajo; 50 es el centro, y la mitad de la población general está entre 25 y 75.',
    pt: 'Percentis: a proporção do grupo de referência que pontua mais baixo; 50 é o meio, e metade da população em geral fica entre 25 e 75.',
  },
  counted: {
    en: '{count} {count, plural, =1 {member} other {members}} counted',
    es: '{count} {count, plural, =1 {miembro incluido} other {miembros incluidos}}',
    pt: '{count} {count, plural, =1 {membro incluído} other {membros incluídos}}',
  },
  countedQuestionable: {
    en: '{count} of them with a questionable result, marked “questionable”: some answers were inconsistent or hurried, so read those scores with caution',
    es: '{count} de ellos con un resultado dudoso, marcado «dudoso»: algunas respuestas fueron incoherentes o apresuradas, así que lee esas puntuaciones con cautela',
    pt: '{count} deles com um resultado duvidoso, marcado “duvidoso”: algumas respostas foram incoerentes ou apressadas, então leia essas pontuações com cautela',
  },
  leftOutNoResult: {
    en: '{count} without a finished assessment',
    es: '{count} sin una evaluación terminada',
    pt: '{count} sem uma avaliação concluída',
  },
  leftOutInvalid: {
    en: '{count} with a result that is not valid, left out',
    es: '{count} con un resultado no válido, excluido',
    pt: '{count} com um resultado não válido, excluído',
  },
  alike: {
    en: 'The team is most alike on {scales}.',
    es: 'El equipo se parece más en {scales}.',
    pt: 'A equipe se parece mais em {scales}.',
  },
  differs: {
    en: 'It differs most on {scales}.',
    es: 'Se diferencia más en {scales}.',
    pt: 'Ela se diferencia mais em {scales}.',
  },
});
