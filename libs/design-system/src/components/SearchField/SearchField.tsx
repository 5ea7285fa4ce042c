import {
  Button as RACButton,
  Group,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { Description, Label } from '../Field/Field';
import { fieldGroup, fieldGroupButton, fieldRoot, groupedInput } from '../private/field.css';
import { CloseIcon, SearchIcon } from '../private/icons';
import { clearButtonWhenEmpty, searchIcon, searchInput } from './SearchField.css';

export interface SearchFieldProps extends Omit<
  RACSearchFieldProps,
  'className' | 'style' | 'children'
> {
  /** @default 'Search' (translated) */
  label?: string;
  /**
   * Hide the label when the context already says what is searched (a search box above a table);
   * it still names the field for screen readers.
   * @default false
   */
  isLabelHidden?: boolean;
  description?: string;
  placeholder?: string;
}

/** Search input: Enter submits (`onSubmit`), Escape or the clear button empties it. */
export function SearchField({
  label,
  isLabelHidden = false,
  description,
  placeholder,
  ...props
}: SearchFieldProps) {
  const intl = useIntl();
  const labelText = label ?? intl.formatMessage(designSystemCatalogue.messages.search);
  return (
    <RACSearchField
      {...props}
      {...(isLabelHidden ? { 'aria-label': labelText } : {})}
      className={fieldRoot}
    >
      {!isLabelHidden && <Label>{labelText}</Label>}
      <Group className={fieldGroup}>
        <span className={searchIcon} aria-hidden="true">
          <SearchIcon />
        </span>
        <Input className={`${groupedInput} ${searchInput}`} placeholder={placeholder} />
        <RACButton className={`${fieldGroupButton} ${clearButtonWhenEmpty}`}>
          <CloseIcon />
        </RACButton>
      </Group>
      {description && <Description>{description}</Description>}
    </RACSearchField>
  );
}
