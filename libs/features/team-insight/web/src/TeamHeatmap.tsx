import { domains, facets } from '@facet/assessment-domain';
import { Button, DataTable, Inline, Stack, Text } from '@facet/design-system';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { levelName, scaleName } from '@facet/reports-domain';
import { ValidityBadge } from '@facet/scales';
import {
  heatBandOf,
  heatBandPercentiles,
  heatBands,
  type HeatBand,
  type TeamMemberRow,
  type TeamScale,
} from '@facet/team-insight-domain';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './TeamHeatmap.css';
import { teamInsightMessages as messages } from './messages';

export const valueModes = ['percentiles', 'levels'] as const;
export type ValueMode = (typeof valueModes)[number];
export const scaleSets = ['domains', 'facets'] as const;
export type ScaleSet = (typeof scaleSets)[number];

export interface HeatmapSort {
  column: 'name' | TeamScale;
  direction: 'ascending' | 'descending';
}

const { farBelow, averageFrom, averageTo, farAbove } = heatBandPercentiles;

/** Each band's words and its percentiles, the last below the next band's first. */
const bandLegend: Record<
  HeatBand,
  { message: (typeof messages)[keyof typeof messages]; from?: number; to?: number }
> = {
  veryLow: { message: messages.bandVeryLow, to: farBelow },
  low: { message: messages.bandLow, from: farBelow, to: averageFrom - 1 },
  average: { message: messages.bandAverage, from: averageFrom, to: averageTo },
  high: { message: messages.bandHigh, from: averageTo + 1, to: farAbove },
  veryHigh: { message: messages.bandVeryHigh, from: farAbove },
};

/** The members in the asked order: by name, or by a scale's T-score with names breaking ties. */
export function sortHeatmapRows(
  rows: readonly TeamMemberRow[],
  scales: readonly TeamScale[],
  sort: HeatmapSort,
  locale: string,
): TeamMemberRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = (a: TeamMemberRow, b: TeamMemberRow) =>
    a.name.localeCompare(b.name, locale) || a.user_id - b.user_id;
  if (sort.column === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const index = scales.indexOf(sort.column);
  return [...rows].sort((a, b) => sign * (a.t[index]! - b.t[index]!) || byName(a, b));
}

/** A member's name, with the badge of a questionable result: it counts, read with caution. */
function MemberName({ row }: { row: TeamMemberRow }) {
  if (row.validity !== 'questionable') return row.name;
  return (
    <Inline space="xsmall">
      {row.name}
      <ValidityBadge status={row.validity} />
    </Inline>
  );
}

/** The heatmap's order, by name first, and the header's sort buttons' changes to it. */
function useHeatmapSort(members: readonly TeamMemberRow[], scales: readonly TeamScale[]) {
  const intl = useIntl();
  const [sort, setSort] = useState<HeatmapSort>({ column: 'name', direction: 'ascending' });
  const rows = useMemo(
    () => sortHeatmapRows(members, scales, sort, intl.locale),
    [members, scales, sort, intl.locale],
  );
  const toggleSort = (column: HeatmapSort['column']) =>
    setSort((current) =>
      current.column === column
        ? {
            column,
            direction: current.direction === 'ascending' ? 'descending' : 'ascending',
          }
        : { column, direction: column === 'name' ? 'ascending' : 'descending' },
    );
  const ariaSort = (column: HeatmapSort['column']) =>
    sort.column === column ? sort.direction : undefined;
  return { rows, toggleSort, ariaSort };
}

interface SortHeaderProps {
  className: string;
  label: string;
  ariaSort: HeatmapSort['direction'] | undefined;
  onSort: () => void;
}

/** A column's header: a button that sorts the heatmap by it. */
function SortHeader({ className, label, ariaSort, onSort }: SortHeaderProps) {
  const intl = useIntl();
  return (
    <th scope="col" className={className} aria-sort={ariaSort}>
      <Button
        variant="quiet"
        size="small"
        aria-label={intl.formatMessage(messages.sortBy, { column: label })}
        onPress={onSort}
      >
        {label}
      </Button>
    </th>
  );
}

/** What each colour of the heatmap means, in words and percentiles. */
function HeatmapLegend() {
  const intl = useIntl();
  return (
    <Stack space="xsmall">
      <Text size="small" weight="medium">
        {intl.formatMessage(messages.legendTitle)}
      </Text>
      <ul className={styles.legend}>
        {heatBands.map((band) => (
          <li key={band}>
            <span className={`${styles.swatch} ${styles.band[band]}`}>
              {intl.formatMessage(bandLegend[band].message, {
                from: bandLegend[band].from,
                to: bandLegend[band].to,
              })}
            </span>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

export interface TeamHeatmapProps {
  members: readonly TeamMemberRow[];
  scales: readonly TeamScale[];
  valueMode: ValueMode;
  scaleSet: ScaleSet;
  /** The plain table instead of the coloured grid. */
  asTable: boolean;
}

/**
 * Members × scales: each cell coloured by how far the score is from the norm's mean on a
 * blue–orange scale, and always carrying its percentile or level word, so the colour is never the
 * only cue. Sortable by name or any scale; the names stay in view while the scales scroll.
 */
export function TeamHeatmap({ members, scales, valueMode, scaleSet, asTable }: TeamHeatmapProps) {
  const intl = useIntl();
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const shown = scaleSet === 'domains' ? domains : facets;
  const columns = shown.map((scale) => ({ scale, index: scales.indexOf(scale) }));
  const { rows, toggleSort, ariaSort } = useHeatmapSort(members, scales);
  const cellText = (row: TeamMemberRow, index: number) =>
    valueMode === 'percentiles'
      ? intl.formatNumber(row.percentiles[index]!)
      : levelName(row.levels[index]!, language);
  const memberColumn = intl.formatMessage(messages.memberColumn);
  const captionId = useId();

  if (asTable) {
    return (
      <div className={styles.scroller}>
        <DataTable
          aria-label={intl.formatMessage(messages.tableLabel)}
          columns={[memberColumn, ...columns.map(({ scale }) => scaleName(scale, language))]}
          rows={rows.map((row) => ({
            key: String(row.user_id),
            header: <MemberName row={row} />,
            cells: columns.map(({ index }) => cellText(row, index)),
          }))}
        />
      </div>
    );
  }
  return (
    <Stack space="small">
      {/* Outside the scrolling box, so a phone shows the whole sentence, not its first words. */}
      <Text size="small" tone="secondary" id={captionId}>
        {intl.formatMessage(messages.heatmapCaption)}
      </Text>
      <p className={styles.scrollHint}>{intl.formatMessage(messages.scrollHint)}</p>
      <div className={styles.scrollFrame}>
        <div
          className={styles.scroller}
          role="region"
          aria-label={intl.formatMessage(messages.heatmapHeading)}
          // Focusable, so a keyboard can scroll the scales sideways on a narrow screen.
          tabIndex={0}
        >
          <table className={styles.heatmap} aria-describedby={captionId}>
            <thead>
              <tr>
                <SortHeader
                  className={styles.nameCell}
                  label={memberColumn}
                  ariaSort={ariaSort('name')}
                  onSort={() => toggleSort('name')}
                />
                {columns.map(({ scale }) => (
                  <SortHeader
                    key={scale}
                    className={styles.columnHeader}
                    label={scaleName(scale, language)}
                    ariaSort={ariaSort(scale)}
                    onSort={() => toggleSort(scale)}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.user_id}>
                  <th scope="row" className={styles.nameCell}>
                    <MemberName row={row} />
                  </th>
                  {columns.map(({ scale, index }) => (
                    <td
                      key={scale}
                      className={`${styles.cell} ${styles.band[heatBandOf(row.t[index]!, row.levels[index]!)]}`}
                    >
                      {cellText(row, index)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <HeatmapLegend />
    </Stack>
  );
}
