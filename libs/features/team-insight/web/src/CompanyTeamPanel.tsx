import { readApiFailure, savePdfBase64 } from '@facet/platform-api-client';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { useIntl } from 'react-intl';
import { useGetCompanyTeamViewQuery, usePrintTeamViewMutation } from './team-insight-endpoints';
import { TeamView } from './TeamView';

/** The company panel's "Team view" tab: the whole company's staff, and its PDF. */
export function CompanyTeamPanel() {
  const intl = useIntl();
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const view = useGetCompanyTeamViewQuery();
  const [print, printing] = usePrintTeamViewMutation();
  return (
    <TeamView
      headingLevel={2}
      view={view.data}
      isLoading={view.isLoading}
      loadFailure={readApiFailure(view.error)}
      onRetry={() => void view.refetch()}
      isPreparingPdf={printing.isLoading}
      pdfFailure={readApiFailure(printing.error)}
      onDownloadPdf={async () => {
        const answer = await print({ lang: language });
        if (answer.data) savePdfBase64(answer.data.pdfBase64, `facet-team-${language}.pdf`);
      }}
    />
  );
}
