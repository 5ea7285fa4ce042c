import {
  ComboBox as RACComboBox,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as RACComboBoxProps,
  type Key,
  type ValidationResult,
} from 'react-aria-components';
import { fieldRoot } from '../private/field.css';
import { CheckIcon } from '../private/icons';
import { listBox, listItem, listItemCheck, popover } from '../private/popover.css';
import { ComboBoxFieldParts } from './ComboBoxFieldParts';

export interface ComboBoxOption<Id extends Key = string> {
  id: Id;
  /** What the list shows ("+34 Spain"). */
  label: string;
  /** What the input shows once chosen, if shorter than the label ("+34"). */
  textValue?: string;
}

export interface ComboBoxProps<Id extends Key = string> extends Omit<
  RACComboBoxProps<ComboBoxOption<Id>>,
  'className' | 'style' | 'children' | 'items' | 'defaultItems'
> {
  label: string;
  options: readonly ComboBoxOption<Id>[];
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/**
 * Choose from a long list by typing to filter it (phone prefixes, countries). Options are
 * filtered by what is typed, ignoring case and accents.
 */
export function ComboBox<Id extends Key = string>({
  label,
  options,
  description,
  errorMessage,
  placeholder,
  ...props
}: ComboBoxProps<Id>) {
  return (
    <RACComboBox {...props} defaultItems={options} className={fieldRoot}>
      <ComboBoxFieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        placeholder={placeholder}
      />
      <Popover className={popover}>
        <ListBox className={listBox}>
          {(option: ComboBoxOption<Id>) => (
            <ListBoxItem
              id={option.id}
              textValue={option.textValue ?? option.label}
              className={listItem}
            >
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
    </RACComboBox>
  );
}
