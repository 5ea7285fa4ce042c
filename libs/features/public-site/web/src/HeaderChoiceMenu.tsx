import { Menu, MenuItem } from '@facet/design-system';
import type { ReactNode } from 'react';

export interface HeaderChoice {
  id: string;
  label: string;
  icon?: ReactNode;
}

export interface HeaderChoiceMenuProps {
  /** Names the list for screen readers ("Language", "Theme"). */
  label: string;
  choices: readonly HeaderChoice[];
  selectedKey: string;
  onSelect: (key: string) => void;
}

/**
 * The list a compact top-bar control opens, with the current choice marked. It loads in its own
 * chunk right after the first paint (see SiteHeaderView), so the landing does not wait for it.
 */
export function HeaderChoiceMenu({ label, choices, selectedKey, onSelect }: HeaderChoiceMenuProps) {
  return (
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
  );
}
