import type { DataRightsRecord } from '@facet/data-rights-domain';
import { Box, Stack, Text } from '@facet/design-system';
import { RequestStatusBadge } from '@facet/platform-kernel-web';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dataRightsMessages as messages } from './messages';
import { dateLabel, rightLabel } from './request-form';

/** Name, e-mail, date, right, applied solution and status of one request. */
export function RequestSummaryView({ request }: { request: DataRightsRecord }) {
  const intl = useIntl();
  const rows: [string, ReactNode][] = [
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
      <Box as="dl">
        {rows.map(([label, value]) => (
          <Box key={label} paddingY="xxsmall">
            <Box as="dt">
              <Text as="span" weight="strong">
                {label}
              </Text>
            </Box>
            <Box as="dd" marginLeft="none">
              <Text as="span">{value}</Text>
            </Box>
          </Box>
        ))}
      </Box>
      <Text>{request.message}</Text>
    </Stack>
  );
}
