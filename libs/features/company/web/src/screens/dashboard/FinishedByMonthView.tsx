import type { DashboardMonth } from '@facet/company-domain';
import { Card, Text } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { ChartPlaceholder, FinishedByMonthFigures } from './FinishedByMonthFigures';

export interface FinishedByMonthViewProps {
  /** Oldest month first; undefined while the figures load. */
  months?: readonly DashboardMonth[];
}

/**
 * Finished assessments of the company's members per month on the dashboard: a bar chart with
 * the same numbers in a table, which screen readers always read and anyone can show instead.
 * Where a canvas cannot draw, the table alone is shown.
 */
export function FinishedByMonthView({ months }: FinishedByMonthViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.trendTitle);

  let body;
  if (!months) {
    body = <ChartPlaceholder />;
  } else if (months.every((entry) => entry.finished === 0)) {
    body = <Text tone="secondary">{intl.formatMessage(messages.trendEmpty)}</Text>;
  } else {
    body = <FinishedByMonthFigures months={months} title={title} />;
  }

  return (
    <Card title={title} as="section">
      {body}
    </Card>
  );
}
