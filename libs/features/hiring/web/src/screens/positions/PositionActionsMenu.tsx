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
  onAction?: () => void;
  /** A page the item opens instead of an action. */
  href?: string;
  isCritical?: boolean;
}

/** The ranking of the position's applicants against its profile (profiles' page, D92). */
const positionRankingPath = (position: Position) =>
  `/company-panel/ranking?position=${position.id}`;

/**
 * The "…" menu of a position's row: its link and QR code, its applicants' ranking, edit and
 * close while not closed.
 */
export function PositionActionsMenu({
  position,
  onShowLink,
  onEdit,
  onClose,
}: PositionActions & { position: Position }) {
  const intl = useIntl();
  const items: PositionMenuItem[] = [
    { id: 'link', label: messages.menuLink, onAction: () => onShowLink(position) },
    { id: 'ranking', label: messages.menuRanking, href: positionRankingPath(position) },
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
            href={item.href}
            variant={item.isCritical ? 'critical' : 'standard'}
          >
            {intl.formatMessage(item.label)}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
