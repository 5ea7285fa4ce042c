import type { ResultReadEntry } from '@facet/audit-trail-domain';
import { Heading, Stack, Text } from '@facet/design-system';
import { kernelWordsCatalogue } from '@facet/platform-kernel-web';
import type { ResultReadKind } from '@facet/platform-kernel';
import { PagedTableView, type PagedList, type PagedTableColumn } from '@facet/platform-web-kit';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { auditTrailMessages as messages } from './messages';

export interface ResultReadsViewProps extends PagedList {
  reads: readonly ResultReadEntry[];
  loadFailed?: boolean;
}

const whatMessages: Record<ResultReadKind, MessageDescriptor> = {
  resultPage: messages.readResultPage,
  report: messages.readReport,
  groupFit: messages.readGroupFit,
  ranking: messages.readRanking,
  export: messages.readExport,
  teamView: messages.readTeamView,
  interviewGuide: messages.readInterviewGuide,
};

const roleMessages: Record<ResultReadEntry['reader']['role'], MessageDescriptor> = {
  manager: kernelWordsCatalogue.messages.roleManager,
  admin: kernelWordsCatalogue.messages.roleAdmin,
  platformAdmin: messages.readerPlatformAdmin,
};

function columnsOf(intl: IntlShape): PagedTableColumn<ResultReadEntry>[] {
  return [
    {
      id: 'reader',
      label: intl.formatMessage(messages.columnReader),
      isRowHeader: true,
      render: (read) => (
        <Stack space="xsmall">
          <Text>{read.reader.name ?? intl.formatMessage(messages.readerUnknown)}</Text>
          <Text size="small" tone="secondary">
            {intl.formatMessage(roleMessages[read.reader.role])}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'company',
      label: intl.formatMessage(messages.columnCompany),
      render: (read) => read.company?.name ?? intl.formatMessage(messages.noCompany),
    },
    {
      id: 'what',
      label: intl.formatMessage(messages.columnReadWhat),
      render: (read) => intl.formatMessage(whatMessages[read.what]),
    },
    {
      id: 'when',
      label: intl.formatMessage(messages.columnWhen),
      render: (read) => intl.formatDate(read.at, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
}

/** "Who viewed my results" on the account page: every read of the person's results by others. */
export function ResultReadsView({ reads, loadFailed, ...paging }: ResultReadsViewProps) {
  const intl = useIntl();
  return (
    <Stack space="medium">
      <Stack space="small">
        <Heading level={2}>{intl.formatMessage(messages.readsTitle)}</Heading>
        <Text tone="secondary">{intl.formatMessage(messages.readsIntro)}</Text>
      </Stack>
      <PagedTableView
        label={intl.formatMessage(messages.readsTableLabel)}
        rows={reads}
        rowKey={(read) => read.id}
        columns={columnsOf(intl)}
        empty={{ title: intl.formatMessage(messages.readsEmpty) }}
        loadError={loadFailed ? intl.formatMessage(messages.readsLoadFailed) : undefined}
        {...paging}
      />
    </Stack>
  );
}
