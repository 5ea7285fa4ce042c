import { Alert, Link, Select, Stack, Text } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import type { ProfileRecord } from '@facet/profiles-domain';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';

const noProfile = 'none';

export interface ComparisonProfilePickerProps {
  profiles: readonly Pick<ProfileRecord, 'profile_id' | 'name'>[];
  /** The profile the result is compared with, if any. */
  chosenProfileId: number | undefined;
  /** Saves the choice at once (null: no comparison); without it the choice cannot change. */
  onChooseProfile: ((profileId: number | null) => void) | undefined;
  isChoosing: boolean | undefined;
  choiceFailure: ApiFailure | undefined;
  /** Whether the choice just made was saved: said beside the picker, where it covers nothing. */
  isChoiceSaved: boolean | undefined;
  /** The interview guide against the chosen profile; unset without one, or in the back office. */
  interviewGuideHref?: string;
}

/** The profile an employee's result is compared with: none, or one of the company's. */
export function ComparisonProfilePicker({
  profiles,
  chosenProfileId,
  onChooseProfile,
  isChoosing,
  choiceFailure,
  isChoiceSaved,
  interviewGuideHref,
}: ComparisonProfilePickerProps) {
  const intl = useIntl();
  return (
    <Stack space="small">
      <Select
        label={intl.formatMessage(messages.comparisonProfile)}
        description={intl.formatMessage(messages.comparisonHint)}
        options={[
          { id: noProfile, label: intl.formatMessage(messages.noComparison) },
          ...profiles.map((option) => ({ id: String(option.profile_id), label: option.name })),
        ]}
        selectedKey={chosenProfileId === undefined ? noProfile : String(chosenProfileId)}
        onSelectionChange={(key) =>
          onChooseProfile?.(key === noProfile || key === null ? null : Number(key))
        }
        isDisabled={isChoosing || !onChooseProfile}
      />
      <Text size="small" tone="secondary">
        <span role="status">{isChoiceSaved && intl.formatMessage(messages.choiceSaved)}</span>
      </Text>
      {choiceFailure && <Alert tone="critical">{intl.formatMessage(messages.choiceFailed)}</Alert>}
      {interviewGuideHref && (
        <Link href={interviewGuideHref} variant="standalone">
          {intl.formatMessage(messages.openInterviewGuide)}
        </Link>
      )}
    </Stack>
  );
}
