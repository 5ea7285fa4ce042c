import { instrumentAcceptance, items } from '@facet/assessment-domain';
import { Disclosure, Heading, Stack, Text } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import { scaleName } from '@facet/reports-domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Coefficient, decimal } from './InstrumentCoefficient';
import { InstrumentScrollingTable } from './InstrumentScrollingTable';
import { instrumentReportMessages as messages } from '../../instrument-report-catalogue';
import { languageOf } from '../../use-list-state';

/** The items by corrected item-total r, lowest first, with their text in the cell's language. */
export function InstrumentItemFigures({
  correlations,
  itemLanguage,
  cellName,
}: {
  correlations: Readonly<Record<string, number | null>>;
  itemLanguage: Language;
  /** Names the cell the items belong to, beside the table's own name. */
  cellName: string;
}) {
  const intl = useIntl();
  const language = languageOf(intl.locale);
  // The 240 rows are made only when asked for: two measured cells would otherwise hold 480
  // hidden rows.
  const [expanded, setExpanded] = useState(false);
  const ranked = [...items].sort((a, b) => (correlations[a.id] ?? -1) - (correlations[b.id] ?? -1));
  const below = items.filter(
    (item) => (correlations[item.id] ?? -1) < instrumentAcceptance.correctedItemTotal,
  ).length;
  return (
    <Stack space="small">
      <Heading level={4}>{intl.formatMessage(messages.itemsHeading)}</Heading>
      <Text>
        {intl.formatMessage(messages.itemsSummary, {
          below,
          total: items.length,
          level: decimal(intl, instrumentAcceptance.correctedItemTotal, 2),
        })}
      </Text>
      <Disclosure
        isExpanded={expanded}
        onExpandedChange={setExpanded}
        expandLabel={intl.formatMessage(messages.showItems, { total: items.length })}
        collapseLabel={intl.formatMessage(messages.hideItems)}
      >
        {expanded && (
          <InstrumentScrollingTable
            label={intl.formatMessage(messages.itemsTableLabel)}
            cellName={cellName}
            columns={[
              intl.formatMessage(messages.columnItem),
              intl.formatMessage(messages.columnFacet),
              intl.formatMessage(messages.columnItemTotal),
            ]}
            rows={ranked.map((item) => ({
              key: item.id,
              header: item.text[itemLanguage],
              cells: [
                scaleName(item.facet, language),
                <Coefficient
                  key="r"
                  value={correlations[item.id]}
                  minimum={instrumentAcceptance.correctedItemTotal}
                />,
              ],
            }))}
          />
        )}
      </Disclosure>
    </Stack>
  );
}
