import { Stack, Text } from '@facet/design-system';
import type { ProfileRankingAnswer } from '@facet/profiles-domain';
import { FitLeftOutList } from '@facet/scales';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';

export interface RankingSummaryProps {
  answer: ProfileRankingAnswer;
  profileName: string;
}

/**
 * How many people the ranking lists and how many invalid results it left out: a result is never
 * dropped without the list saying so (psychometric review F2). Likewise the profile's scales the
 * fit leaves out, so that no trait counts twice.
 */
export function RankingSummary({ answer, profileName }: RankingSummaryProps) {
  const intl = useIntl();
  return (
    <Stack space="xsmall">
      <Text tone="secondary">
        {intl.formatMessage(messages.rankingSummary, {
          total: answer.total,
          profile: profileName,
        })}
      </Text>
      {answer.invalidExcluded > 0 && (
        <Text>
          {intl.formatMessage(messages.rankingInvalidExcluded, { count: answer.invalidExcluded })}
        </Text>
      )}
      <FitLeftOutList leftOut={answer.leftOutOfFit} />
    </Stack>
  );
}
