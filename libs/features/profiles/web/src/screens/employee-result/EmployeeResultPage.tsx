import { useCompanyDataSource } from '@facet/company-web';
import { readApiFailure, savePdfBase64 } from '@facet/platform-api-client';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { EmployeeResultView } from './EmployeeResultView';
import { interviewGuideHref } from '../../interview-guide-links';
import { profilesMessages as messages } from '../../messages';
import { useProfilesDataSource } from '../../profiles-data-source';

/**
 * /company-panel/employee/{email}/result/{id} and
 * /company-panel/group/{group_id}/employee/{email}/result/{id}, and the same under the back
 * office's company page with the admin data sources.
 */
export function EmployeeResultPage() {
  const intl = useIntl();
  const params = useParams();
  const email = params['email'] ?? '';
  const resultId = Number(params['id']);
  const groupId = params['group_id'];
  const lang = intl.locale.slice(0, 2);
  const { panelPath } = useCompanyDataSource();
  const source = useProfilesDataSource();
  const report = source.useEmployeeResultReport({ email, result_id: resultId, lang });
  const profiles = source.useProfiles({ page: 1, pageSize: 100 });
  const [choose, choosing] = source.useChooseResultProfile() ?? [];
  const [document, preparing] = source.useEmployeeReportDocument();
  const [grantRetake, granting] = source.useGrantRetake() ?? [];
  const [retakeGrantedAt, setRetakeGrantedAt] = useState<string>();
  const [isChoiceSaved, setChoiceSaved] = useState(false);
  // Opened from the ranking (`?profile_id`): that profile is chosen for the result, once.
  const [searchParams] = useSearchParams();
  const rankedProfileId = Number(searchParams.get('profile_id')) || null;
  const rankedProfileChosen = useRef(false);
  const shownProfileId = report.data?.profile?.profile_id;
  useEffect(() => {
    if (!choose || rankedProfileId === null || !report.data || rankedProfileChosen.current) return;
    rankedProfileChosen.current = true;
    if (shownProfileId !== rankedProfileId) {
      void choose({ email, result_id: resultId, profile_id: rankedProfileId });
    }
  }, [choose, rankedProfileId, report.data, shownProfileId, email, resultId]);
  const backHref = groupId
    ? `${panelPath}/group/${groupId}/employee/${encodeURIComponent(email)}`
    : `${panelPath}/employee/${encodeURIComponent(email)}`;
  return (
    <EmployeeResultView
      answer={report.data}
      profiles={profiles.data?.profile ?? []}
      isLoading={report.isLoading}
      loadFailure={readApiFailure(report.error)}
      onRetry={() => void report.refetch()}
      isChoosing={choosing?.isLoading}
      choiceFailure={readApiFailure(choosing?.error)}
      onChooseProfile={
        choose &&
        (async (profileId) => {
          setChoiceSaved(false);
          const answer = await choose({ email, result_id: resultId, profile_id: profileId });
          setChoiceSaved(!('error' in answer));
        })
      }
      isChoiceSaved={isChoiceSaved}
      isPreparingPdf={preparing.isLoading}
      pdfFailure={readApiFailure(preparing.error)}
      onDownloadPdf={async () => {
        const answer = await document({ email, result_id: resultId, lang });
        if (answer.data)
          savePdfBase64(answer.data.pdfBase64, `facet-report-${resultId}-${lang}.pdf`);
      }}
      onGrantRetake={
        grantRetake &&
        (async () => {
          const answer = await grantRetake({ email, result_id: resultId });
          if (answer.data) setRetakeGrantedAt(answer.data.retakeGrantedAt);
        })
      }
      isGrantingRetake={granting?.isLoading}
      retakeFailure={readApiFailure(granting?.error)}
      retakeGrantedAt={retakeGrantedAt}
      interviewGuideHref={interviewGuideHref(panelPath, email, shownProfileId)}
      backHref={backHref}
      backLabel={intl.formatMessage(messages.backToPanel)}
    />
  );
}
