import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  type Key,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { Description, FieldError, Label } from '../Field/Field';
import { fieldRoot } from '../private/field.css';
import { CheckIcon, ChevronDownIcon } from '../private/icons';
import { listBox, listItem, listItemCheck, popover } from '../private/popover.css';
import { selectButton, selectValue } from './Select.css';

export interface SelectOption<Id extends Key = string> {
  id: Id;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<Id extends Key = string> extends Omit<
  RACSelectProps<SelectOption<Id>, 'single'>,
  'className' | 'style' | 'children' | 'items' | 'selectionMode'
> {
  label: string;
  options: readonly SelectOption<Id>[];
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** @default 'Select an option' (translated) */
  placeholder?: string;
}

/** Picks one of a short list of options (roles, licence states, languages). */
export function Select<Id extends Key = string>({
  label,
  options,
  description,
  errorMessage,
  placeholder,
  ...props
}: SelectProps<Id>) {
  const intl = useIntl();
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <RACSelect
      {...props}
      placeholder={
        placeholder ?? intl.formatMessage(designSystemCatalogue.messages.selectPlaceholder)
      }
      disabledKeys={disabledKeys}
      className={fieldRoot}
    >
      <Label>{label}</Label>
      <RACButton className={selectButton}>
        <SelectValue className={selectValue} />
        <ChevronDownIcon />
      </RACButton>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={popover}>
        <ListBox className={listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={listItem}>
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected && (
                    <span className={listItemCheck}>
                      <CheckIcon />
                    </span>
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
