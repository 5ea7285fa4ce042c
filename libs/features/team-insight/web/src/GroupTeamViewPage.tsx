import { readApiFailure, savePdfBase64 } from '@facet/platform-api-client';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import {
  useCompareTeamViewsQuery,
  useGetComparableGroupsQuery,
  useGetGroupTeamViewQuery,
  usePrintTeamViewMutation,
} from './team-insight-endpoints';
import { TeamView } from './TeamView';

/** /company-panel/group/{id}/team: the group's team view, a second group beside it, its PDF. */
export function GroupTeamViewPage() {
  const intl = useIntl();
  const groupId = Number(useParams()['id']);
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const view = useGetGroupTeamViewQuery(groupId);
  const groups = useGetComparableGroupsQuery();
  const [comparedId, setComparedId] = useState<number>();
  const comparison = useCompareTeamViewsQuery(
    comparedId === undefined ? skipToken : { groupA: groupId, groupB: comparedId },
  );
  const [print, printing] = usePrintTeamViewMutation();
  return (
    <TeamView
      view={view.data}
      isLoading={view.isLoading}
      loadFailure={readApiFailure(view.error)}
      onRetry={() => void view.refetch()}
      backHref={`/company-panel/group/${groupId}`}
      isPreparingPdf={printing.isLoading}
      pdfFailure={readApiFailure(printing.error)}
      onDownloadPdf={async () => {
        const answer = await print({ group_id: groupId, lang: language });
        if (answer.data) {
          savePdfBase64(answer.data.pdfBase64, `facet-team-${groupId}-${language}.pdf`);
        }
      }}
      comparison={{
        groups: (groups.data?.groups ?? []).filter((group) => group.group_id !== groupId),
        selectedGroupId: comparedId,
        onSelectGroup: setComparedId,
        comparison: comparison.data,
        isLoading: comparison.isFetching,
        loadFailure: readApiFailure(comparison.error),
        onRetry: () => void comparison.refetch(),
      }}
    />
  );
}
