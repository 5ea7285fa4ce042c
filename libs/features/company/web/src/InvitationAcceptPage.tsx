import { readApiFailure } from '@facet/platform-api-client';
import { useLocation, useParams } from 'react-router';
import { useAcceptInvitationMutation } from './company-endpoints';
import { InvitationAcceptView } from './InvitationAcceptView';

/** /invitation/{companyName}/{token}. */
export function InvitationAcceptPage() {
  const { companyName = '', token = '' } = useParams();
  const location = useLocation();
  const [accept, acceptance] = useAcceptInvitationMutation();
  return (
    <InvitationAcceptView
      companyName={acceptance.data?.companyName ?? companyName}
      isAccepting={acceptance.isLoading}
      accepted={acceptance.isSuccess}
      failure={readApiFailure(acceptance.error)}
      onAccept={() => void accept({ token })}
      signInHref={`/login?next=${encodeURIComponent(location.pathname)}`}
    />
  );
}
