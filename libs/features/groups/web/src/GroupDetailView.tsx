import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Link,
  Pagination,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  TextField,
} from '@facet/design-system';
import { groupNameSchema, type GroupMember, type GroupSummary } from '@facet/groups-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { emailSchema, type ToggleableLicenceState } from '@facet/platform-kernel';
import { LicenceBadge } from '@facet/platform-kernel-web';
import { profilePagePath } from '@facet/profiles-web';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { groupPagePath, type ProfileOption } from './GroupsTableView';
import { groupsMessages as messages } from './messages';

const noProfile = 'none';

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
  onSaveGroup: (change: { name: string; profile_id: number | null }) => Promise<boolean>;
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
  const [name, setName] = useState(group?.name ?? '');
  const [profileKey, setProfileKey] = useState(
    group?.profile_id ? String(group.profile_id) : noProfile,
  );
  const [nameError, setNameError] = useState<string>();
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
  const saveGroup = async () => {
    const checked = groupNameSchema.safeParse(name);
    setNameError(checked.success ? undefined : intl.formatMessage(messages.nameInvalid));
    if (!checked.success) return;
    await onSaveGroup({
      name: checked.data,
      profile_id: profileKey === noProfile ? null : Number(profileKey),
    });
  };
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
        <form
          aria-label={intl.formatMessage(messages.editGroup)}
          onSubmit={(event) => {
            event.preventDefault();
            void saveGroup();
          }}
        >
          <Inline space="small" alignY="bottom">
            <TextField
              label={intl.formatMessage(messages.nameLabel)}
              value={name}
              onChange={(value) => {
                setName(value);
                setNameError(undefined);
              }}
              isInvalid={nameError !== undefined}
              errorMessage={nameError}
            />
            <Select
              label={intl.formatMessage(messages.profileLabel)}
              options={[
                { id: noProfile, label: intl.formatMessage(messages.noProfile) },
                ...profiles.map((p) => ({ id: String(p.profile_id), label: p.name })),
              ]}
              selectedKey={profileKey}
              onSelectionChange={(key) => setProfileKey(String(key ?? noProfile))}
            />
            <Button type="submit" variant="secondary" isDisabled={isBusy}>
              {intl.formatMessage(messages.save)}
            </Button>
          </Inline>
        </form>
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
      <Table aria-label={intl.formatMessage(messages.membersLabel)}>
        <TableHeader>
          <TableColumn id="number">{intl.formatMessage(messages.columnNumber)}</TableColumn>
          <TableColumn id="name" isRowHeader>
            {intl.formatMessage(messages.columnName)}
          </TableColumn>
          <TableColumn id="email">{intl.formatMessage(messages.columnEmail)}</TableColumn>
          <TableColumn id="licence">{intl.formatMessage(messages.columnLicence)}</TableColumn>
          <TableColumn id="actions">{intl.formatMessage(messages.columnActions)}</TableColumn>
        </TableHeader>
        <TableBody
          items={members.map((member) => ({ ...member, id: member.email }))}
          emptyContent={
            <EmptyState
              title={intl.formatMessage(messages.noMembersTitle)}
              description={intl.formatMessage(messages.noMembersDescription)}
            />
          }
        >
          {(member) => (
            <TableRow id={member.email}>
              <TableCell>{intl.formatNumber(member.number)}</TableCell>
              <TableCell>{member.name}</TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell>
                <LicenceBadge state={member.licence} />
              </TableCell>
              <TableCell>
                <Inline space="small">
                  <Link href={groupEmployeePath(group.group_id, member.email, panelPath)}>
                    {intl.formatMessage(messages.inspectMember, { name: member.name })}
                  </Link>
                  <Button
                    size="small"
                    variant="quiet"
                    isDisabled={isBusy}
                    onPress={() => onRemoveMember(member)}
                  >
                    {intl.formatMessage(messages.removeMember, { name: member.name })}
                  </Button>
                </Inline>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </Stack>
  );
}
