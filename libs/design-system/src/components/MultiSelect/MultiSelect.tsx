import { useState } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
  useFilter,
  type Key,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import type { ComboBoxOption } from '../ComboBox/ComboBox';
import { ComboBoxFieldParts } from '../ComboBox/ComboBoxFieldParts';
import { fieldRoot } from '../private/field.css';
import { CloseIcon } from '../private/icons';
import { listBox, listItem, popover } from '../private/popover.css';
import { tag, tagList, tagRemove } from './MultiSelect.css';

export interface MultiSelectProps<Id extends Key = string> {
  label: string;
  options: readonly ComboBoxOption<Id>[];
  /** The chosen options, in the order they were chosen. */
  selectedKeys: readonly Id[];
  onSelectionChange: (keys: Id[]) => void;
  description?: string;
  isInvalid?: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
  placeholder?: string;
}

/**
 * Choose several from a long list (people, tags): type to filter, pick one at a time, and the
 * chosen show as removable tags below. A chosen option leaves the list until it is removed.
 */
export function MultiSelect<Id extends Key = string>({
  label,
  options,
  selectedKeys,
  onSelectionChange,
  description,
  isInvalid,
  errorMessage,
  isDisabled,
  placeholder,
}: MultiSelectProps<Id>) {
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [inputValue, setInputValue] = useState('');
  const chosen = new Set<Key>(selectedKeys);
  const available = options.filter(
    (option) => !chosen.has(option.id) && contains(option.textValue ?? option.label, inputValue),
  );
  const selected = selectedKeys.flatMap((id) => options.filter((option) => option.id === id));
  return (
    <div className={fieldRoot}>
      <RACComboBox
        className={fieldRoot}
        items={available}
        inputValue={inputValue}
        onInputChange={setInputValue}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key === null) return;
          onSelectionChange([...selectedKeys, key as Id]);
          setInputValue('');
        }}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        allowsEmptyCollection
      >
        <ComboBoxFieldParts
          label={label}
          description={description}
          errorMessage={errorMessage}
          placeholder={placeholder}
        />
        <Popover className={popover}>
          <ListBox
            className={listBox}
            renderEmptyState={() => (
              <div className={listItem}>
                {intl.formatMessage(designSystemCatalogue.messages.noMatches)}
              </div>
            )}
          >
            {(option: ComboBoxOption<Id>) => (
              <ListBoxItem
                id={option.id}
                textValue={option.textValue ?? option.label}
                className={listItem}
              >
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </RACComboBox>
      {selected.length > 0 && (
        <TagGroup
          aria-label={intl.formatMessage(designSystemCatalogue.messages.chosenOptions, { label })}
          onRemove={(keys) => onSelectionChange(selectedKeys.filter((id) => !keys.has(id)))}
        >
          <TagList className={tagList} items={selected}>
            {(option) => (
              <Tag id={option.id} textValue={option.label} className={tag} isDisabled={isDisabled}>
                {option.label}
                <RACButton
                  slot="remove"
                  className={tagRemove}
                  aria-label={intl.formatMessage(designSystemCatalogue.messages.removeChosen)}
                >
                  <CloseIcon />
                </RACButton>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
