export { auditActionCatalogue, auditTrailCatalogue } from './messages';
export { PlatformAuditTrailPanel } from './AuditTrailPanels';
export { auditTrailPanelTab, resultReadsAccountTab } from './routes';
