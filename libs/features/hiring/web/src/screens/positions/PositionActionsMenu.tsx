import { ActionsMenuButton, Menu, MenuItem, MenuTrigger } from '@facet/design-system';
import type { Position } from '@facet/hiring-domain';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { hiringMessages as messages } from '../../messages';

export interface PositionActions {
  onShowLink: (position: Position) => void;
  onEdit: (position: Position) => void;
  /** Asks to close it (the table's confirmation). */
  onClose: () => void;
}

interface PositionMenuItem {
  id: string;
  label: MessageDescriptor;
  onAction: () => void;
  isCritical?: boolean;
}

/** The "…" menu of a position's row: its link and QR code, edit and close while not closed. */
export function PositionActionsMenu({
  position,
  onShowLink,
  onEdit,
  onClose,
}: PositionActions & { position: Position }) {
  const intl = useIntl();
  const items: PositionMenuItem[] = [
    { id: 'link', label: messages.menuLink, onAction: () => onShowLink(position) },
  ];
  if (position.state !== 'closed') {
    items.push(
      { id: 'edit', label: messages.menuEdit, onAction: () => onEdit(position) },
      { id: 'close', label: messages.menuClose, onAction: onClose, isCritical: true },
    );
  }
  return (
    <MenuTrigger>
      <ActionsMenuButton
        label={intl.formatMessage(messages.positionActions, { name: position.name })}
      />
      <Menu items={items}>
        {(item) => (
          <MenuItem
            id={item.id}
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
