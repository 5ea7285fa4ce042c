import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  Popover,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type PopoverProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { Button } from '../Button/Button';
import { MoreIcon } from '../private/icons';
import { listBox, listItem, popover } from '../private/popover.css';

export { MenuTrigger } from 'react-aria-components';

export interface MenuProps<Item extends object> extends Omit<
  RACMenuProps<Item>,
  'className' | 'style'
> {
  /** @default 'bottom start' */
  placement?: PopoverProps['placement'];
}

/** The list of actions a MenuTrigger opens; arrow keys move, Enter acts, Escape closes. */
export function Menu<Item extends object>({
  placement = 'bottom start',
  ...props
}: MenuProps<Item>) {
  return (
    <Popover className={popover} placement={placement}>
      <RACMenu {...props} className={listBox} />
    </Popover>
  );
}

export const menuItemVariants = ['standard', 'critical'] as const;
export type MenuItemVariant = (typeof menuItemVariants)[number];

export interface MenuItemProps extends Omit<RACMenuItemProps, 'className' | 'style'> {
  /**
   * critical for actions that remove something; they still ask for confirmation.
   * @default 'standard'
   */
  variant?: MenuItemVariant;
}

export function MenuItem({ variant = 'standard', ...props }: MenuItemProps) {
  return <RACMenuItem {...props} className={listItem} data-variant={variant} />;
}

export interface ActionsMenuButtonProps {
  /**
   * Names the button; include what it acts on when there are several ("Actions for Ana Ruiz").
   * @default 'More actions' (translated)
   */
  label?: string;
}

/** The "…" icon button that opens a row's or card's menu, for use inside a MenuTrigger. */
export function ActionsMenuButton({ label }: ActionsMenuButtonProps) {
  const intl = useIntl();
  return (
    <Button
      variant="quiet"
      size="small"
      aria-label={label ?? intl.formatMessage(designSystemCatalogue.messages.moreActions)}
    >
      <MoreIcon />
    </Button>
  );
}
