import { defineCatalogue } from '@facet/platform-i18n';
import { actionTranslations } from './action-messages';

export const auditTrailCatalogue = defineCatalogue('auditTrail', {
  tabTitle: { en: 'Audit trail', es: 'Registro de auditoría', pt: 'Trilha de auditoria' },
  platformTitle: {
    en: 'Audit trail of the platform',
    es: 'Registro de auditoría de la plataforma',
    pt: 'Trilha de auditoria da plataforma',
  },
  intro: {
    en: 'Every change, and every time someone other than the person viewed their results, in the order it happened.',
    es: 'Cada cambio, y cada vez que alguien distinto de la persona consultó sus resultados, en el orden en que ocurrió.',
    pt: 'Cada alteração, e cada vez que alguém além da própria pessoa consultou os resultados dela, na ordem em que aconteceu.',
  },
  filtersLabel: { en: 'Filters', es: 'Filtros', pt: 'Filtros' },
  filterActor: {
    en: 'Who acted (e-mail or account id)',
    es: 'Quién actuó (correo o id de cuenta)',
    pt: 'Quem agiu (e-mail ou id da conta)',
  },
  filterPerson: {
    en: 'About whom (e-mail or account id)',
    es: 'Sobre quién (correo o id de cuenta)',
    pt: 'Sobre quem (e-mail ou id da conta)',
  },
  filterAction: { en: 'Action', es: 'Acción', pt: 'Ação' },
  anyAction: { en: 'Any action', es: 'Cualquier acción', pt: 'Qualquer ação' },
  filterFrom: { en: 'From', es: 'Desde', pt: 'De' },
  filterTo: { en: 'Until', es: 'Hasta', pt: 'Até' },
  filterCompany: {
    en: 'Company id',
    es: 'Id de la empresa',
    pt: 'Id da empresa',
  },
  datesReversed: {
    en: 'The last day comes before the first.',
    es: 'El último día es anterior al primero.',
    pt: 'O último dia é anterior ao primeiro.',
  },
  applyFilters: { en: 'Apply filters', es: 'Aplicar filtros', pt: 'Aplicar filtros' },
  clearFilters: { en: 'Clear filters', es: 'Borrar filtros', pt: 'Limpar filtros' },
  exportCsv: { en: 'Export CSV', es: 'Exportar CSV', pt: 'Exportar CSV' },
  exporting: {
    en: 'Preparing the file…',
    es: 'Preparando el archivo…',
    pt: 'Preparando o arquivo…',
  },
  exportFailed: {
    en: 'The file could not be exported. Please try again.',
    es: 'No se ha podido exportar el archivo. Inténtalo de nuevo.',
    pt: 'Não foi possível exportar o arquivo. Tente novamente.',
  },
  tableLabel: { en: 'Audit trail entries', es: 'Entradas del registro', pt: 'Registros da trilha' },
  columnWhen: { en: 'When', es: 'Cuándo', pt: 'Quando' },
  columnActor: { en: 'Who', es: 'Quién', pt: 'Quem' },
  columnAction: { en: 'What', es: 'Qué', pt: 'O quê' },
  columnPerson: { en: 'About', es: 'Sobre', pt: 'Sobre' },
  columnTarget: { en: 'Target', es: 'Objeto', pt: 'Objeto' },
  columnCompany: { en: 'Company', es: 'Empresa', pt: 'Empresa' },
  actorSystem: { en: 'Facet (automatic)', es: 'Facet (automático)', pt: 'Facet (automático)' },
  actorVisitor: { en: 'A visitor', es: 'Un visitante', pt: 'Um visitante' },
  actorErased: { en: 'An erased account', es: 'Una cuenta suprimida', pt: 'Uma conta apagada' },
  actorPlatformAdmin: {
    en: '{name} (platform admin)',
    es: '{name} (administración de la plataforma)',
    pt: '{name} (administração da plataforma)',
  },
  total: {
    en: '{total, plural, one {# entry} other {# entries}}',
    es: '{total, plural, one {# entrada} other {# entradas}}',
    pt: '{total, plural, one {# registro} other {# registros}}',
  },
  emptyTitle: { en: 'No entries', es: 'No hay entradas', pt: 'Nenhum registro' },
  emptyDescription: {
    en: 'Nothing was recorded yet, or nothing matches these filters.',
    es: 'Aún no se ha registrado nada, o nada coincide con estos filtros.',
    pt: 'Nada foi registrado ainda, ou nada corresponde a estes filtros.',
  },
  loadFailed: {
    en: 'The audit trail could not be loaded.',
    es: 'No se ha podido cargar el registro de auditoría.',
    pt: 'Não foi possível carregar a trilha de auditoria.',
  },
  readsTitle: {
    en: 'Who viewed my results',
    es: 'Quién ha visto mis resultados',
    pt: 'Quem viu meus resultados',
  },
  readsIntro: {
    en: 'Each time a manager or administrator viewed or downloaded your results, with when and where.',
    es: 'Cada vez que una persona responsable o de administración vio o descargó tus resultados, con cuándo y dónde.',
    pt: 'Cada vez que um gestor ou administrador viu ou baixou seus resultados, com quando e onde.',
  },
  readsEmpty: {
    en: 'Nobody but you has viewed your results.',
    es: 'Nadie más que tú ha visto tus resultados.',
    pt: 'Ninguém além de você viu seus resultados.',
  },
  readsLoadFailed: {
    en: 'This list could not be loaded.',
    es: 'No se ha podido cargar esta lista.',
    pt: 'Não foi possível carregar esta lista.',
  },
  readsTableLabel: {
    en: 'Views of my results',
    es: 'Consultas de mis resultados',
    pt: 'Consultas dos meus resultados',
  },
  columnReader: { en: 'Who', es: 'Quién', pt: 'Quem' },
  columnReadWhat: { en: 'What they saw', es: 'Qué vio', pt: 'O que viu' },
  readerUnknown: { en: 'An erased account', es: 'Una cuenta suprimida', pt: 'Uma conta apagada' },
  readerPlatformAdmin: {
    en: 'Facet platform admin',
    es: 'Administración de la plataforma Facet',
    pt: 'Administrador da plataforma Facet',
  },
  readResultPage: {
    en: 'Your result page',
    es: 'Tu página de resultados',
    pt: 'Sua página de resultado',
  },
  readReport: { en: 'Your PDF report', es: 'Tu informe en PDF', pt: 'Seu relatório em PDF' },
  readGroupFit: {
    en: 'A group’s fit with a profile',
    es: 'El ajuste de un grupo con un perfil',
    pt: 'A adequação de um grupo a um perfil',
  },
  readRanking: { en: 'A ranking', es: 'Una clasificación', pt: 'Uma classificação' },
  readExport: {
    en: 'A spreadsheet export',
    es: 'Una exportación a hoja de cálculo',
    pt: 'Uma exportação em planilha',
  },
  readTeamView: { en: 'A team view', es: 'Una vista de equipo', pt: 'Uma visão de equipe' },
  readInterviewGuide: {
    en: 'An interview guide',
    es: 'Una guía de entrevista',
    pt: 'Um guia de entrevista',
  },
  noCompany: { en: '—', es: '—', pt: '—' },
  rankingViewed: {
    en: 'Viewed ranking “{profile}” ({count, plural, one {# person} other {# people}})',
    es: 'Consultó la clasificación «{profile}» ({count, plural, one {# persona} other {# personas}})',
    pt: 'Consultou a classificação “{profile}” ({count, plural, one {# pessoa} other {# pessoas}})',
  },
  groupFitViewed: {
    en: 'Viewed the fit of group “{group}” ({count, plural, one {# person} other {# people}})',
    es: 'Consultó el ajuste del grupo «{group}» ({count, plural, one {# persona} other {# personas}})',
    pt: 'Consultou o ajuste do grupo “{group}” ({count, plural, one {# pessoa} other {# pessoas}})',
  },
  teamViewViewed: {
    en: 'Viewed the team view of “{team}” ({count, plural, one {# person} other {# people}})',
    es: 'Consultó la vista de equipo de «{team}» ({count, plural, one {# persona} other {# personas}})',
    pt: 'Consultou a visão de equipe de “{team}” ({count, plural, one {# pessoa} other {# pessoas}})',
  },
  teamsCompared: {
    en: 'Compared the teams “{team}” and “{other}” ({count, plural, one {# person} other {# people}})',
    es: 'Comparó los equipos «{team}» y «{other}» ({count, plural, one {# persona} other {# personas}})',
    pt: 'Comparou as equipes “{team}” e “{other}” ({count, plural, one {# pessoa} other {# pessoas}})',
  },
  rankingExported: {
    en: 'Exported the ranking against “{profile}” ({count, plural, one {# person} other {# people}})',
    es: 'Exportó la clasificación según el perfil «{profile}» ({count, plural, one {# persona} other {# personas}})',
    pt: 'Exportou a classificação pelo perfil “{profile}” ({count, plural, one {# pessoa} other {# pessoas}})',
  },
  groupExported: {
    en: 'Exported the results of group “{group}” ({count, plural, one {# person} other {# people}})',
    es: 'Exportó los resultados del grupo «{group}» ({count, plural, one {# persona} other {# personas}})',
    pt: 'Exportou os resultados do grupo “{group}” ({count, plural, one {# pessoa} other {# pessoas}})',
  },
  peopleExported: {
    en: 'Exported the results of people in “{company}” ({count, plural, one {# person} other {# people}})',
    es: 'Exportó los resultados de personas de «{company}» ({count, plural, one {# persona} other {# personas}})',
    pt: 'Exportou os resultados de pessoas de “{company}” ({count, plural, one {# pessoa} other {# pessoas}})',
  },
  showPeople: {
    en: 'Show the {count, plural, one {person} other {# people}}',
    es: 'Ver {count, plural, one {la persona} other {las # personas}}',
    pt: 'Ver {count, plural, one {a pessoa} other {as # pessoas}}',
  },
  hidePeople: { en: 'Hide the people', es: 'Ocultar las personas', pt: 'Ocultar as pessoas' },
  peopleShown: {
    en: 'People shown',
    es: 'Personas mostradas',
    pt: 'Pessoas mostradas',
  },
  erasedPerson: {
    en: 'Erased account #{id}',
    es: 'Cuenta borrada n.º {id}',
    pt: 'Conta apagada nº {id}',
  },
});

export const auditTrailMessages = auditTrailCatalogue.messages;

/** The readable names of the recorded actions. */
export const auditActionCatalogue = defineCatalogue('auditAction', actionTranslations);
