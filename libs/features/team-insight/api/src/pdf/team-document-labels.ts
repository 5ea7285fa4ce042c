import type { Language } from '@facet/platform-kernel';
import type { LeftOutReason } from '@facet/team-insight-domain';

/** The fixed wording of the team view's PDF, in every language of the product. */
export interface TeamDocumentLabels {
  title: string;
  company: string;
  group: string;
  date: string;
  counted: (count: number) => string;
  /** How many of the counted have a questionable result, each marked `questionableMark`. */
  countedQuestionable: (count: number) => string;
  questionableMark: string;
  leftOut: Record<LeftOutReason, (count: number) => string>;
  heatmap: string;
  member: string;
  legend: string;
  distribution: string;
  norm: string;
  spread: string;
  alike: (scales: string) => string;
  differs: (scales: string) => string;
  noSpread: string;
  scale: string;
  median: string;
  middleHalf: string;
  percentileNote: string;
}

export const teamDocumentLabels: Record<Language, TeamDocumentLabels> = {
  en: {
    title: 'Team view',
    company: 'Company',
    group: 'Group',
    date: 'Date',
    counted: (count) => `${count} ${count === 1 ? 'member' : 'members'} counted`,
    countedQuestionable: (count) =>
      `${count} of them with a questionable result, marked “questionable”: some answers were inconsistent or hurried, so read those scores with caution`,
    questionableMark: 'questionable',
    leftOut: {
      no_result: (count) => `${count} without a finished assessment`,
      invalid: (count) => `${count} with a result that is not valid, left out`,
    },
    heatmap: 'Big Five domains of each member (percentile and level)',
    member: 'Member',
    legend: 'Colours',
    distribution: 'Levels in the team against the norm',
    norm: 'Norm',
    spread: 'Where the team is alike, where it differs',
    alike: (scales) => `The team is most alike on ${scales}.`,
    differs: (scales) => `It differs most on ${scales}.`,
    noSpread: 'The spread needs at least three members counted.',
    scale: 'Scale',
    median: 'Median percentile',
    middleHalf: 'Middle half (percentiles)',
    percentileNote:
      'Percentiles: the share of the norm group scoring lower; 50 is the middle, and half of people in general lie between 25 and 75.',
  },
  es: {
    title: 'Vista de equipo',
    company: 'Empresa',
    group: 'Grupo',
    date: 'Fecha',
    counted: (count) => `${count} ${count === 1 ? 'miembro incluido' : 'miembros incluidos'}`,
    countedQuestionable: (count) =>
      `${count} de ellos con un resultado dudoso, marcado «dudoso»: algunas respuestas fueron incoherentes o apresuradas, así que lee esas puntuaciones con cautela`,
    questionableMark: 'dudoso',
    leftOut: {
      no_result: (count) => `${count} sin una evaluación terminada`,
      invalid: (count) => `${count} con un resultado no válido, excluido`,
    },
    heatmap: 'Dominios de los Cinco Grandes de cada miembro (percentil y nivel)',
    member: 'Miembro',
    legend: 'Colores',
    distribution: 'Niveles del equipo frente al baremo',
    norm: 'Baremo',
    spread: 'En qué se parece el equipo y en qué se diferencia',
    alike: (scales) => `El equipo se parece más en ${scales}.`,
    differs: (scales) => `Se diferencia más en ${scales}.`,
    noSpread: 'La dispersión necesita al menos tres miembros incluidos.',
    scale: 'Escala',
    median: 'Percentil mediano',
    middleHalf: 'Mitad central (percentiles)',
    percentileNote:
      'Percentiles: la proporción del grupo de referencia que puntúa más bajo; 50 es el centro, y la mitad de la población general está entre 25 y 75.',
  },
  pt: {
    title: 'Visão da equipe',
    company: 'Empresa',
    group: 'Grupo',
    date: 'Data',
    counted: (count) => `${count} ${count === 1 ? 'membro incluído' : 'membros incluídos'}`,
    countedQuestionable: (count) =>
      `${count} deles com um resultado duvidoso, marcado “duvidoso”: algumas respostas foram incoerentes ou apressadas, então leia essas pontuações com cautela`,
    questionableMark: 'duvidoso',
    leftOut: {
      no_result: (count) => `${count} sem uma avaliação concluída`,
      invalid: (count) => `${count} com um resultado não válido, excluído`,
    },
    heatmap: 'Domínios dos Cinco Grandes de cada membro (percentil e nível)',
    member: 'Membro',
    legend: 'Cores',
    distribution: 'Níveis da equipe em relação à norma',
    norm: 'Norma',
    spread: 'Onde a equipe se parece e onde se diferencia',
    alike: (scales) => `A equipe se parece mais em ${scales}.`,
    differs: (scales) => `Ela se diferencia mais em ${scales}.`,
    noSpread: 'A dispersão precisa de pelo menos três membros incluídos.',
    scale: 'Escala',
    median: 'Percentil mediano',
    middleHalf: 'Metade central (percentis)',
    percentileNote:
      'Percentis: a proporção do grupo de referência que pontua mais baixo; 50 é o meio, e metade da população em geral fica entre 25 e 75.',
  },
};
