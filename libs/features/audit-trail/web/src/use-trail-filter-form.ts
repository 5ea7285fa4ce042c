import { useState } from 'react';
import { datesReversed, type TrailFilters } from './trail-filters';

/**
 * The trail's filters as being typed, apart from those applied: they start from the applied
 * ones, and start again from them whenever the applied ones change (a clear, a new page's link).
 */
export function useTrailFilterForm(filters: TrailFilters) {
  const [typed, setTyped] = useState<TrailFilters>(filters);
  const [applied, setApplied] = useState<TrailFilters>(filters);
  if (applied !== filters) {
    setApplied(filters);
    setTyped(filters);
  }
  return {
    typed,
    /** The "from" day is after the "to" day: the filters cannot be applied. */
    reversed: datesReversed(typed),
    /** A text field's value and change, an empty field meaning no filter. */
    field: (name: keyof TrailFilters) => ({
      value: typed[name] ?? '',
      onChange: (value: string) => setTyped({ ...typed, [name]: value || undefined }),
    }),
    setAction: (action: string | undefined) => setTyped({ ...typed, action }),
  };
}
