import type { GroupMember } from '@facet/groups-domain';
import { LicenceBadge } from '@facet/platform-kernel-web';
import { PagedTableView, RowActions } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { groupEmployeePath } from './group-paths';
import { groupsMessages as messages } from './messages';

export interface GroupMembersTableProps {
  groupId: number;
  members: readonly GroupMember[];
  panelPath: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isBusy?: boolean | undefined;
  onRemoveMember: (member: GroupMember) => Promise<void>;
}

/** The group's members, a page at a time, each with its page and its removal (which asks first). */
export function GroupMembersTable({
  groupId,
  members,
  panelPath,
  page,
  totalPages,
  onPageChange,
  isBusy,
  onRemoveMember,
}: GroupMembersTableProps) {
  const intl = useIntl();
  return (
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
                href: groupEmployeePath(groupId, member.email, panelPath),
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
  );
}
