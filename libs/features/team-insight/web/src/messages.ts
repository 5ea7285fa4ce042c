import { groupsProblems } from '@facet/groups-domain';
import { problemMessages, type ProblemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';
import { teamInsightProblems } from '@facet/team-insight-domain';

export const teamInsightCatalogue = defineCatalogue('teamInsight', {
  tabTeamView: { en: 'Team view', es: 'Vista de equipo', pt: 'Visão da equipe' },
  pageTitle: { en: 'Team view', es: 'Vista de equipo', pt: 'Visão da equipe' },
  heading: {
    en: 'Team view of {name}',
    es: 'Vista de equipo de {name}',
    pt: 'Visão da equipe de {name}',
  },
  backToGroup: { en: 'Back to the group', es: 'Volver al grupo', pt: 'Voltar ao grupo' },
  loading: {
    en: 'Loading the team view…',
    es: 'Cargando la vista de equipo…',
    pt: 'Carregando a visão da equipe…',
  },
  loadFailed: {
    en: 'The team view could not be loaded.',
    es: 'No se ha podido cargar la vista de equipo.',
    pt: 'Não foi possível carregar a visão da equipe.',
  },
  groupNotFound: {
    en: 'This group does not exist, or is no longer in your company.',
    es: 'Este grupo no existe o ya no pertenece a tu empresa.',
    pt: 'Este grupo não existe ou não pertence mais à sua empresa.',
  },
  emptyTitle: {
    en: 'Nobody to show yet',
    es: 'Todavía no hay nadie que mostrar',
    pt: 'Ainda não há ninguém para mostrar',
  },
  emptyDescription: {
    en: 'Add people to the group: the team view shows its members’ results.',
    es: 'Añade personas al grupo: la vista de equipo muestra los resultados de sus miembros.',
    pt: 'Adicione pessoas ao grupo: a visão da equipe mostra os resultados dos seus membros.',
  },
  everyoneLeftOutTitle: {
    en: 'No results to show yet',
    es: 'Todavía no hay resultados que mostrar',
    pt: 'Ainda não há resultados para mostrar',
  },
  everyoneLeftOutDescription: {
    en: 'The team view counts the results of finished assessments, except those that are not valid.',
    es: 'La vista de equipo cuenta los resultados de las evaluaciones terminadas, salvo los que no son válidos.',
    pt: 'A visão da equipe conta os resultados das avaliações concluídas, exceto os que não são válidos.',
  },
  tooFewTitle: {
    en: 'Too few people to show without revealing individuals',
    es: 'Hay demasiado pocas personas para mostrarlo sin revelar a nadie',
    pt: 'Há poucas pessoas demais para mostrar sem revelar ninguém',
  },
  tooFewDescription: {
    en: 'A team view shows scores once at least {minimum} people have a counted result: with fewer, each person’s own scores could be read from it. Open a member’s result to see theirs.',
    es: 'La vista de equipo muestra puntuaciones cuando al menos {minimum} personas tienen un resultado incluido: con menos, podrían deducirse las puntuaciones de cada persona. Abre el resultado de un miembro para ver el suyo.',
    pt: 'A visão da equipe mostra pontuações quando pelo menos {minimum} pessoas têm um resultado incluído: com menos, daria para deduzir as pontuações de cada pessoa. Abra o resultado de um membro para ver o dele.',
  },
  compareTooAlike: {
    en: 'These two groups differ by fewer than {minimum} people with a counted result, so comparing them would reveal those people’s own scores. Choose a group that differs more.',
    es: 'Estos dos grupos se diferencian en menos de {minimum} personas con un resultado incluido, así que compararlos revelaría las puntuaciones de esas personas. Elige un grupo más distinto.',
    pt: 'Esses dois grupos diferem em menos de {minimum} pessoas com um resultado incluído, então compará-los revelaria as pontuações dessas pessoas. Escolha um grupo mais diferente.',
  },
  counted: {
    en: '{count, plural, one {# member counted} other {# members counted}}',
    es: '{count, plural, one {# miembro incluido} other {# miembros incluidos}}',
    pt: '{count, plural, one {# membro incluído} other {# membros incluídos}}',
  },
  countedQuestionable: {
    en: '{count, plural, one {# of them has a questionable result, marked “Questionable”} other {# of them have a questionable result, marked “Questionable”}}: some answers were inconsistent or hurried, so read those scores with caution.',
    es: '{count, plural, one {# de ellos tiene un resultado dudoso, marcado «Dudoso»} other {# de ellos tienen un resultado dudoso, marcado «Dudoso»}}: algunas respuestas fueron incoherentes o apresuradas, así que lee esas puntuaciones con cautela.',
    pt: '{count, plural, one {# deles tem um resultado duvidoso, marcado “Duvidoso”} other {# deles têm um resultado duvidoso, marcado “Duvidoso”}}: algumas respostas foram incoerentes ou apressadas, então leia essas pontuações com cautela.',
  },
  leftOut: {
    en: '{count, plural, one {# member left out} other {# members left out}}: {reasons}.',
    es: '{count, plural, one {# miembro excluido} other {# miembros excluidos}}: {reasons}.',
    pt: '{count, plural, one {# membro excluído} other {# membros excluídos}}: {reasons}.',
  },
  leftOutNoResult: {
    en: '{count} without a finished assessment',
    es: '{count} sin una evaluación terminada',
    pt: '{count} sem uma avaliação concluída',
  },
  leftOutInvalid: {
    en: '{count, plural, one {# result that is not valid} other {# results that are not valid}}',
    es: '{count, plural, one {# resultado no válido} other {# resultados no válidos}}',
    pt: '{count, plural, one {# resultado não válido} other {# resultados não válidos}}',
  },
  leftOutWhy: {
    en: 'A result that is not valid never counts: its answers could not be read as a description of the person.',
    es: 'Un resultado no válido nunca cuenta: sus respuestas no pueden leerse como una descripción de la persona.',
    pt: 'Um resultado não válido nunca conta: as respostas não podem ser lidas como uma descrição da pessoa.',
  },
  percentileNote: {
    en: 'Percentiles, as on each person’s result: the share of the norm group that scores lower; {from} to {to} is the average range.',
    es: 'Percentiles, como en el resultado de cada persona: la parte del grupo de referencia que puntúa más bajo; de {from} a {to} es el rango medio.',
    pt: 'Percentis, como no resultado de cada pessoa: a parcela do grupo de referência que pontua mais baixo; de {from} a {to} é a faixa média.',
  },
  downloadPdf: { en: 'Download PDF', es: 'Descargar PDF', pt: 'Baixar PDF' },
  preparingPdf: {
    en: 'Preparing the PDF…',
    es: 'Preparando el PDF…',
    pt: 'Preparando o PDF…',
  },
  pdfFailed: {
    en: 'The PDF could not be prepared. Try again in a moment.',
    es: 'No se ha podido preparar el PDF. Inténtalo de nuevo en un momento.',
    pt: 'Não foi possível preparar o PDF. Tente novamente daqui a pouco.',
  },
  heatmapHeading: { en: 'Heatmap', es: 'Mapa de calor', pt: 'Mapa de calor' },
  showLabel: { en: 'Show', es: 'Mostrar', pt: 'Mostrar' },
  showPercentiles: { en: 'Percentiles', es: 'Percentiles', pt: 'Percentis' },
  showLevels: { en: 'Levels', es: 'Niveles', pt: 'Níveis' },
  scalesLabel: { en: 'Scales', es: 'Escalas', pt: 'Escalas' },
  scalesDomains: { en: 'Domains', es: 'Dominios', pt: 'Domínios' },
  scalesFacets: { en: 'Facets', es: 'Facetas', pt: 'Facetas' },
  tableView: { en: 'Table view', es: 'Vista de tabla', pt: 'Visão de tabela' },
  tableLabel: {
    en: 'Team view as a table',
    es: 'Vista de equipo en forma de tabla',
    pt: 'Visão da equipe em forma de tabela',
  },
  memberColumn: { en: 'Member', es: 'Miembro', pt: 'Membro' },
  sortBy: { en: 'Sort by {column}', es: 'Ordenar por {column}', pt: 'Ordenar por {column}' },
  heatmapCaption: {
    en: 'Each member’s scores against the norm group; choose a column to sort by it.',
    es: 'Las puntuaciones de cada miembro frente al grupo de referencia; elige una columna para ordenar por ella.',
    pt: 'Os escores de cada membro em relação ao grupo de referência; escolha uma coluna para ordenar por ela.',
  },
  legendTitle: { en: 'Colours', es: 'Colores', pt: 'Cores' },
  bandVeryLow: {
    en: 'far below average (percentile under {to})',
    es: 'muy por debajo de la media (percentil menor de {to})',
    pt: 'muito abaixo da média (percentil menor que {to})',
  },
  bandLow: {
    en: 'below average (percentiles {from}–{to})',
    es: 'por debajo de la media (percentiles {from}–{to})',
    pt: 'abaixo da média (percentis {from}–{to})',
  },
  bandAverage: {
    en: 'average (percentiles {from}–{to})',
    es: 'en la media (percentiles {from}–{to})',
    pt: 'na média (percentis {from}–{to})',
  },
  bandHigh: {
    en: 'above average (percentiles {from}–{to})',
    es: 'por encima de la media (percentiles {from}–{to})',
    pt: 'acima da média (percentis {from}–{to})',
  },
  bandVeryHigh: {
    en: 'far above average (percentile over {from})',
    es: 'muy por encima de la media (percentil mayor de {from})',
    pt: 'muito acima da média (percentil maior que {from})',
  },
  scrollHint: {
    en: 'Swipe the table sideways to see every scale; the names stay in view.',
    es: 'Desliza la tabla hacia los lados para ver todas las escalas; los nombres quedan a la vista.',
    pt: 'Deslize a tabela para os lados para ver todas as escalas; os nomes continuam visíveis.',
  },
  distributionHeading: {
    en: 'Levels in the team against the norm',
    es: 'Niveles del equipo frente al baremo',
    pt: 'Níveis da equipe em relação à norma',
  },
  distributionTeam: { en: 'Team', es: 'Equipo', pt: 'Equipe' },
  distributionNorm: {
    en: 'Norm group',
    es: 'Grupo de referencia',
    pt: 'Grupo de referência',
  },
  distributionLevel: {
    en: '{level}: {count} ({share} of the team; the norm group has {expected})',
    es: '{level}: {count} ({share} del equipo; el grupo de referencia tiene {expected})',
    pt: '{level}: {count} ({share} da equipe; o grupo de referência tem {expected})',
  },
  spreadHeading: {
    en: 'Where the team is alike, where it differs',
    es: 'En qué se parece el equipo y en qué se diferencia',
    pt: 'Onde a equipe se parece e onde se diferencia',
  },
  spreadAlike: {
    en: 'The team is most alike on {scales}: its members’ scores lie close together there.',
    es: 'El equipo se parece más en {scales}: ahí las puntuaciones de sus miembros están muy juntas.',
    pt: 'A equipe se parece mais em {scales}: ali os escores dos seus membros ficam próximos.',
  },
  spreadDiffers: {
    en: 'It differs most on {scales}: expect different styles there, and talk about them.',
    es: 'Se diferencia más en {scales}: ahí cabe esperar estilos distintos, y conviene hablar de ellos.',
    pt: 'Ela se diferencia mais em {scales}: ali espere estilos diferentes, e vale a pena conversar sobre eles.',
  },
  spreadOfScale: {
    en: '{scale}: the middle half of the team lies between percentiles {from} and {to} (people in general: 25 and 75)',
    es: '{scale}: la mitad central del equipo está entre los percentiles {from} y {to} (la población general: 25 y 75)',
    pt: '{scale}: a metade central da equipe fica entre os percentis {from} e {to} (a população em geral: 25 e 75)',
  },
  spreadTooFew: {
    en: 'Where the team is alike and where it differs shows once three members are counted.',
    es: 'En qué se parece y en qué se diferencia el equipo se muestra cuando hay tres miembros incluidos.',
    pt: 'Onde a equipe se parece e onde se diferencia aparece quando há três membros incluídos.',
  },
  compareHeading: {
    en: 'Compare with another group',
    es: 'Comparar con otro grupo',
    pt: 'Comparar com outro grupo',
  },
  compareLabel: { en: 'Second group', es: 'Segundo grupo', pt: 'Segundo grupo' },
  comparePlaceholder: { en: 'Choose a group', es: 'Elige un grupo', pt: 'Escolha um grupo' },
  compareNoOtherGroup: {
    en: 'There is no other group to compare with.',
    es: 'No hay otro grupo con el que comparar.',
    pt: 'Não há outro grupo para comparar.',
  },
  compareLoading: {
    en: 'Loading the comparison…',
    es: 'Cargando la comparación…',
    pt: 'Carregando a comparação…',
  },
  compareFailed: {
    en: 'The comparison could not be loaded.',
    es: 'No se ha podido cargar la comparación.',
    pt: 'Não foi possível carregar a comparação.',
  },
  compareCaption: {
    en: 'Median percentile per scale: {a} ({countA} counted) and {b} ({countB} counted).',
    es: 'Percentil mediano por escala: {a} ({countA} contados) y {b} ({countB} contados).',
    pt: 'Percentil mediano por escala: {a} ({countA} contados) e {b} ({countB} contados).',
  },
  compareScale: { en: 'Scale', es: 'Escala', pt: 'Escala' },
  compareDifference: {
    en: 'Difference ({b} − {a})',
    es: 'Diferencia ({b} − {a})',
    pt: 'Diferença ({b} − {a})',
  },
  compareNoMean: {
    en: 'too few counted',
    es: 'muy pocos incluidos',
    pt: 'poucos incluídos',
  },
  noOneCountedProblem: {
    en: 'No one in this team has a counted result yet, so there are no scores to print.',
    es: 'Nadie de este equipo tiene todavía un resultado incluido, así que no hay puntuaciones que imprimir.',
    pt: 'Ninguém desta equipe tem ainda um resultado incluído, então não há pontuações para imprimir.',
  },
  tooFewPeopleProblem: {
    en: 'Too few people in this team have a counted result to show scores without revealing individuals.',
    es: 'Demasiado pocas personas de este equipo tienen un resultado incluido para mostrar puntuaciones sin revelar a nadie.',
    pt: 'Poucas pessoas demais desta equipe têm um resultado incluído para mostrar pontuações sem revelar ninguém.',
  },
  groupsTooAlikeProblem: {
    en: 'These two groups are too alike: comparing them would reveal some people’s own scores. Choose a group that differs more.',
    es: 'Estos dos grupos se parecen demasiado: compararlos revelaría las puntuaciones de algunas personas. Elige un grupo más distinto.',
    pt: 'Esses dois grupos são parecidos demais: compará-los revelaria as pontuações de algumas pessoas. Escolha um grupo mais diferente.',
  },
});

export const teamInsightMessages = teamInsightCatalogue.messages;

/** The sentence for each cause the team-insight API names by code. */
export const teamInsightProblemMessages: ProblemMessages = {
  ...problemMessages(teamInsightProblems, {
    noOneCounted: teamInsightMessages.noOneCountedProblem,
    tooFewPeople: teamInsightMessages.tooFewPeopleProblem,
    groupsTooAlike: teamInsightMessages.groupsTooAlikeProblem,
  }),
  [groupsProblems.notFound.code]: teamInsightMessages.groupNotFound,
};
