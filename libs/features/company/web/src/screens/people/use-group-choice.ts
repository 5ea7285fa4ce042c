import { useState } from 'react';
import type { PipelineChoice } from './PeopleFiltersView';

/**
 * The group chosen in the add-to-group dialog, and whether a try to add has been made, after
 * which a missing choice is flagged.
 */
export function useGroupChoice(
  groups: readonly PipelineChoice[],
  onSubmit: (group: PipelineChoice) => void,
) {
  const [groupId, setGroupId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const group = groups.find((choice) => String(choice.id) === groupId);
  return {
    groupId,
    choose: (key: string | number | null) => setGroupId(key === null ? null : String(key)),
    isMissing: touched && !group,
    touch: () => setTouched(true),
    submit: () => {
      setTouched(true);
      if (group) onSubmit(group);
    },
  };
}
