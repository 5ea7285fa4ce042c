import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { accountSessionsMessages as messages } from './account-sessions-messages';
import {
  useEndAccountSessionMutation,
  useEndOtherAccountSessionsMutation,
  useGetAccountSessionsQuery,
} from './account-sessions-endpoints';
import { AccountSessionsView } from './AccountSessionsView';
import { deviceLabel } from './device-label';

/** The Sessions tab of /account with its data: the list, ending one, ending all others. */
export function AccountSessionsPanel() {
  const intl = useIntl();
  const sessions = useGetAccountSessionsQuery();
  const [endSession, ending] = useEndAccountSessionMutation();
  const [endOthers, endingOthers] = useEndOtherAccountSessionsMutation();
  // The newer of the two calls says what went wrong; a success clears it.
  const endFailure = readApiFailure(ending.error) ?? readApiFailure(endingOthers.error);
  return (
    <AccountSessionsView
      sessions={sessions.data?.sessions ?? []}
      isLoading={sessions.isLoading}
      loadFailure={readApiFailure(sessions.error)}
      onRetry={() => void sessions.refetch()}
      isEnding={ending.isLoading || endingOthers.isLoading}
      endFailure={endFailure}
      onEnd={async (session) => {
        ending.reset();
        endingOthers.reset();
        const answer = await endSession(session.id);
        void sessions.refetch();
        if (!('error' in answer)) {
          showToast({
            title: intl.formatMessage(messages.ended, { device: deviceLabel(intl, session) }),
            tone: 'positive',
          });
        }
      }}
      onEndOthers={async () => {
        ending.reset();
        endingOthers.reset();
        const answer = await endOthers();
        void sessions.refetch();
        if (!('error' in answer)) {
          showToast({ title: intl.formatMessage(messages.othersEnded), tone: 'positive' });
        }
      }}
    />
  );
}
