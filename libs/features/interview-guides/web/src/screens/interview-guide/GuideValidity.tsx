import { Alert, type AlertProps } from '@facet/design-system';
import { guideValidityWords, type InterviewGuideAnswer } from '@facet/interview-guides-domain';
import { useIntl } from 'react-intl';
import { guideWords as words } from '../../guide-catalogue';

const tones: Record<InterviewGuideAnswer['validity']['status'], AlertProps['tone']> = {
  valid: 'positive',
  questionable: 'caution',
  invalid: 'critical',
};

/**
 * The result's validity as the guide says it, in the PDF's words: a valid result in a word, a
 * questionable one with the employee result's caution, an invalid one with why nothing is asked.
 */
export function GuideValidity({ validity }: Pick<InterviewGuideAnswer, 'validity'>) {
  const intl = useIntl();
  const { title, text } = guideValidityWords(validity);
  return (
    <Alert tone={tones[validity.status]} title={intl.formatMessage(words[title])}>
      {intl.formatMessage(words[text])}
    </Alert>
  );
}
