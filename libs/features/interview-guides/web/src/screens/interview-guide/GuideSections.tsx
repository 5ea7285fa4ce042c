import { EmptyState, Heading, Stack, Text } from '@facet/design-system';
import type { InterviewGuideAnswer } from '@facet/interview-guides-domain';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { scaleName } from '@facet/reports-domain';
import { useIntl } from 'react-intl';
import { guideWords } from '../../guide-catalogue';
import { GuideProbe } from './GuideProbe';
import { GuideValidity } from './GuideValidity';

const words = guideWords;

/**
 * The guide itself: the note that the assessment never decides, the result's validity, then the
 * scales to probe in order (or that there is nothing to probe), and the PEN note. Nothing of the
 * report is shown.
 */
export function GuideSections({ guide }: { guide: InterviewGuideAnswer }) {
  const intl = useIntl();
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const penScales = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    guide.penNotProbed.map((scale) => scaleName(scale, language)),
  );
  return (
    <Stack space="medium">
      <Text weight="strong">{intl.formatMessage(words.note)}</Text>
      <GuideValidity validity={guide.validity} />
      {guide.validity.status !== 'invalid' &&
        (guide.scales.length === 0 ? (
          <EmptyState
            title={intl.formatMessage(words.nothingOutsideTitle)}
            description={intl.formatMessage(words.nothingOutside)}
          />
        ) : (
          <Stack space="small">
            <Heading level={2}>{intl.formatMessage(words.scalesTitle)}</Heading>
            {guide.scales.map((scale) => (
              <GuideProbe key={scale.scale} scale={scale} />
            ))}
          </Stack>
        ))}
      <Text size="small" tone="secondary">
        {intl.formatMessage(words.penNote)}
        {guide.penNotProbed.length > 0 &&
          ` ${intl.formatMessage(words.penNotProbed, { scales: penScales })}`}
      </Text>
    </Stack>
  );
}
