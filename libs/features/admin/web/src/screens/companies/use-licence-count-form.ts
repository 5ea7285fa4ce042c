import { licenceCountSchema, maximumLicences } from '@facet/admin-domain';
import { useState } from 'react';

/** What the licences dialog does with its count. */
export type LicenceChange = 'add' | 'revoke';

/**
 * The licences dialog's count: a whole number up to the maximum, flagged once a change has been
 * tried, and emptied once a change is done.
 */
export function useLicenceCountForm(
  onSubmit: (change: LicenceChange, count: number) => Promise<boolean>,
) {
  const [count, setCount] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = licenceCountSchema.safeParse(count);
  const isValid = parsed.success && parsed.data <= maximumLicences;

  const submit = async (change: LicenceChange) => {
    setTouched(true);
    if (!parsed.success || !isValid) return;
    if (await onSubmit(change, parsed.data)) {
      setCount('');
      setTouched(false);
    }
  };

  return { count, setCount, countInvalid: touched && !isValid, submit };
}
