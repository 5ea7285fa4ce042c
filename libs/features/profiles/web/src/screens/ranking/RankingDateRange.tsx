import { TextField } from '@facet/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';

/** The finished-date range the ranking asks for: `YYYY-MM-DD` days, both included. */
export interface RankingDateRangeChoice {
  from?: string;
  to?: string;
}

/** An ISO day compares as text, so a later day sorts after an earlier one. */
const isReversed = ({ from, to }: RankingDateRangeChoice) =>
  from !== undefined && to !== undefined && from > to;

const dayOrUnset = (value: string) => (value === '' ? undefined : value);

/**
 * The ranking's "finished from / until" fields. What is typed is kept here, so a range ending
 * before it starts is shown with its error and never asked of the server; a range cleared from
 * outside (Clear filters) empties the fields.
 */
export function RankingDateRange({
  from,
  to,
  onChange,
}: RankingDateRangeChoice & { onChange: (range: RankingDateRangeChoice) => void }) {
  const intl = useIntl();
  const [typed, setTyped] = useState<RankingDateRangeChoice>({ from, to });
  const [applied, setApplied] = useState<RankingDateRangeChoice>({ from, to });
  if (applied.from !== from || applied.to !== to) {
    setApplied({ from, to });
    setTyped({ from, to });
  }
  const change = (range: RankingDateRangeChoice) => {
    setTyped(range);
    if (!isReversed(range)) onChange(range);
  };
  const reversed = isReversed(typed);
  return (
    <>
      <TextField
        type="date"
        label={intl.formatMessage(messages.rankingFilterFrom)}
        value={typed.from ?? ''}
        onChange={(value) => change({ ...typed, from: dayOrUnset(value) })}
      />
      <TextField
        type="date"
        label={intl.formatMessage(messages.rankingFilterTo)}
        value={typed.to ?? ''}
        onChange={(value) => change({ ...typed, to: dayOrUnset(value) })}
        isInvalid={reversed}
        errorMessage={reversed ? intl.formatMessage(messages.rankingDatesReversed) : undefined}
      />
    </>
  );
}
