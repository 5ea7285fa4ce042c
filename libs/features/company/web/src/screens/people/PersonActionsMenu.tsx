import { pipelineMayRemind, type PipelinePerson } from '@facet/company-domain';
import { ActionsMenuButton, Menu, MenuItem, MenuTrigger } from '@facet/design-system';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { employeePagePath } from '../../employee-page-path';
import { companyMessages as messages } from '../../messages';

/** What a row's menu may do; each is left out where it does not apply to the row. */
export interface PersonActions {
  /** Where the panel lives, for the member's own page. */
  panelPath?: string;
  /** Company admins cancel invitations, change roles and remove people. */
  canManage?: boolean;
  onRemind?: (person: PipelinePerson) => void;
  onCancel?: (person: PipelinePerson) => void;
  onRemove?: (person: PipelinePerson) => void;
}

/** A row's key in the selection: members and invitations are numbered apart. */
export function personKey(person: Pick<PipelinePerson, 'kind' | 'user_id' | 'invitation_id'>) {
  return person.kind === 'member'
    ? `member-${person.user_id}`
    : `invitation-${person.invitation_id}`;
}

/** How a row is named wherever it is acted on: the member's name, else the invited address. */
export function personName(person: Pick<PipelinePerson, 'name' | 'email'>): string {
  return person.name ?? person.email;
}

/**
 * A row's actions behind one "…" button named after the row ("Actions for Mei Chen"), instead of
 * a button per action each repeating the address. Removing and cancelling still ask first.
 */
export function PersonActionsMenu({
  person,
  panelPath,
  canManage,
  onRemind,
  onCancel,
  onRemove,
}: PersonActions & { person: PipelinePerson }) {
  const intl = useIntl();
  const isMember = person.kind === 'member';
  const detailPath = employeePagePath(person.email, panelPath);
  const items: {
    id: string;
    label: MessageDescriptor;
    href?: string;
    onAction?: () => void;
    isCritical?: boolean;
  }[] = [];
  if (isMember) items.push({ id: 'details', label: messages.menuViewDetails, href: detailPath });
  if (isMember && canManage) {
    items.push({ id: 'role', label: messages.menuChangeRole, href: detailPath });
  }
  if (onRemind && pipelineMayRemind(person)) {
    items.push({ id: 'remind', label: messages.menuRemind, onAction: () => onRemind(person) });
  }
  if (!isMember && canManage && onCancel && person.status === 'invited') {
    items.push({
      id: 'cancel',
      label: messages.menuCancelInvitation,
      onAction: () => onCancel(person),
      isCritical: true,
    });
  }
  if (isMember && canManage && onRemove) {
    items.push({
      id: 'remove',
      label: messages.removeFromCompany,
      onAction: () => onRemove(person),
      isCritical: true,
    });
  }
  // A closed invitation seen by a manager has nothing left to do.
  if (items.length === 0) return null;
  return (
    <MenuTrigger>
      <ActionsMenuButton
        label={intl.formatMessage(messages.personActions, { name: personName(person) })}
      />
      <Menu items={items}>
        {(item) => (
          <MenuItem
            id={item.id}
            href={item.href}
            onAction={item.onAction}
            variant={item.isCritical ? 'critical' : 'standard'}
          >
            {intl.formatMessage(item.label)}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
