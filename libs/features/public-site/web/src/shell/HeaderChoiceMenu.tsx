import { Button, Menu, MenuItem, MenuTrigger } from '@facet/design-system';
import type { ReactNode } from 'react';

export interface HeaderChoice {
  id: string;
  label: string;
  icon?: ReactNode;
}

export interface HeaderChoiceMenuProps {
  /** Names the button ("Language: English"). */
  buttonLabel: string;
  /** What the button shows: an icon, and in the mobile menu the current choice's name. */
  buttonContent: ReactNode;
  /** Names the list for screen readers ("Language", "Theme"). */
  label: string;
  choices: readonly HeaderChoice[];
  selectedKey: string;
  onSelect: (key: string) => void;
}

/**
 * A compact top-bar control and the list it opens, with the current choice marked. A menu and
 * its popover weigh more than the rest of the public shell's controls together, so this loads in
 * its own chunk right after the first paint (see SiteHeaderView).
 */
export function HeaderChoiceMenu({
  buttonLabel,
  buttonContent,
  label,
  choices,
  selectedKey,
  onSelect,
}: HeaderChoiceMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="quiet" aria-label={buttonLabel}>
        {buttonContent}
      </Button>
      <Menu
        aria-label={label}
        placement="bottom end"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selectedKey]}
        onSelectionChange={(keys) => {
          if (keys === 'all') return;
          const [key] = keys;
          if (typeof key === 'string') onSelect(key);
        }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} id={choice.id} textValue={choice.label}>
            {choice.icon}
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
