import { Alert, Button, Heading, Inline, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { TeamViewAnswer } from '@facet/team-insight-domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CountedNote, LeftOutNote } from './TeamSections';
import { teamInsightMessages as messages, teamInsightProblemMessages } from './messages';

export interface TeamViewHeaderProps {
  view: TeamViewAnswer;
  /** The way back to the group's page, when there is one. */
  back: ReactNode;
  title: string;
  headingLevel: 1 | 2;
  /** Offered only when there are scores to print. */
  onDownloadPdf: (() => void) | undefined;
  isPreparingPdf: boolean | undefined;
  pdfFailure: ApiFailure | undefined;
}

/** The top of a team view: the way back, the title, who counts and who was left out, the PDF. */
export function TeamViewHeader({
  view,
  back,
  title,
  headingLevel,
  onDownloadPdf,
  isPreparingPdf,
  pdfFailure,
}: TeamViewHeaderProps) {
  const intl = useIntl();
  return (
    <Stack space="medium">
      {back}
      <Heading level={headingLevel}>{title}</Heading>
      <CountedNote counted={view.counted} countedQuestionable={view.countedQuestionable} />
      <LeftOutNote leftOut={view.leftOut} />
      {onDownloadPdf && (
        <Inline space="small" alignY="center">
          <Button variant="secondary" onPress={onDownloadPdf} isPending={isPreparingPdf}>
            {intl.formatMessage(messages.downloadPdf)}
          </Button>
          {isPreparingPdf && (
            <Text size="small" tone="secondary">
              {intl.formatMessage(messages.preparingPdf)}
            </Text>
          )}
        </Inline>
      )}
      {pdfFailure && (
        <Alert tone="critical">
          {failureText(intl, pdfFailure, teamInsightProblemMessages, messages.pdfFailed)}
        </Alert>
      )}
    </Stack>
  );
}
