import { companyProblems } from '@facet/company-domain';
import {
  Alert,
  Breadcrumbs,
  Button,
  Card,
  Disclosure,
  ErrorState,
  FormActions,
  Heading,
  Inline,
  Link,
  MultiSelect,
  Select,
  Stack,
  Text,
} from '@facet/design-system';
import type {
  AddGroupMembersAnswer,
  GroupLicenceCounts,
  GroupMember,
  GroupSummary,
} from '@facet/groups-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import {
  companyRoles,
  type CompanyRole,
  type ToggleableLicenceState,
} from '@facet/platform-kernel';
import { LicenceBadge, roleMessages } from '@facet/platform-kernel-web';
import { PagedTableView, RowActions } from '@facet/platform-web-kit';
import { profilePagePath } from '@facet/profiles-web';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { GroupForm, type GroupChange, type ProfileOption } from './GroupForm';
import { GroupLicenceDialog } from './GroupLicenceDialog';
import { groupPagePath } from './GroupsTableView';
import { groupsMessages as messages, groupsProblemMessages } from './messages';
import { RejectedMembersAlert } from './RejectedMembersAlert';

export const groupEmployeePath = (groupId: number, email: string, panelPath = '/company-panel') =>
  `${groupPagePath(groupId, panelPath)}/employee/${encodeURIComponent(email)}`;

export const groupMemberResultPath = (
  groupId: number,
  email: string,
  resultId: number,
  panelPath = '/company-panel',
) => `${groupEmployeePath(groupId, email, panelPath)}/result/${resultId}`;

/** Someone of the company the member picker offers. */
export interface EmployeeOption {
  name: string;
  email: string;
}

/** Where the group pages sit: the panel's Groups tab, then the group. */
export const groupsCrumb = (panelPath: string, label: string) => ({
  id: 'groups',
  label,
  href: `${panelPath}?tab=groups`,
});

export interface GroupDetailViewProps {
  group?: GroupSummary;
  members: readonly GroupMember[];
  profiles: readonly ProfileOption[];
  /** The company's people the picker offers (members on this page are left out). */
  employees: readonly EmployeeOption[];
  /** What a group licence update would change; the confirmation says it before spending. */
  licences?: GroupLicenceCounts;
  /** The company's free licences, when known. */
  freeLicences?: number;
  page: number;
  totalPages: number;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
  /** The group's team view (heatmap), where the data source offers one. */
  teamViewHref?: string;
  onPageChange: (page: number) => void;
  /** The last failed change (rename, member, licence), shown above the members. */
  actionFailure?: ApiFailure;
  isBusy?: boolean;
  onSaveGroup: (change: GroupChange) => Promise<boolean>;
  /** Adds people by e-mail or by role, all or nothing; undefined when the call failed. */
  onAddMembers: (change: {
    emails?: string[];
    roles?: CompanyRole[];
  }) => Promise<AddGroupMembersAnswer | undefined>;
  onRemoveMember: (member: GroupMember) => Promise<void>;
  onUpdateLicence: (state: ToggleableLicenceState) => Promise<void>;
}

/** /company-panel/group/{id}: profile, name, group licence, members. */
export function GroupDetailView({
  group,
  members,
  profiles,
  employees,
  licences,
  freeLicences,
  page,
  totalPages,
  isLoading,
  loadFailure,
  onRetry,
  panelPath = '/company-panel',
  teamViewHref,
  onPageChange,
  actionFailure,
  isBusy,
  onSaveGroup,
  onAddMembers,
  onRemoveMember,
  onUpdateLicence,
}: GroupDetailViewProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string[]>([]);
  const [chosenError, setChosenError] = useState<string>();
  const [rejected, setRejected] = useState<AddGroupMembersAnswer['rejected']>([]);
  const [role, setRole] = useState<CompanyRole>('employee');
  const [licence, setLicence] = useState<ToggleableLicenceState>('yes');
  const [confirmingLicence, setConfirmingLicence] = useState(false);

  if (loadFailure) {
    return (
      <ErrorState
        message={failureText(intl, loadFailure, groupsProblemMessages, messages.loadFailed)}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading || !group) {
    return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;
  }
  const shownEmails = new Set(members.map((member) => member.email));
  const pickable = employees
    .filter((employee) => !shownEmails.has(employee.email))
    .map((employee) => ({
      id: employee.email,
      label: `${employee.name} (${employee.email})`,
    }));
  const addMembers = async (change: { emails?: string[]; roles?: CompanyRole[] }) => {
    const answer = await onAddMembers(change);
    setRejected(answer?.rejected ?? []);
    if (answer && answer.rejected.length === 0 && change.emails) setChosen([]);
  };
  const addChosen = async () => {
    if (chosen.length === 0) {
      setChosenError(intl.formatMessage(messages.chooseSomeone));
      return;
    }
    await addMembers({ emails: chosen });
  };
  return (
    <Stack space="large">
      <Breadcrumbs
        items={[
          groupsCrumb(panelPath, intl.formatMessage(messages.tabGroups)),
          { id: 'group', label: group.name },
        ]}
      />
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
        {teamViewHref && (
          <Link href={teamViewHref}>{intl.formatMessage(messages.viewTeamView)}</Link>
        )}
      </Inline>
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
      <Card>
        <Stack space="medium">
          <Heading level={2}>{intl.formatMessage(messages.addMembersHeading)}</Heading>
          <form
            aria-label={intl.formatMessage(messages.addMembersHeading)}
            onSubmit={(event) => {
              event.preventDefault();
              void addChosen();
            }}
          >
            <Stack space="small">
              <MultiSelect
                label={intl.formatMessage(messages.peopleToAdd)}
                placeholder={intl.formatMessage(messages.peoplePlaceholder)}
                options={pickable}
                selectedKeys={chosen}
                onSelectionChange={(keys) => {
                  setChosen(keys);
                  setChosenError(undefined);
                }}
                isInvalid={chosenError !== undefined}
                errorMessage={chosenError}
                isDisabled={isBusy}
              />
              <FormActions>
                <Button type="submit" variant="primary" isDisabled={isBusy}>
                  {intl.formatMessage(messages.addChosen, { count: chosen.length })}
                </Button>
              </FormActions>
            </Stack>
          </form>
          <Inline space="small" alignY="bottom">
            <Select
              label={intl.formatMessage(messages.addRoleLabel)}
              options={companyRoles.map((id) => ({
                id,
                label: intl.formatMessage(roleMessages[id]),
              }))}
              selectedKey={role}
              onSelectionChange={(key) =>
                setRole(companyRoles.find((id) => id === key) ?? 'employee')
              }
            />
            <Button
              variant="secondary"
              onPress={() => void addMembers({ roles: [role] })}
              isDisabled={isBusy}
            >
              {intl.formatMessage(messages.addRole)}
            </Button>
          </Inline>
        </Stack>
      </Card>
      <RejectedMembersAlert rejected={rejected} />
      {actionFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            actionFailure,
            {
              ...groupsProblemMessages,
              [companyProblems.notAnEmployee.code]: messages.userMissing,
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
            render: (member) => (
              <LicenceBadge state={member.licence} hasFinished={member.hasFinished} />
            ),
          },
          {
            id: 'actions',
            label: intl.formatMessage(messages.columnActions),
            render: (member, confirm) => (
              <RowActions
                inspect={{
                  href: groupEmployeePath(group.group_id, member.email, panelPath),
                  label: intl.formatMessage(messages.inspectMember, { name: member.name }),
                }}
                remove={{
                  label: intl.formatMessage(messages.removeMember, { name: member.name }),
                  onPress: confirm,
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
        confirmation={{
          title: (member) => intl.formatMessage(messages.removeMemberTitle, { name: member.name }),
          body: intl.formatMessage(messages.removeMemberBody),
          confirmLabel: intl.formatMessage(messages.removeMemberConfirm),
          onConfirm: onRemoveMember,
        }}
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
