import { Checkbox, Stack, Text } from '@facet/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';

/**
 * The invite dialogs' choice to make each invitation the assessment itself: on, it holds a
 * licence and the person joins able to start; off, they join without one (D61).
 */
export function AssignLicenceOption({
  isSelected,
  onChange,
  isDisabled,
}: {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
}) {
  const intl = useIntl();
  const helpId = useId();
  return (
    <Stack space="xsmall">
      <Checkbox
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        aria-describedby={helpId}
      >
        {intl.formatMessage(messages.assignLicenceOption)}
      </Checkbox>
      <Text id={helpId} size="small" tone="secondary">
        {intl.formatMessage(messages.assignLicenceOptionHelp)}
      </Text>
    </Stack>
  );
}
