import type { DataRightsRecord } from '@facet/data-rights-domain';
import { Stack, Text } from '@facet/design-system';
import { RequestStatusBadge } from '@facet/platform-kernel-web';
import { DetailList, type DetailRow } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { dataRightsMessages as messages } from './messages';
import { dateLabel, rightLabel } from './request-texts';

/** Name, e-mail, date, right, applied solution and status of one request. */
export function RequestSummaryView({ request }: { request: DataRightsRecord }) {
  const intl = useIntl();
  const rows: DetailRow[] = [
    [intl.formatMessage(messages.name), request.name],
    [intl.formatMessage(messages.email), request.email],
    [intl.formatMessage(messages.requestDate), dateLabel(intl, request.date)],
    [intl.formatMessage(messages.right), rightLabel(intl, request.right)],
    [intl.formatMessage(messages.solution), rightLabel(intl, request.solution)],
    [
      intl.formatMessage(messages.status),
      <RequestStatusBadge key="status" status={request.status} />,
    ],
  ];
  return (
    <Stack space="small">
      <DetailList rows={rows} />
      <Text>{request.message}</Text>
    </Stack>
  );
}
