import { ComboBox } from '@facet/design-system';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { contactMessages as messages } from './messages';
import { phonePrefixChoices } from './phone-prefixes';

export interface PhonePrefixFieldProps {
  /** The prefix the form holds ("+34"), which the box starts from. */
  prefix: string;
  /** The chosen country's prefix, or what was typed when it names none. */
  onPrefixChange: (prefix: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/** The phone's country prefix, chosen by country or typed. */
export function PhonePrefixField({
  prefix,
  onPrefixChange,
  isInvalid,
  errorMessage,
}: PhonePrefixFieldProps) {
  const intl = useIntl();
  const prefixes = useMemo(() => phonePrefixChoices(intl.locale), [intl.locale]);
  // The box shows a chosen country's whole label ("Spain +34"); the form keeps its prefix.
  const [prefixInput, setPrefixInput] = useState(prefix);
  return (
    <ComboBox
      label={intl.formatMessage(messages.phonePrefix)}
      description={intl.formatMessage(messages.phonePrefixHint)}
      options={prefixes.options}
      allowsCustomValue
      inputValue={prefixInput}
      onInputChange={(value) => {
        setPrefixInput(value);
        onPrefixChange(prefixes.prefixOf(value) ?? value);
      }}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}
