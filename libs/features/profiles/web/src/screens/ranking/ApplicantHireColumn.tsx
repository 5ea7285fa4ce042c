import { Badge, Button } from '@facet/design-system';
import type { PagedTableColumn } from '@facet/platform-web-kit';
import type { RankedMember } from '@facet/profiles-domain';
import type { IntlShape } from 'react-intl';
import { profilesMessages as messages } from '../../messages';

/**
 * A position's applicant's hiring state (D94): "Hired" once the company hired them, else the
 * button that asks to mark them hired, where the screen offers the hire (`onAsk`).
 */
export function applicantHireColumn(
  intl: IntlShape,
  onAsk: ((applicant: RankedMember) => void) | undefined,
): PagedTableColumn<RankedMember> {
  return {
    id: 'hiring',
    label: intl.formatMessage(messages.rankingColumnHiring),
    render: (applicant) => {
      if (applicant.hired_at) {
        return <Badge tone="positive">{intl.formatMessage(messages.rankingHired)}</Badge>;
      }
      if (!onAsk || applicant.application_id === null) return null;
      return (
        <Button
          size="small"
          variant="secondary"
          aria-label={intl.formatMessage(messages.rankingMarkHiredNamed, { name: applicant.name })}
          onPress={() => onAsk(applicant)}
        >
          {intl.formatMessage(messages.rankingMarkHired)}
        </Button>
      );
    },
  };
}
