import { Box, Card, Heading, Stack, Text } from '@facet/design-system';
import { guidePositionWordsKey, probeOf, type GuideScale } from '@facet/interview-guides-domain';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { scaleName } from '@facet/reports-domain';
import { useIntl } from 'react-intl';
import { bankMessages, guideWords } from '../../guide-catalogue';

const words = guideWords;

/** A label over its text, as the guide's parts are set out. */
function Labelled({ label, text }: { label: string; text: string }) {
  return (
    <Stack space="xsmall">
      <Text weight="strong">{label}</Text>
      <Text>{text}</Text>
    </Stack>
  );
}

/**
 * One scale to probe: where the person stands against the range, what to look for, the bank's
 * questions in order, and what a strong and a weak answer sound like.
 */
export function GuideProbe({ scale }: { scale: GuideScale }) {
  const intl = useIntl();
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const probe = probeOf(scale.scale, scale.direction);
  return (
    <Card>
      <Stack space="small">
        <Heading level={3}>{scaleName(scale.scale, language)}</Heading>
        <Text size="small" tone="secondary">
          {intl.formatMessage(words[guidePositionWordsKey(scale)], {
            percentile: scale.percentile,
            low: scale.rangeLow,
            high: scale.rangeHigh,
          })}
        </Text>
        <Labelled
          label={intl.formatMessage(words.lookFor)}
          text={intl.formatMessage(bankMessages[probe.focus])}
        />
        <Text weight="strong">{intl.formatMessage(words.questions)}</Text>
        {/* The list's numbers hang in the box's left padding, inside the card. */}
        <Box paddingLeft="large">
          <Stack as="ol" space="xsmall">
            {probe.questions.map((question) => (
              <li key={question}>
                <Text>{intl.formatMessage(bankMessages[question])}</Text>
              </li>
            ))}
          </Stack>
        </Box>
        <Labelled
          label={intl.formatMessage(words.strong)}
          text={intl.formatMessage(bankMessages[probe.strong])}
        />
        <Labelled
          label={intl.formatMessage(words.weak)}
          text={intl.formatMessage(bankMessages[probe.weak])}
        />
      </Stack>
    </Card>
  );
}
