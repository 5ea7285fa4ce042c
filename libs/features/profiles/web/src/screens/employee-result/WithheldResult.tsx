import { scales, type ScaleScores } from '@facet/assessment-domain';
import { Alert, Button, Heading, Link, Stack, Text } from '@facet/design-system';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import type { EmployeeResultReportAnswer } from '@facet/profiles-domain';
import { scaleName } from '@facet/reports-domain';
import { useIntl } from 'react-intl';
import { CompanyValidityAlert } from './CompanyValidityAlert';
import type { EmployeeResultViewProps } from './employee-result-props';
import { profilesMessages as messages } from '../../messages';
import { RetakeGrant } from './RetakeGrant';

export type WithheldResultProps = Pick<
  EmployeeResultViewProps,
  | 'onDownloadPdf'
  | 'isPreparingPdf'
  | 'pdfFailure'
  | 'onGrantRetake'
  | 'isGrantingRetake'
  | 'retakeFailure'
  | 'retakeGrantedAt'
  | 'backHref'
  | 'backLabel'
> & { answer: EmployeeResultReportAnswer };

/**
 * An invalid result as the company sees it: why no reading is shown, the one free retake, the
 * raw scores only and the PDF of the same.
 */
export function WithheldResult({
  answer,
  onDownloadPdf,
  isPreparingPdf,
  pdfFailure,
  onGrantRetake,
  isGrantingRetake,
  retakeFailure,
  retakeGrantedAt,
  backHref,
  backLabel,
}: WithheldResultProps) {
  const intl = useIntl();
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const scores = answer.scores as ScaleScores;
  return (
    <Stack space="large">
      <Link href={backHref}>{backLabel}</Link>
      <Heading level={1}>{answer.employee.name}</Heading>
      <CompanyValidityAlert validity={answer.validity} />
      <RetakeGrant
        employeeName={answer.employee.name}
        grantedAt={retakeGrantedAt ?? answer.retakeGrantedAt}
        onGrant={onGrantRetake}
        isGranting={isGrantingRetake}
        failure={retakeFailure}
      />
      <Stack space="small">
        {scales.map((scale) => (
          <Text key={scale}>
            {intl.formatMessage(messages.rawScore, {
              scale: scaleName(scale, language),
              score: scores[scale],
            })}
          </Text>
        ))}
      </Stack>
      {pdfFailure && <Alert tone="critical">{intl.formatMessage(messages.pdfFailed)}</Alert>}
      <Button variant="primary" onPress={onDownloadPdf} isPending={isPreparingPdf}>
        {intl.formatMessage(isPreparingPdf ? messages.preparingPdf : messages.downloadPdf)}
      </Button>
    </Stack>
  );
}
