import { companyProblems } from '@facet/company-domain';
import {
  Alert,
  Breadcrumbs,
  ErrorState,
  Heading,
  Inline,
  Link,
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
import { type CompanyRole, type ToggleableLicenceState } from '@facet/platform-kernel';
import { profilePagePath } from '@facet/profiles-web';
import { useIntl } from 'react-intl';
import { GroupAddMembers, type EmployeeOption } from './GroupAddMembers';
import type { GroupChange, ProfileOption } from './GroupForm';
import { GroupMembersTable } from './GroupMembersTable';
import { GroupSettingsCard } from './GroupSettingsCard';
import { groupsCrumb } from './group-paths';
import { groupsMessages as messages, groupsProblemMessages } from './messages';

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
      <GroupSettingsCard
        group={group}
        profiles={profiles}
        licences={licences}
        freeLicences={freeLicences}
        isBusy={isBusy}
        onSaveGroup={onSaveGroup}
        onUpdateLicence={onUpdateLicence}
      />
      <GroupAddMembers
        members={members}
        employees={employees}
        isBusy={isBusy}
        onAddMembers={onAddMembers}
      />
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
      <GroupMembersTable
        groupId={group.group_id}
        members={members}
        panelPath={panelPath}
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        isBusy={isBusy}
        onRemoveMember={onRemoveMember}
      />
    </Stack>
  );
}
