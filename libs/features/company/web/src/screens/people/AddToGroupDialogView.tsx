import { Alert, Select, Text } from '@facet/design-system';
import { FormDialog } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import type { PipelineChoice } from './PeopleFiltersView';
import { useGroupChoice } from './use-group-choice';

export interface AddToGroupDialogViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** How many selected people would be added. */
  count: number;
  groups: readonly PipelineChoice[];
  isSending?: boolean;
  hasFailed?: boolean;
  onSubmit: (group: PipelineChoice) => void;
}

/** Picks the group the selected members join. */
export function AddToGroupDialogView({
  isOpen,
  onOpenChange,
  count,
  groups,
  isSending,
  hasFailed,
  onSubmit,
}: AddToGroupDialogViewProps) {
  const intl = useIntl();
  const picked = useGroupChoice(groups, onSubmit);
  return (
    <FormDialog
      title={intl.formatMessage(messages.addToGroupTitle, { count })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      submitLabel={intl.formatMessage(messages.addToGroupSubmit)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      isSending={isSending}
      onSubmit={picked.submit}
      onSubmitPress={picked.touch}
    >
      {hasFailed && <Alert tone="critical">{intl.formatMessage(messages.addToGroupFailed)}</Alert>}
      <Text>{intl.formatMessage(messages.addToGroupIntro)}</Text>
      {groups.length === 0 ? (
        <Alert tone="info">{intl.formatMessage(messages.addToGroupNoGroups)}</Alert>
      ) : (
        <Select
          label={intl.formatMessage(messages.peopleFilterGroup)}
          options={groups.map((choice) => ({ id: String(choice.id), label: choice.name }))}
          selectedKey={picked.groupId}
          onSelectionChange={picked.choose}
          isRequired
          isInvalid={picked.isMissing}
          errorMessage={intl.formatMessage(messages.addToGroupRequired)}
        />
      )}
    </FormDialog>
  );
}
