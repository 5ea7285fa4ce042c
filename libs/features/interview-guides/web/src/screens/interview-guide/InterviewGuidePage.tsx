import { interviewGuidePath } from '@facet/interview-guides-domain';
import { readApiFailure, useDownloadFileMutation } from '@facet/platform-api-client';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  interviewGuideDocumentPath,
  useGetGuideProfileChoicesQuery,
  useGetInterviewGuideQuery,
} from '../../interview-guides-endpoints';
import { guidePageCatalogues } from '../../guide-catalogue';
import { InterviewGuideView } from './InterviewGuideView';

/** The catalogues the guide speaks with, added when the page's chunk loads. */
export const guideCatalogues = guidePageCatalogues;

/**
 * /company-panel/employee/{email}/interview-guide?profile={id}: the guide of the person's latest
 * result in the company against the chosen profile; the profile lives in the address, so a link
 * from the employee result or the ranking opens the guide at once.
 */
export function InterviewGuidePage() {
  const intl = useIntl();
  const email = useParams()['email'] ?? '';
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const profileId = Number(searchParams.get('profile')) || undefined;
  const lang = toLanguage(intl.locale) ?? fallbackLanguage;
  const request = profileId === undefined ? undefined : { email, profileId, lang };
  const profiles = useGetGuideProfileChoicesQuery();
  const guide = useGetInterviewGuideQuery(request ?? skipToken);
  const [download, downloading] = useDownloadFileMutation();
  return (
    <InterviewGuideView
      personLabel={email}
      profiles={profiles.data?.profile ?? []}
      profileId={profileId}
      onChooseProfile={(chosen) => void navigate(interviewGuidePath(email, chosen))}
      guide={guide.data}
      isLoading={profiles.isLoading || guide.isFetching}
      loadFailure={readApiFailure(guide.error ?? profiles.error)}
      onRetry={() => void (guide.error ? guide.refetch() : profiles.refetch())}
      onDownloadPdf={request && (() => void download(interviewGuideDocumentPath(request)))}
      isPreparingPdf={downloading.isLoading}
      pdfFailure={readApiFailure(downloading.error)}
      backHref={`/company-panel/employee/${encodeURIComponent(email)}`}
    />
  );
}
