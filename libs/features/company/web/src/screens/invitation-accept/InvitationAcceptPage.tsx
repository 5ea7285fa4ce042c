import { readApiFailure } from '@facet/platform-api-client';
import { useLocation, useParams } from 'react-router';
import {
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useInvitationContextQuery,
} from '../../company-endpoints';
import { InvitationAcceptView } from './InvitationAcceptView';

/** /invitation/{companyName}/{token}: who invited the person, as what; Accept or Decline. */
export function InvitationAcceptPage() {
  const { companyName = '', token = '' } = useParams();
  const location = useLocation();
  const linkContext = useInvitationContextQuery(token);
  const [accept, acceptance] = useAcceptInvitationMutation();
  const [decline, declining] = useDeclineInvitationMutation();
  return (
    <InvitationAcceptView
      companyName={acceptance.data?.companyName ?? linkContext.data?.companyName ?? companyName}
      isCheckingLink={linkContext.isLoading}
      linkContext={linkContext.data}
      linkFailureStatus={readApiFailure(linkContext.error)?.status}
      isAccepting={acceptance.isLoading}
      accepted={acceptance.isSuccess}
      failure={readApiFailure(acceptance.error)}
      onAccept={() => void accept({ token })}
      isDeclining={declining.isLoading}
      declined={declining.isSuccess}
      declineFailure={readApiFailure(declining.error)}
      onDecline={() => void decline({ token })}
      signInHref={`/login?next=${encodeURIComponent(location.pathname)}`}
    />
  );
}
