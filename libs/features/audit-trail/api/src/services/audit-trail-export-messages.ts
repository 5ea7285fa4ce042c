import { defineCatalogue } from '@facet/platform-i18n';

/** The audit trail download's file, sheet and column names, in every language of the product. */
export const trailExportMessages = defineCatalogue('export.auditTrail', {
  sheetName: { en: 'Audit trail', es: 'Registro de auditoría', pt: 'Trilha de auditoria' },
  /** The file's name before its date; no accents, as file names travel badly with them. */
  file: { en: 'audit-trail', es: 'registro-auditoria', pt: 'trilha-auditoria' },
  time: { en: 'Time (UTC)', es: 'Hora (UTC)', pt: 'Hora (UTC)' },
  actor: { en: 'Actor', es: 'Autor', pt: 'Autor' },
  actorEmail: { en: 'Actor e-mail', es: 'Correo del autor', pt: 'E-mail do autor' },
  actorKind: { en: 'Actor kind', es: 'Tipo de autor', pt: 'Tipo de autor' },
  action: { en: 'Action', es: 'Acción', pt: 'Ação' },
  target: { en: 'Target', es: 'Objeto', pt: 'Objeto' },
  person: { en: 'Person', es: 'Persona', pt: 'Pessoa' },
  personEmail: { en: 'Person e-mail', es: 'Correo de la persona', pt: 'E-mail da pessoa' },
  peopleListed: { en: 'People listed', es: 'Personas listadas', pt: 'Pessoas listadas' },
  company: { en: 'Company', es: 'Empresa', pt: 'Empresa' },
  details: { en: 'Details', es: 'Detalles', pt: 'Detalhes' },
});
