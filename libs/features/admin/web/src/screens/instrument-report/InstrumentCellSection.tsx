import {
  distributionStatistics,
  domains,
  facetsByDomain,
  instrumentAcceptance,
  penScales,
  reportedValidityIndices,
  validityStatuses,
  type InstrumentCellFigures,
  type InstrumentReportCell,
  type Scale,
  type ValidityStatus,
} from '@facet/assessment-domain';
import { Card, DataTable, Heading, Stack, Text, type DataTableRow } from '@facet/design-system';
import { scaleName } from '@facet/reports-domain';
import { scalesCatalogue } from '@facet/scales';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Coefficient, decimal } from './InstrumentCoefficient';
import { InstrumentItemFigures } from './InstrumentItemFigures';
import { InstrumentScrollingTable } from './InstrumentScrollingTable';
import { instrumentReportMessages as messages } from '../../instrument-report-catalogue';
import { adminMessages } from '../../messages';
import { languageOf } from '../../use-list-state';

const statusNames: Record<ValidityStatus, keyof typeof scalesCatalogue.messages> = {
  valid: 'validityStatusValid',
  questionable: 'validityStatusQuestionable',
  invalid: 'validityStatusInvalid',
};

function ValidityFigures({
  figures,
  rulesVersion,
  cellName,
}: {
  figures: InstrumentCellFigures;
  rulesVersion: string;
  cellName: string;
}) {
  const intl = useIntl();
  const { validityStatuses: statuses, validityIndices } = figures;
  const indexRows = reportedValidityIndices.map((index): DataTableRow => {
    const distribution = validityIndices.figures?.[index];
    return {
      key: index,
      header: intl.formatMessage(messages[`index_${index}`]),
      cells: distribution
        ? distributionStatistics.map((statistic) => decimal(intl, distribution[statistic], 2))
        : distributionStatistics.map((_, column) =>
            column === 0 ? intl.formatMessage(messages.notComputed) : '–',
          ),
    };
  });
  return (
    <Stack space="small">
      <Heading level={4}>{intl.formatMessage(messages.validityHeading)}</Heading>
      <DataTable
        aria-label={intl.formatMessage(messages.statusTableLabel)}
        columns={[
          intl.formatMessage(messages.columnStatus),
          intl.formatMessage(messages.columnResults),
          intl.formatMessage(messages.columnShare),
        ]}
        rows={validityStatuses.map((status) => ({
          key: status,
          header: intl.formatMessage(scalesCatalogue.messages[statusNames[status]]),
          cells: [
            intl.formatNumber(statuses.counts[status]),
            intl.formatNumber(statuses.shares[status], {
              style: 'percent',
              maximumFractionDigits: 1,
            }),
          ],
        }))}
      />
      {statuses.notChecked > 0 && (
        <Text tone="secondary">
          {intl.formatMessage(messages.notCheckedNote, { count: statuses.notChecked })}
        </Text>
      )}
      {validityIndices.figures ? (
        <>
          <Text tone="secondary">
            {intl.formatMessage(messages.indicesBasis, {
              n: validityIndices.n,
              rules: rulesVersion,
            })}
          </Text>
          <InstrumentScrollingTable
            label={intl.formatMessage(messages.indicesTableLabel)}
            cellName={cellName}
            columns={[
              intl.formatMessage(messages.columnIndex),
              ...distributionStatistics.map((statistic) =>
                intl.formatMessage(messages[`statistic_${statistic}`]),
              ),
            ]}
            rows={indexRows}
          />
        </>
      ) : (
        <Text>
          {intl.formatMessage(messages.indicesNotEnough, {
            n: validityIndices.n,
            minimum: validityIndices.minimum,
          })}
        </Text>
      )}
    </Stack>
  );
}

function ScaleFigures({ figures, cellName }: { figures: InstrumentCellFigures; cellName: string }) {
  const intl = useIntl();
  const language = languageOf(intl.locale);
  const { reliability, retest, tScores } = figures;
  const row = (
    scale: Scale,
    emphasis: DataTableRow['emphasis'],
    alpha: ReactNode,
    retestR: ReactNode,
  ): DataTableRow => {
    const t = tScores.figures?.byScale[scale];
    return {
      key: scale,
      header: scaleName(scale, language),
      emphasis,
      cells: [alpha, retestR, t ? decimal(intl, t.mean, 1) : '–', t ? decimal(intl, t.sd, 1) : '–'],
    };
  };
  const rows = [
    ...domains.flatMap((domain) => [
      row(
        domain,
        'strong',
        <Coefficient
          value={reliability.figures?.domainAlpha[domain]}
          minimum={instrumentAcceptance.domainAlpha}
        />,
        <Coefficient
          value={retest.figures?.domainR[domain]}
          minimum={instrumentAcceptance.domainRetest}
        />,
      ),
      ...facetsByDomain[domain].map((facet) =>
        row(
          facet,
          'indented',
          <Coefficient
            value={reliability.figures?.facetAlpha[facet]}
            minimum={instrumentAcceptance.facetAlpha}
          />,
          '',
        ),
      ),
    ]),
    ...penScales.map((scale) => row(scale, 'strong', '', '')),
  ];
  return (
    <Stack space="small">
      <Heading level={4}>{intl.formatMessage(messages.scalesHeading)}</Heading>
      <Stack space="xsmall">
        <Text tone="secondary">
          {reliability.figures
            ? intl.formatMessage(messages.reliabilityBasis, { n: reliability.n })
            : intl.formatMessage(messages.reliabilityNotEnough, {
                n: reliability.n,
                minimum: reliability.minimum,
              })}
        </Text>
        <Text tone="secondary">
          {retest.figures
            ? intl.formatMessage(messages.retestBasis, {
                n: retest.n,
                days: decimal(intl, retest.figures.medianDaysApart, 0),
              })
            : intl.formatMessage(messages.retestNotEnough, {
                n: retest.n,
                minimum: retest.minimum,
              })}
        </Text>
        <Text tone="secondary">
          {tScores.figures
            ? intl.formatMessage(messages.tScoresBasis, { n: tScores.n })
            : intl.formatMessage(messages.tScoresNotEnough, {
                n: tScores.n,
                minimum: tScores.minimum,
              })}
        </Text>
      </Stack>
      <InstrumentScrollingTable
        label={intl.formatMessage(messages.scalesTableLabel)}
        cellName={cellName}
        columns={[
          intl.formatMessage(messages.columnScale),
          intl.formatMessage(messages.columnAlpha),
          intl.formatMessage(messages.columnRetest),
          intl.formatMessage(messages.columnTMean),
          intl.formatMessage(messages.columnTSd),
        ]}
        rows={rows}
      />
    </Stack>
  );
}

/** One language × item-bank version of the report: its figures, or how far it is from them. */
export function InstrumentCellSection({
  cell,
  rulesVersion,
}: {
  cell: InstrumentReportCell;
  rulesVersion: string;
}) {
  const intl = useIntl();
  const languageName =
    cell.lang === null
      ? intl.formatMessage(messages.languageNotRecorded)
      : intl.formatMessage(adminMessages[`language_${cell.lang}`]);
  const correlations = cell.figures?.reliability.figures?.correctedItemTotal;
  const cellName = `${languageName} · ${cell.itemBankVersion}`;
  return (
    <Card as="section" title={cellName} titleLevel={3}>
      <Text tone="secondary">{intl.formatMessage(messages.resultCount, { count: cell.n })}</Text>
      {cell.figures ? (
        <Stack space="large">
          <ValidityFigures figures={cell.figures} rulesVersion={rulesVersion} cellName={cellName} />
          <ScaleFigures figures={cell.figures} cellName={cellName} />
          {correlations && (
            <InstrumentItemFigures
              correlations={correlations}
              cellName={cellName}
              itemLanguage={cell.lang ?? languageOf(intl.locale)}
            />
          )}
        </Stack>
      ) : (
        <Text>
          {intl.formatMessage(messages.notEnoughData, { n: cell.n, minimum: cell.minimum })}
        </Text>
      )}
    </Card>
  );
}
