export { webKitCatalogue } from './catalogue';
export {
  OnePageTableView,
  PagedTableView,
  type OnePageTableViewProps,
  type PagedTableColumn,
  type PagedList,
  type PagedTableConfirmation,
  type PagedTableViewProps,
} from './PagedTable/PagedTableView';
export { RowActions, type RowActionsProps } from './PagedTable/RowActions';
export {
  TableExport,
  useTableExport,
  type TableExportProps,
  type TableExportState,
} from './TableExport/TableExport';
export { useZodForm, type ZodFormOptions } from './forms/use-zod-form';
export { fieldErrorsOf, fieldErrorsOfFailure, type FieldErrors } from './forms/field-errors';
export { useProblemText } from './forms/use-problem-text';
export { useConfirmation } from './forms/use-confirmation';
export { requestFieldProblemCatalogue } from './forms/request-field-problem-catalogue';
export { fieldPropsOf, type FormViewProps, type TextFieldName } from './forms/field-props';
export { StackedForm, type StackedFormProps } from './forms/StackedForm';
export { FormDialog, type FormDialogProps, type FormDialogState } from './forms/FormDialog';
export { DetailList, type DetailListProps, type DetailRow } from './DetailList/DetailList';
export { SectionTabs, type Section, type SectionTabsProps } from './SectionTabs/SectionTabs';
export type { SectionPanel } from './SectionTabs/section-panel';
export {
  documentTitleOf,
  routeDocumentTitle,
  pageTitle,
  useRouteDocumentTitle,
  type PageHandle,
} from './page-title/page-title';
export { CompanyWelcome, type CompanyWelcomeProps } from './CompanyWelcome/CompanyWelcome';
export {
  LoadFailedCard,
  LoadingCard,
  type LoadFailedCardProps,
  type LoadingCardProps,
} from './CardLoadStates/CardLoadStates';
