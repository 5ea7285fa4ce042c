export { designSystemCatalogue } from './catalogue';
export { vars } from './themes/vars.css';
export { lightTheme, darkTheme } from './themes/themes.css';
export {
  ThemeProvider,
  useTheme,
  useResolvedThemeIfAny,
  themePreferences,
  themeStorageKey,
  type ThemePreference,
  type ResolvedTheme,
  type ThemeContextValue,
  type ThemeProviderProps,
} from './themes/ThemeProvider';
export { breakpoints } from './themes/tokens';
export { readThemeValues } from './themes/readThemeValues';
export { canDrawCharts } from './charts/canvasSupport';
export {
  BrowserRenderBoundary,
  useIsBrowserRender,
  type BrowserRenderBoundaryProps,
} from './hydration/useIsBrowserRender';
export { sprinkles, type Sprinkles, type Space } from './layout/sprinkles.css';
export { visuallyHidden } from './layout/visuallyHidden.css';
export type { Responsive, ResponsiveSpace } from './layout/responsive';
export { Box, type BoxProps } from './layout/Box/Box';
export { Stack, stackAlignments, type StackProps } from './layout/Stack/Stack';
export {
  Inline,
  inlineAlignments,
  inlineVerticalAlignments,
  type InlineProps,
} from './layout/Inline/Inline';
export {
  Columns,
  Column,
  columnWidths,
  collapseBreakpoints,
  type ColumnsProps,
  type ColumnProps,
} from './layout/Columns/Columns';
export { Container, containerWidths, type ContainerProps } from './layout/Container/Container';
export { Text, textSizes, textTones, textWeights, type TextProps } from './components/Text/Text';
export { Heading, headingLevels, type HeadingProps } from './components/Heading/Heading';
export {
  Numeral,
  numeralSizes,
  type NumeralProps,
  type NumeralSize,
} from './components/Numeral/Numeral';
export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
} from './components/Button/Button';
export { ButtonLink, type ButtonLinkProps } from './components/Button/ButtonLink';
export { FileField, type FileFieldProps } from './components/FileField/FileField';
export { Spinner, spinnerSizes, type SpinnerProps } from './components/Spinner/Spinner';
export { Link, linkVariants, type LinkProps, type LinkVariant } from './components/Link/Link';
export { Label, Description, FieldError } from './components/Field/Field';
export { Form, FormActions, type FormProps } from './components/Form/Form';
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './components/TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export {
  TextArea,
  defaultTextAreaMaxLength,
  type TextAreaProps,
} from './components/TextArea/TextArea';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export {
  Dialog,
  DialogActions,
  DialogTrigger,
  dialogSizes,
  type DialogProps,
} from './components/Dialog/Dialog';
export {
  AlertDialog,
  alertDialogVariants,
  type AlertDialogProps,
} from './components/AlertDialog/AlertDialog';
export { Tabs, TabList, Tab, TabPanel, type TabListProps } from './components/Tabs/Tabs';
export {
  Table,
  TableHeader,
  TableColumn,
  TableBody,
  TableRow,
  TableCell,
  tableCardRoles,
  type TableCardRole,
  type TableCellProps,
  type TableProps,
  type TableColumnProps,
  type TableBodyProps,
} from './components/Table/Table';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export {
  Alert,
  Banner,
  alertTones,
  alertLayouts,
  type AlertProps,
  type BannerProps,
  type AlertTone,
} from './components/Alert/Alert';
export { Card, cardPaddings, type CardProps } from './components/Card/Card';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/ErrorState';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export {
  DataTable,
  dataTableEmphases,
  type DataTableEmphasis,
  type DataTableProps,
  type DataTableRow,
} from './components/DataTable/DataTable';
export {
  Menu,
  MenuItem,
  MenuTrigger,
  ActionsMenuButton,
  menuItemVariants,
  type MenuProps,
  type MenuItemProps,
  type ActionsMenuButtonProps,
} from './components/Menu/Menu';
export { Disclosure, type DisclosureProps } from './components/Disclosure/Disclosure';
export {
  ReadingSection,
  type ReadingSectionProps,
} from './components/ReadingSection/ReadingSection';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export {
  RadioGroup,
  Radio,
  type RadioGroupProps,
  type RadioProps,
} from './components/RadioGroup/RadioGroup';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export {
  RatingScale,
  type RatingScaleOption,
  type RatingScaleProps,
} from './components/RatingScale/RatingScale';
export { ComboBox, type ComboBoxOption, type ComboBoxProps } from './components/ComboBox/ComboBox';
export { MultiSelect, type MultiSelectProps } from './components/MultiSelect/MultiSelect';
export {
  ToastRegion,
  showToast,
  toastQueue,
  toastTones,
  defaultToastTimeout,
  type ToastMessage,
  type ToastOptions,
  type ToastRegionProps,
} from './components/Toast/Toast';
export { Skeleton, skeletonShapes, type SkeletonProps } from './components/Skeleton/Skeleton';
export { Tooltip, TooltipTrigger, type TooltipProps } from './components/Tooltip/Tooltip';
export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs';
export { LineIcon, type LineIconProps } from './components/LineIcon/LineIcon';
export { Logo, productName, type LogoProps } from './components/Logo/Logo';
export { phoneGlobals, phoneViewport } from './story-viewports';
