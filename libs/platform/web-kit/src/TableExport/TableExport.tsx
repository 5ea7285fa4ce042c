import { Alert, Button, Inline, Stack, Text } from '@facet/design-system';
import {
  failureText,
  readApiFailure,
  useDownloadFileMutation,
  type ApiFailure,
} from '@facet/platform-api-client';
import { languages, tableFormats, type Language, type TableFormat } from '@facet/platform-kernel';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { webKitCatalogue } from '../catalogue';

const messages = webKitCatalogue.messages;

/** What a list's download buttons show and do. */
export interface TableExportState {
  /** The format being downloaded, if any. */
  exporting?: TableFormat | null;
  exportFailure?: ApiFailure;
  onExport: (format: TableFormat) => void | Promise<void>;
}

export interface TableExportProps extends TableExportState {
  /** Nothing to download yet (the list is loading or empty). */
  isDisabled?: boolean;
}

/** "Download CSV" and "Download XLSX" for a list, with the downloading and failed states. */
export function TableExport({ exporting, exportFailure, onExport, isDisabled }: TableExportProps) {
  const intl = useIntl();
  return (
    <Stack space="small">
      <Inline space="small" alignY="center">
        {tableFormats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            isPending={exporting === format}
            isDisabled={Boolean(exporting) || isDisabled}
            onPress={() => onExport(format)}
          >
            {intl.formatMessage(format === 'csv' ? messages.exportCsv : messages.exportXlsx)}
          </Button>
        ))}
        {exporting && <Text tone="secondary">{intl.formatMessage(messages.exporting)}</Text>}
      </Inline>
      {exportFailure && (
        <Alert tone="critical">{failureText(intl, exportFailure, {}, messages.exportFailed)}</Alert>
      )}
    </Stack>
  );
}

/**
 * Downloads the export at the path `pathOf` gives for a format and the reader's language, with
 * the signed-in token (the access token lives in memory), and tracks the buttons' state.
 */
export function useTableExport(
  pathOf: (choice: { format: TableFormat; lang: Language }) => string,
): TableExportState {
  const intl = useIntl();
  const [download, downloading] = useDownloadFileMutation();
  const [exporting, setExporting] = useState<TableFormat | null>(null);
  const lang = languages.find((language) => intl.locale.startsWith(language)) ?? 'en';
  return {
    exporting,
    exportFailure: readApiFailure(downloading.error),
    onExport: async (format) => {
      setExporting(format);
      await download(pathOf({ format, lang }));
      setExporting(null);
    },
  };
}
