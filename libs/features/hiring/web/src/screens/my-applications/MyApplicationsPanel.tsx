import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { hiringApplicationsMessages as messages } from '../../my-applications-messages';
import {
  useGetMyApplicationsQuery,
  useWithdrawMyApplicationMutation,
} from './my-applications-endpoints';
import { MyApplicationsView } from './MyApplicationsView';

/** The Applications tab of /account with its data: the list, and a withdrawal that erases. */
export function MyApplicationsPanel() {
  const intl = useIntl();
  const applications = useGetMyApplicationsQuery();
  const [withdraw, withdrawal] = useWithdrawMyApplicationMutation();
  return (
    <MyApplicationsView
      applications={applications.data?.applications ?? []}
      isLoading={applications.isLoading}
      loadFailure={readApiFailure(applications.error)}
      onRetry={() => void applications.refetch()}
      withdrawFailure={readApiFailure(withdrawal.error)}
      onWithdraw={async (application) => {
        const answer = await withdraw(application.id);
        // The company's other applications went with this one: the list is read again.
        void applications.refetch();
        if (!('error' in answer)) {
          showToast({
            title: intl.formatMessage(messages.withdrawn, { company: application.companyName }),
            tone: 'positive',
          });
        }
      }}
    />
  );
}
