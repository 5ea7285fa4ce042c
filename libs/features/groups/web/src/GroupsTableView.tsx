import {
  Alert,
  AlertDialog,
  Button,
  EmptyState,
  ErrorState,
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
import { groupNameSchema, type GroupSummary } from '@facet/groups-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { groupsMessages as messages } from './messages';

export const groupPagePath = (groupId: number, panelPath = '/company-panel') =>
  `${panelPath}/group/${groupId}`;
const noProfile = 'none';

export interface ProfileOption {
  profile_id: number;
  name: string;
}

export interface GroupsTableViewProps {
  groups: readonly GroupSummary[];
  profiles: readonly ProfileOption[];
  page: number;
  totalPages: number;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
  onPageChange: (page: number) => void;
  isCreating?: boolean;
  createFailure?: ApiFailure;
  /** Resolves true when created, so the form empties. */
  onCreate: (group: { name: string; profile_id: number | null }) => Promise<boolean>;
  canRemove?: boolean;
  removeFailure?: ApiFailure;
  onRemove?: (group: GroupSummary) => Promise<void>;
}

/** The Groups tab of the company panel: create a group, the paged list, inspect and delete. */
export function GroupsTableView({
  groups,
  profiles,
  page,
  totalPages,
  isLoading,
  loadFailure,
  onRetry,
  panelPath,
  onPageChange,
  isCreating,
  createFailure,
  onCreate,
  canRemove,
  removeFailure,
  onRemove,
}: GroupsTableViewProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [profileKey, setProfileKey] = useState<string>(noProfile);
  const [nameError, setNameError] = useState<string>();
  const [removing, setRemoving] = useState<GroupSummary | null>(null);
  if (loadFailure) {
    return <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />;
  }
  const create = async () => {
    const checked = groupNameSchema.safeParse(name);
    setNameError(checked.success ? undefined : intl.formatMessage(messages.nameInvalid));
    if (!checked.success) return;
    const done = await onCreate({
      name: checked.data,
      profile_id: profileKey === noProfile ? null : Number(profileKey),
    });
    if (done) {
      setName('');
      setProfileKey(noProfile);
    }
  };
  return (
    <Stack space="medium">
      <form
        aria-label={intl.formatMessage(messages.createGroup)}
        onSubmit={(event) => {
          event.preventDefault();
          void create();
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
          <Button type="submit" variant="primary" isPending={isCreating}>
            {intl.formatMessage(messages.createGroup)}
          </Button>
        </Inline>
      </form>
      {createFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            createFailure,
            { 400: messages.nameInvalid, 404: messages.profileNotFound, 409: messages.nameInUse },
            messages.actionFailed,
          )}
        </Alert>
      )}
      {removeFailure && (
        <Alert tone="critical">
          {failureText(intl, removeFailure, { 403: messages.onlyAdmins }, messages.actionFailed)}
        </Alert>
      )}
      {isLoading ? (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      ) : (
        <Table aria-label={intl.formatMessage(messages.tableLabel)}>
          <TableHeader>
            <TableColumn id="name" isRowHeader>
              {intl.formatMessage(messages.columnName)}
            </TableColumn>
            <TableColumn id="profile">{intl.formatMessage(messages.columnProfile)}</TableColumn>
            <TableColumn id="users">{intl.formatMessage(messages.columnUsers)}</TableColumn>
            <TableColumn id="actions">{intl.formatMessage(messages.columnActions)}</TableColumn>
          </TableHeader>
          <TableBody
            items={groups.map((group) => ({ ...group, id: group.group_id }))}
            emptyContent={
              <EmptyState
                title={intl.formatMessage(messages.noGroupsTitle)}
                description={intl.formatMessage(messages.noGroupsDescription)}
              />
            }
          >
            {(group) => (
              <TableRow id={group.group_id}>
                <TableCell>{group.name}</TableCell>
                <TableCell>
                  {group.profile_name ?? intl.formatMessage(messages.noProfile)}
                </TableCell>
                <TableCell>{intl.formatNumber(group.members)}</TableCell>
                <TableCell>
                  <Inline space="small">
                    <Link href={groupPagePath(group.group_id, panelPath)}>
                      {intl.formatMessage(messages.inspect, { name: group.name })}
                    </Link>
                    {canRemove && (
                      <Button
                        size="small"
                        variant="quiet"
                        onPress={() =>
                          setRemoving(groups.find((g) => g.group_id === group.group_id) ?? null)
                        }
                      >
                        {intl.formatMessage(messages.remove, { name: group.name })}
                      </Button>
                    )}
                  </Inline>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        isDisabled={isLoading}
      />
      {removing && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={intl.formatMessage(messages.removeTitle, { name: removing.name })}
          confirmLabel={intl.formatMessage(messages.removeConfirm)}
          onConfirm={async () => {
            await onRemove?.(removing);
          }}
        >
          <Text>{intl.formatMessage(messages.removeBody)}</Text>
        </AlertDialog>
      )}
    </Stack>
  );
}
