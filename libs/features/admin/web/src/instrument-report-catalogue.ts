import { defineCatalogue } from '@facet/platform-i18n';

/** Every string of the back office's instrument report (docs/decisions.md D52). */
export const instrumentReportCatalogue = defineCatalogue('instrumentReport', {
  tabTitle: { en: 'Instrument', es: 'Instrumento', pt: 'Instrumento' },
  title: {
    en: 'Instrument report',
    es: 'Informe del instrumento',
    pt: 'Relatório do instrumento',
  },
  intro: {
    en: 'How the questionnaire measures on the results stored so far, by language and item-bank version: reliability, protocol validity, test–retest and how the norms fit. A figure is shown once it rests on at least {minimumResults} results ({minimumRetestPairs} pairs of one person’s results for test–retest).',
    es: 'Cómo mide el cuestionario con los resultados guardados hasta ahora, por idioma y versión del banco de ítems: fiabilidad, validez de los protocolos, test-retest y ajuste de los baremos. Cada cifra se muestra cuando se basa en al menos {minimumResults} resultados ({minimumRetestPairs} pares de resultados de una misma persona para el test-retest).',
    pt: 'Como o questionário mede com os resultados salvos até agora, por idioma e versão do banco de itens: confiabilidade, validade dos protocolos, teste-reteste e ajuste das normas. Cada número aparece quando se baseia em pelo menos {minimumResults} resultados ({minimumRetestPairs} pares de resultados de uma mesma pessoa para o teste-reteste).',
  },
  acceptanceNote: {
    en: 'Figures under the levels the psychometric review accepts are marked “below”: alpha {facetAlpha} for facets and {domainAlpha} for domains, corrected item–total r {itemTotal}, domain test–retest r {domainRetest}.',
    es: 'Las cifras inferiores a los niveles que acepta la revisión psicométrica se marcan «por debajo»: alfa de {facetAlpha} en las facetas y {domainAlpha} en los dominios, r ítem-total corregida de {itemTotal}, r test-retest de {domainRetest} en los dominios.',
    pt: 'Os números abaixo dos níveis que a revisão psicométrica aceita aparecem marcados como “abaixo”: alfa de {facetAlpha} nas facetas e {domainAlpha} nos domínios, r item-total corrigida de {itemTotal}, r teste-reteste de {domainRetest} nos domínios.',
  },
  generatedAt: { en: 'Measured {date}', es: 'Calculado el {date}', pt: 'Calculado em {date}' },
  downloadCsv: { en: 'Download CSV', es: 'Descargar CSV', pt: 'Baixar CSV' },
  downloading: {
    en: 'Preparing the file…',
    es: 'Preparando el archivo…',
    pt: 'Preparando o arquivo…',
  },
  downloadFailed: {
    en: 'The CSV file could not be downloaded. Try again.',
    es: 'No se pudo descargar el archivo CSV. Inténtalo de nuevo.',
    pt: 'Não foi possível baixar o arquivo CSV. Tente novamente.',
  },
  loading: {
    en: 'Loading the instrument report…',
    es: 'Cargando el informe del instrumento…',
    pt: 'Carregando o relatório do instrumento…',
  },
  loadFailed: {
    en: 'The instrument report could not be loaded.',
    es: 'No se pudo cargar el informe del instrumento.',
    pt: 'Não foi possível carregar o relatório do instrumento.',
  },
  emptyTitle: { en: 'No results yet', es: 'Aún no hay resultados', pt: 'Ainda não há resultados' },
  emptyDescription: {
    en: 'The report is measured on finished assessments, and fills in as people complete the questionnaire.',
    es: 'El informe se calcula con las evaluaciones terminadas y se completa a medida que las personas responden el cuestionario.',
    pt: 'O relatório é calculado com as avaliações concluídas e se completa à medida que as pessoas respondem ao questionário.',
  },
  languageNotRecorded: {
    en: 'Language not recorded',
    es: 'Idioma no registrado',
    pt: 'Idioma não registrado',
  },
  resultCount: {
    en: '{count, plural, one {# result} other {# results}}',
    es: '{count, plural, one {# resultado} other {# resultados}}',
    pt: '{count, plural, one {# resultado} other {# resultados}}',
  },
  notEnoughData: {
    en: 'Not enough data yet ({n} of {minimum})',
    es: 'Aún no hay datos suficientes ({n} de {minimum})',
    pt: 'Ainda não há dados suficientes ({n} de {minimum})',
  },
  belowAcceptance: { en: '{value} (below)', es: '{value} (por debajo)', pt: '{value} (abaixo)' },
  validityHeading: {
    en: 'Protocol validity',
    es: 'Validez de los protocolos',
    pt: 'Validade dos protocolos',
  },
  statusTableLabel: {
    en: 'Validity status of the results',
    es: 'Estado de validez de los resultados',
    pt: 'Status de validade dos resultados',
  },
  columnStatus: { en: 'Status', es: 'Estado', pt: 'Status' },
  columnResults: { en: 'Results', es: 'Resultados', pt: 'Resultados' },
  columnShare: { en: 'Share', es: 'Proporción', pt: 'Proporção' },
  notCheckedNote: {
    en: '{count, plural, one {# result was} other {# results were}} finished before validity was checked and {count, plural, one {counts} other {count}} as questionable.',
    es: '{count, plural, one {# resultado se terminó} other {# resultados se terminaron}} antes de que se comprobara la validez y {count, plural, one {cuenta} other {cuentan}} como dudoso.',
    pt: '{count, plural, one {# resultado foi concluído} other {# resultados foram concluídos}} antes da verificação de validade e {count, plural, one {conta} other {contam}} como duvidoso.',
  },
  indicesTableLabel: {
    en: 'Spread of the validity indices',
    es: 'Distribución de los índices de validez',
    pt: 'Distribuição dos índices de validade',
  },
  indicesBasis: {
    en: 'On the {n} results checked under the current rules ({rules}); older results count in the statuses only.',
    es: 'Sobre los {n} resultados comprobados con las reglas actuales ({rules}); los resultados anteriores solo cuentan en los estados.',
    pt: 'Sobre os {n} resultados verificados com as regras atuais ({rules}); os resultados anteriores contam só nos status.',
  },
  indicesNotEnough: {
    en: 'Validity indices: not enough data yet ({n} of {minimum} results checked under the current rules).',
    es: 'Índices de validez: aún no hay datos suficientes ({n} de {minimum} resultados comprobados con las reglas actuales).',
    pt: 'Índices de validade: ainda não há dados suficientes ({n} de {minimum} resultados verificados com as regras atuais).',
  },
  columnIndex: { en: 'Index', es: 'Índice', pt: 'Índice' },
  statistic_p1: { en: 'P1', es: 'P1', pt: 'P1' },
  statistic_p5: { en: 'P5', es: 'P5', pt: 'P5' },
  statistic_median: { en: 'Median', es: 'Mediana', pt: 'Mediana' },
  statistic_p95: { en: 'P95', es: 'P95', pt: 'P95' },
  statistic_p99: { en: 'P99', es: 'P99', pt: 'P99' },
  index_consistency: {
    en: 'Answer consistency',
    es: 'Consistencia de las respuestas',
    pt: 'Consistência das respostas',
  },
  index_acquiescence: { en: 'Acquiescence', es: 'Aquiescencia', pt: 'Aquiescência' },
  index_longestRun: {
    en: 'Longest run of one answer',
    es: 'Racha más larga de una misma respuesta',
    pt: 'Maior sequência de uma mesma resposta',
  },
  index_fastPages: {
    en: 'Pages answered too fast',
    es: 'Páginas respondidas demasiado rápido',
    pt: 'Páginas respondidas rápido demais',
  },
  notComputed: { en: 'Not computed', es: 'No calculado', pt: 'Não calculado' },
  scalesHeading: { en: 'Scales', es: 'Escalas', pt: 'Escalas' },
  scalesTableLabel: {
    en: 'Reliability, test–retest and T-scores by scale',
    es: 'Fiabilidad, test-retest y puntuaciones T por escala',
    pt: 'Confiabilidade, teste-reteste e escores T por escala',
  },
  reliabilityBasis: {
    en: 'Alpha: {n} complete protocols, invalid ones left out.',
    es: 'Alfa: {n} protocolos completos, sin los no válidos.',
    pt: 'Alfa: {n} protocolos completos, sem os inválidos.',
  },
  reliabilityNotEnough: {
    en: 'Alpha: not enough data yet ({n} of {minimum} complete protocols).',
    es: 'Alfa: aún no hay datos suficientes ({n} de {minimum} protocolos completos).',
    pt: 'Alfa: ainda não há dados suficientes ({n} de {minimum} protocolos completos).',
  },
  retestBasis: {
    en: 'Test–retest: the first two results of {n} people, a median of {days} days apart.',
    es: 'Test-retest: los dos primeros resultados de {n} personas, con una mediana de {days} días entre ambos.',
    pt: 'Teste-reteste: os dois primeiros resultados de {n} pessoas, com mediana de {days} dias entre eles.',
  },
  retestNotEnough: {
    en: 'Test–retest: not enough data yet ({n} of {minimum} people with two results).',
    es: 'Test-retest: aún no hay datos suficientes ({n} de {minimum} personas con dos resultados).',
    pt: 'Teste-reteste: ainda não há dados suficientes ({n} de {minimum} pessoas com dois resultados).',
  },
  tScoresBasis: {
    en: 'T-scores against each result’s own norms, on {n} results: where the norms fit, the mean is 50 and the SD 10.',
    es: 'Puntuaciones T según los baremos de cada resultado, sobre {n} resultados: si los baremos se ajustan, la media es 50 y la DE 10.',
    pt: 'Escores T pelas normas de cada resultado, sobre {n} resultados: se as normas se ajustam, a média é 50 e o DP 10.',
  },
  tScoresNotEnough: {
    en: 'T-scores: not enough data yet ({n} of {minimum} results).',
    es: 'Puntuaciones T: aún no hay datos suficientes ({n} de {minimum} resultados).',
    pt: 'Escores T: ainda não há dados suficientes ({n} de {minimum} resultados).',
  },
  columnScale: { en: 'Scale', es: 'Escala', pt: 'Escala' },
  columnAlpha: { en: 'Alpha', es: 'Alfa', pt: 'Alfa' },
  columnRetest: { en: 'Test–retest r', es: 'r test-retest', pt: 'r teste-reteste' },
  columnTMean: { en: 'T mean', es: 'Media T', pt: 'Média T' },
  columnTSd: { en: 'T SD', es: 'DE T', pt: 'DP T' },
  itemsHeading: { en: 'Items', es: 'Ítems', pt: 'Itens' },
  itemsSummary: {
    en: '{below} of {total} items have a corrected item–total r under {level}.',
    es: '{below} de {total} ítems tienen una r ítem-total corregida inferior a {level}.',
    pt: '{below} de {total} itens têm r item-total corrigida abaixo de {level}.',
  },
  itemsTableLabel: {
    en: 'Corrected item–total r of each item, lowest first',
    es: 'r ítem-total corregida de cada ítem, de la más baja a la más alta',
    pt: 'r item-total corrigida de cada item, da mais baixa à mais alta',
  },
  showItems: {
    en: 'Show the {total} items',
    es: 'Mostrar los {total} ítems',
    pt: 'Mostrar os {total} itens',
  },
  hideItems: { en: 'Hide the items', es: 'Ocultar los ítems', pt: 'Ocultar os itens' },
  columnItem: { en: 'Item', es: 'Ítem', pt: 'Item' },
  columnFacet: { en: 'Facet', es: 'Faceta', pt: 'Faceta' },
  columnItemTotal: { en: 'Item–total r', es: 'r ítem-total', pt: 'r item-total' },
});

export const instrumentReportMessages = instrumentReportCatalogue.messages;
