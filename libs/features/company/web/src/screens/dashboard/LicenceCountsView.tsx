import type { LicenceCounts } from '@facet/company-domain';
import { Stack, Text } from '@facet/design-system';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { count, countList, leadingCount, leadingValue, term, value } from './LicenceCountsView.css';
import { companyMessages as messages } from '../../messages';

const followingCounts: readonly (readonly [
  keyof Omit<LicenceCounts, 'available'>,
  MessageDescriptor,
])[] = [
  ['assigned', messages.licenceCountAssigned],
  ['heldByInvitations', messages.licenceCountHeld],
  ['used', messages.licenceCountUsed],
  ['purchased', messages.licenceCountPurchased],
];

/**
 * A company's licences in the one vocabulary (docs/decisions.md D61): the available
 * ones first and large, then assigned, held by invitations and used, against the purchased
 * total. The dashboard tile and the Info tab both show this, so the words never differ.
 */
export function LicenceCountsView({ counts }: { counts: LicenceCounts }) {
  const intl = useIntl();
  return (
    <Stack space="small">
      <dl className={countList}>
        <div className={`${count} ${leadingCount}`}>
          <dt className={term}>{intl.formatMessage(messages.licenceCountAvailable)}</dt>
          <dd className={`${value} ${leadingValue}`}>{intl.formatNumber(counts.available)}</dd>
        </div>
        {followingCounts.map(([key, label]) => (
          <div key={key} className={count}>
            <dt className={term}>{intl.formatMessage(label)}</dt>
            <dd className={value}>{intl.formatNumber(counts[key])}</dd>
          </div>
        ))}
      </dl>
      <Text size="xsmall" tone="secondary">
        {intl.formatMessage(messages.licenceCountsHelp)}
      </Text>
    </Stack>
  );
}
