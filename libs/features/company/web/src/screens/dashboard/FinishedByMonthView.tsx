import type { DashboardMonth } from '@facet/company-domain';
import {
  Button,
  canDrawCharts,
  Card,
  DataTable,
  Inline,
  Skeleton,
  Stack,
  Text,
  visuallyHidden,
} from '@facet/design-system';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { chartFrame } from './FinishedByMonthView.css';
import { companyMessages as messages } from '../../messages';
import { monthLabel } from './month-labels';

// chart.js and react-chartjs-2 load with the chart, only on the page that shows it.
const FinishedByMonthChart = lazy(async () => ({
  default: (await import('./FinishedByMonthChart')).FinishedByMonthChart,
}));

export interface FinishedByMonthViewProps {
  /** Oldest month first; undefined while the figures load. */
  months?: readonly DashboardMonth[];
}

/** Holds the chart's height while the figures or chart.js load, so nothing below jumps. */
function ChartPlaceholder() {
  const intl = useIntl();
  return (
    <div className={chartFrame} aria-busy="true">
      <Stack space="small">
        <Text size="small" tone="secondary">
          {intl.formatMessage(messages.trendLoading)}
        </Text>
        <Skeleton shape="block" />
      </Stack>
    </div>
  );
}

/**
 * Finished assessments of the company's members per month on the dashboard: a bar chart with
 * the same numbers in a table, which screen readers always read and anyone can show instead.
 * Where a canvas cannot draw, the table alone is shown.
 */
export function FinishedByMonthView({ months }: FinishedByMonthViewProps) {
  const intl = useIntl();
  const [showsTable, setShowsTable] = useState(false);
  const drawable = canDrawCharts();
  const title = intl.formatMessage(messages.trendTitle);

  let body;
  if (!months) {
    body = <ChartPlaceholder />;
  } else if (months.every((entry) => entry.finished === 0)) {
    body = <Text tone="secondary">{intl.formatMessage(messages.trendEmpty)}</Text>;
  } else {
    const tableHidden = drawable && !showsTable;
    body = (
      <Stack space="small">
        {drawable && (
          <Inline space="small" align="right">
            <Button variant="secondary" size="small" onPress={() => setShowsTable(!showsTable)}>
              {intl.formatMessage(showsTable ? messages.trendShowChart : messages.trendShowTable)}
            </Button>
          </Inline>
        )}
        {drawable && !showsTable && (
          <Suspense fallback={<ChartPlaceholder />}>
            <FinishedByMonthChart months={months} />
          </Suspense>
        )}
        {/* Hidden by a frame of its own, so no rule of the table's can widen it back. */}
        <div className={tableHidden ? visuallyHidden : undefined}>
          <DataTable
            aria-label={title}
            columns={[
              intl.formatMessage(messages.trendMonthColumn),
              intl.formatMessage(messages.trendFinishedColumn),
            ]}
            rows={months.map((entry) => ({
              key: entry.month,
              header: monthLabel(intl, entry.month, 'long'),
              cells: [intl.formatNumber(entry.finished)],
            }))}
          />
        </div>
      </Stack>
    );
  }

  return (
    <Card title={title} as="section">
      {body}
    </Card>
  );
}
