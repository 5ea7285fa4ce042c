import { Text } from '@facet/design-system';
import { useIntl, type IntlShape } from 'react-intl';
import { instrumentReportMessages as messages } from '../../instrument-report-catalogue';

/** A number with exactly `digits` decimals, as the reader's language writes it. */
export function decimal(intl: IntlShape, value: number, digits: number): string {
  return intl.formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A correlation or alpha, "(below)" and in the critical tone under its acceptance level. */
export function Coefficient({
  value,
  minimum,
}: {
  value: number | null | undefined;
  minimum?: number;
}) {
  const intl = useIntl();
  if (value === null || value === undefined) return <>–</>;
  const shown = decimal(intl, value, 2);
  if (minimum === undefined || value >= minimum) return <>{shown}</>;
  return (
    // At the tables' size, so a figure under its level does not make its row taller.
    <Text as="span" size="small" tone="critical">
      {intl.formatMessage(messages.belowAcceptance, { value: shown })}
    </Text>
  );
}
