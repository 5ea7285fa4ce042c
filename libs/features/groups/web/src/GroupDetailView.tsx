import {
  Alert,
  Button,
  Card,
  ErrorState,
  Heading,
  Inline,
  Link,
  Select,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import type { GroupMember, GroupSummary } from '@facet/groups-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { emailSchema, type ToggleableLicenceState } from '@facet/platform-kernel';
import { LicenceBadge } from '@facet/platform-kernel-web';
import { PagedTableView, RowActions } from '@facet/platform-web-kit';
import { profilePagePath } from '@facet/profiles-web';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { GroupForm, type GroupChange, type ProfileOption } from './GroupForm';
import { groupPagePath } from './GroupsTableView';
import { groupsMessages as messages } from './messages';

export const groupEmployeePath = (groupId: number, email: string, panelPath = '/company-panel') =>
  `${groupPagePath(groupId, panelPath)}/employee/${encodeURIComponent(email)}`;

export const groupMemberResultPath = (
  groupId: number,
  email: string,
  resultId: number,
  panelPath = '/company-panel',
) => `${groupEmployeePath(groupId, email, panelPath)}/result/${resultId}`;

export interface GroupDetailViewProps {
  group?: GroupSummary;
  members: readonly GroupMember[];
  profiles: readonly ProfileOption[];
  page: number;
  totalPages: number;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
  onPageChange: (page: number) => void;
  /** The last failed change (rename, member, licence), shown above the members. */
  actionFailure?: ApiFailure;
  isBusy?: boolean;
  onSaveGroup: (change: GroupChange) => Promise<boolean>;
  onAddMember: (email: string) => Promise<boolean>;
  onRemoveMember: (member: GroupMember) => void;
  onUpdateLicence: (state: ToggleableLicenceState) => void;
}

/** /company-panel/group/{id}: profile, name, group licence, members. */
export function GroupDetailView({
  group,
  members,
  profiles,
  page,
  totalPages,
  isLoading,
  loadFailure,
  onRetry,
  panelPath = '/company-panel',
  onPageChange,
  actionFailure,
  isBusy,
  onSaveGroup,
  onAddMember,
  onRemoveMember,
  onUpdateLicence,
}: GroupDetailViewProps) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [licence, setLicence] = useState<ToggleableLicenceState>('yes');

  if (loadFailure) {
    return (
      <ErrorState
        message={failureText(
          intl,
          loadFailure,
          { 404: messages.groupNotFound },
          messages.loadFailed,
        )}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading || !group) {
    return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;
  }
  const addMember = async () => {
    const checked = emailSchema.safeParse(email);
    setEmailError(checked.success ? undefined : intl.formatMessage(messages.emailInvalid));
    if (checked.success && (await onAddMember(checked.data))) setEmail('');
  };
  return (
    <Stack space="large">
      <Link href={`${panelPath}?tab=groups`}>{intl.formatMessage(messages.backToPanel)}</Link>
      <Heading level={1}>{intl.formatMessage(messages.groupTitle, { name: group.name })}</Heading>
      <Inline space="small">
        <Text>
          {group.profile_name
            ? intl.formatMessage(messages.assignedProfile, { name: group.profile_name })
            : intl.formatMessage(messages.noAssignedProfile)}
        </Text>
        {group.profile_id !== null && (
          <Link href={profilePagePath(group.profile_id, panelPath)}>
            {intl.formatMessage(messages.viewProfile)}
          </Link>
        )}
      </Inline>
      <Card>
        <GroupForm
          label={intl.formatMessage(messages.editGroup)}
          submitLabel={intl.formatMessage(messages.save)}
          submitVariant="secondary"
          profiles={profiles}
          initial={group}
          isDisabled={isBusy}
          onSubmit={onSaveGroup}
        />
      </Card>
      <Card>
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
          <Button variant="secondary" onPress={() => onUpdateLicence(licence)} isDisabled={isBusy}>
            {intl.formatMessage(messages.updateLicence)}
          </Button>
        </Inline>
      </Card>
      <form
        aria-label={intl.formatMessage(messages.addMember)}
        onSubmit={(event) => {
          event.preventDefault();
          void addMember();
        }}
      >
        <Inline space="small" alignY="bottom">
          <TextField
            label={intl.formatMessage(messages.memberEmail)}
            type="email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              setEmailError(undefined);
            }}
            isInvalid={emailError !== undefined}
            errorMessage={emailError}
          />
          <Button type="submit" variant="primary" isDisabled={isBusy}>
            {intl.formatMessage(messages.addMember)}
          </Button>
        </Inline>
      </form>
      {actionFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            actionFailure,
            {
              400: messages.alreadyMember,
              402: messages.noLicencesLeft,
              404: messages.userMissing,
              409: messages.nameInUse,
            },
            messages.actionFailed,
          )}
        </Alert>
      )}
      <PagedTableView
        label={intl.formatMessage(messages.membersLabel)}
        rows={members}
        rowKey={(member) => member.email}
        columns={[
          {
            id: 'number',
            label: intl.formatMessage(messages.columnNumber),
            render: (member) => intl.formatNumber(member.number),
          },
          {
            id: 'name',
            label: intl.formatMessage(messages.columnName),
            isRowHeader: true,
            render: (member) => member.name,
          },
          {
            id: 'email',
            label: intl.formatMessage(messages.columnEmail),
            render: (member) => member.email,
          },
          {
            id: 'licence',
            label: intl.formatMessage(messages.columnLicence),
            render: (member) => <LicenceBadge state={member.licence} />,
          },
          {
            id: 'actions',
            label: intl.formatMessage(messages.columnActions),
            render: (member) => (
              <RowActions
                inspect={{
                  href: groupEmployeePath(group.group_id, member.email, panelPath),
                  label: intl.formatMessage(messages.inspectMember, { name: member.name }),
                }}
                remove={{
                  label: intl.formatMessage(messages.removeMember, { name: member.name }),
                  onPress: () => onRemoveMember(member),
                  isDisabled: isBusy,
                }}
              />
            ),
          },
        ]}
        empty={{
          title: intl.formatMessage(messages.noMembersTitle),
          description: intl.formatMessage(messages.noMembersDescription),
        }}
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
