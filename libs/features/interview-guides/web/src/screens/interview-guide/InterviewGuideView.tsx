import {
  Alert,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Link,
  Select,
  Spinner,
  Stack,
  Text,
} from '@facet/design-system';
import {
  type GuideProfileChoices,
  type InterviewGuideAnswer,
} from '@facet/interview-guides-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import {
  interviewGuidesMessages as messages,
  interviewGuidesProblemMessages,
} from '../../messages';
import { guideWords } from '../../guide-catalogue';
import { GuideSections } from './GuideSections';

export interface InterviewGuideViewProps {
  /** The person's name once the guide has loaded; their address until then. */
  personLabel: string;
  profiles: GuideProfileChoices['profile'];
  /** The profile the guide is aimed by; unset until one is chosen. */
  profileId: number | undefined;
  onChooseProfile: (profileId: number) => void;
  guide: InterviewGuideAnswer | undefined;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  onDownloadPdf?: () => void;
  isPreparingPdf?: boolean;
  pdfFailure?: ApiFailure;
  backHref: string;
}

/**
 * A person's interview guide (issue 39): the profile it is aimed by, then the guide, its PDF.
 * Props only, so Storybook shows every state.
 */
export function InterviewGuideView(props: InterviewGuideViewProps) {
  const intl = useIntl();
  const { profiles, profileId, guide, isLoading, loadFailure } = props;
  const failure = (fallback: typeof messages.loadFailed, problem: ApiFailure) =>
    failureText(intl, problem, interviewGuidesProblemMessages, fallback);
  return (
    <Stack space="large">
      <Stack space="small">
        <Link href={props.backHref} variant="standalone">
          {intl.formatMessage(messages.back)}
        </Link>
        <Heading level={1}>{intl.formatMessage(guideWords.title)}</Heading>
        <Text tone="secondary">{guide?.person.name ?? props.personLabel}</Text>
      </Stack>
      {profiles.length === 0 && !isLoading && !loadFailure ? (
        <EmptyState
          title={intl.formatMessage(messages.chooseProfileTitle)}
          description={intl.formatMessage(messages.noProfiles)}
        />
      ) : (
        <Select
          label={intl.formatMessage(messages.profilePicker)}
          description={intl.formatMessage(messages.profilePickerHint)}
          placeholder={intl.formatMessage(messages.chooseProfileTitle)}
          options={profiles.map((profile) => ({
            id: String(profile.profile_id),
            label: profile.name,
          }))}
          selectedKey={profileId === undefined ? null : String(profileId)}
          onSelectionChange={(key) => key !== null && props.onChooseProfile(Number(key))}
        />
      )}
      {isLoading ? (
        <Spinner label={intl.formatMessage(messages.loading)} />
      ) : loadFailure ? (
        <ErrorState message={failure(messages.loadFailed, loadFailure)} onRetry={props.onRetry} />
      ) : profileId === undefined ? (
        profiles.length > 0 && <Text>{intl.formatMessage(messages.chooseProfile)}</Text>
      ) : (
        guide && (
          <Stack space="medium">
            {props.onDownloadPdf && (
              <Inline space="small" alignY="center">
                <Button
                  variant="secondary"
                  onPress={props.onDownloadPdf}
                  isPending={props.isPreparingPdf}
                >
                  {intl.formatMessage(messages.downloadPdf)}
                </Button>
                {props.isPreparingPdf && (
                  <Text size="small" tone="secondary">
                    {intl.formatMessage(messages.preparingPdf)}
                  </Text>
                )}
              </Inline>
            )}
            {props.pdfFailure && (
              <Alert tone="critical">{failure(messages.pdfFailed, props.pdfFailure)}</Alert>
            )}
            <GuideSections guide={guide} />
          </Stack>
        )
      )}
    </Stack>
  );
}
