import { Button, Card, Disclosure, Inline, Select, Stack } from '@facet/design-system';
import type { GroupLicenceCounts, GroupSummary } from '@facet/groups-domain';
import type { ToggleableLicenceState } from '@facet/platform-kernel';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { GroupForm, type GroupChange, type ProfileOption } from './GroupForm';
import { GroupLicenceDialog } from './GroupLicenceDialog';
import { groupsMessages as messages } from './messages';

export interface GroupSettingsCardProps {
  group: GroupSummary;
  profiles: readonly ProfileOption[];
  licences?: GroupLicenceCounts | undefined;
  freeLicences?: number | undefined;
  isBusy?: boolean | undefined;
  onSaveGroup: (change: GroupChange) => Promise<boolean>;
  onUpdateLicence: (state: ToggleableLicenceState) => Promise<void>;
}

/**
 * The group's settings behind a disclosure: its name and profile, and the group licence, which
 * asks before it spends or frees licences.
 */
export function GroupSettingsCard({
  group,
  profiles,
  licences,
  freeLicences,
  isBusy,
  onSaveGroup,
  onUpdateLicence,
}: GroupSettingsCardProps) {
  const intl = useIntl();
  const [licence, setLicence] = useState<ToggleableLicenceState>('yes');
  const [confirmingLicence, setConfirmingLicence] = useState(false);
  return (
    <>
      <Card>
        <Disclosure
          expandLabel={intl.formatMessage(messages.showGroupSettings)}
          collapseLabel={intl.formatMessage(messages.hideGroupSettings)}
        >
          <Stack space="large">
            <GroupForm
              label={intl.formatMessage(messages.editGroup)}
              submitLabel={intl.formatMessage(messages.save)}
              submitVariant="secondary"
              profiles={profiles}
              initial={group}
              isDisabled={isBusy}
              onSubmit={onSaveGroup}
            />
            <Inline space="small" alignY="bottom">
              <Select
                label={intl.formatMessage(messages.licenceLabel)}
                options={[
                  { id: 'yes', label: intl.formatMessage(messages.licenceYes) },
                  { id: 'no', label: intl.formatMessage(messages.licenceNo) },
                ]}
                selectedKey={licence}
                onSelectionChange={(key) => setLicence(key === 'no' ? 'no' : 'yes')}
              />
              <Button
                variant="secondary"
                onPress={() => setConfirmingLicence(true)}
                isDisabled={isBusy}
              >
                {intl.formatMessage(messages.updateLicence)}
              </Button>
            </Inline>
          </Stack>
        </Disclosure>
      </Card>
      <GroupLicenceDialog
        isOpen={confirmingLicence}
        onOpenChange={setConfirmingLicence}
        state={licence}
        licences={licences}
        freeLicences={freeLicences}
        onConfirm={() => onUpdateLicence(licence)}
      />
    </>
  );
}
