import type { DashboardMonth } from '@facet/company-domain';
import {
  Button,
  canDrawCharts,
  DataTable,
  Inline,
  Skeleton,
  Stack,
  Text,
  visuallyHidden,
} from '@facet/design-system';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { chartFrame } from './FinishedByMonthView.css';
import { monthLabel } from './month-labels';

// chart.js and react-chartjs-2 load with the chart, only on the page that shows it.
const FinishedByMonthChart = lazy(async () => ({
  default: (await import('./FinishedByMonthChart')).FinishedByMonthChart,
}));

/** Holds the chart's height while the figures or chart.js load, so nothing below jumps. */
export function ChartPlaceholder() {
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
 * The months' figures as the chart, with the button that shows the table instead, and the table,
 * hidden but read by screen readers while the chart shows.
 */
export function FinishedByMonthFigures({
  months,
  title,
}: {
  months: readonly DashboardMonth[];
  title: string;
}) {
  const intl = useIntl();
  const [showsTable, setShowsTable] = useState(false);
  const drawable = canDrawCharts();
  const tableHidden = drawable && !showsTable;
  return (
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
