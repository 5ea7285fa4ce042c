import { Alert } from '@facet/design-system';
import type { GroupSummary } from '@facet/groups-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { accessProblems, requestProblems } from '@facet/platform-kernel';
import {
  PagedTableView,
  RowActions,
  type PagedList,
  type PagedTableColumn,
} from '@facet/platform-web-kit';
import { useIntl, type IntlShape } from 'react-intl';
import { GroupForm, type GroupChange, type ProfileOption } from './GroupForm';
import { groupPagePath } from './group-paths';
import { groupsMessages as messages, groupsProblemMessages } from './messages';

export interface GroupsTableViewProps extends PagedList {
  groups: readonly GroupSummary[];
  profiles: readonly ProfileOption[];
  loadFailure?: ApiFailure;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
  isCreating?: boolean;
  createFailure?: ApiFailure;
  /** Resolves true when created, so the form empties. */
  onCreate: (group: GroupChange) => Promise<boolean>;
  canRemove?: boolean;
  removeFailure?: ApiFailure;
  onRemove?: (group: GroupSummary) => Promise<void>;
}

/** The list's columns: name, profile, members, and the actions on each group. */
function groupsColumns(
  intl: IntlShape,
  panelPath: string | undefined,
  canRemove: boolean | undefined,
): PagedTableColumn<GroupSummary>[] {
  return [
    {
      id: 'name',
      label: intl.formatMessage(messages.columnName),
      render: (group) => group.name,
    },
    {
      id: 'profile',
      label: intl.formatMessage(messages.columnProfile),
      render: (group) => group.profile_name ?? intl.formatMessage(messages.noProfile),
    },
    {
      id: 'users',
      label: intl.formatMessage(messages.columnUsers),
      render: (group) => intl.formatNumber(group.members),
    },
    {
      id: 'actions',
      label: intl.formatMessage(messages.columnActions),
      render: (group, confirm) => (
        <RowActions
          inspect={{
            href: groupPagePath(group.group_id, panelPath),
            label: intl.formatMessage(messages.inspect, { name: group.name }),
          }}
          remove={
            canRemove
              ? {
                  label: intl.formatMessage(messages.remove, { name: group.name }),
                  onPress: confirm,
                }
              : undefined
          }
        />
      ),
    },
  ];
}

/** The Groups tab of the company panel: create a group, the paged list, inspect and delete. */
export function GroupsTableView({
  groups,
  profiles,
  loadFailure,
  panelPath,
  isCreating,
  createFailure,
  onCreate,
  canRemove,
  removeFailure,
  onRemove,
  ...list
}: GroupsTableViewProps) {
  const intl = useIntl();
  return (
    <PagedTableView
      {...list}
      label={intl.formatMessage(messages.tableLabel)}
      rows={groups}
      rowKey={(group) => group.group_id}
      columns={groupsColumns(intl, panelPath, canRemove)}
      empty={{
        title: intl.formatMessage(messages.noGroupsTitle),
        description: intl.formatMessage(messages.noGroupsDescription),
      }}
      loadError={loadFailure && intl.formatMessage(messages.loadFailed)}
      confirmation={{
        title: (group) => intl.formatMessage(messages.removeTitle, { name: group.name }),
        body: intl.formatMessage(messages.removeBody),
        confirmLabel: intl.formatMessage(messages.removeConfirm),
        onConfirm: (group) => onRemove?.(group),
      }}
    >
      <GroupForm
        label={intl.formatMessage(messages.createGroup)}
        submitLabel={intl.formatMessage(messages.createGroup)}
        submitVariant="primary"
        profiles={profiles}
        isPending={isCreating}
        onSubmit={onCreate}
        emptyWhenDone
      />
      {createFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            createFailure,
            { ...groupsProblemMessages, [requestProblems.invalid.code]: messages.nameInvalid },
            messages.actionFailed,
          )}
        </Alert>
      )}
      {removeFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            removeFailure,
            { [accessProblems.roleRequired.code]: messages.onlyAdmins },
            messages.actionFailed,
          )}
        </Alert>
      )}
    </PagedTableView>
  );
}
