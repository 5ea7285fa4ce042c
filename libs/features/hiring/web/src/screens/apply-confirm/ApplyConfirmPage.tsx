import { readApiFailure } from '@facet/platform-api-client';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useConfirmApplicationMutation } from '../../hiring-endpoints';
import { assessmentPath } from '../../hiring-paths';
import { ApplyConfirmView } from './ApplyConfirmView';

/**
 * Confirms the mailed link once on arrival. The answer signs the person in with a refresh cookie;
 * the assessment is opened by a full load, so the app starts from that session.
 */
export function ApplyConfirmPage() {
  const token = useParams().token ?? '';
  const [confirm, confirmation] = useConfirmApplicationMutation();
  // A link confirms once: a second call, as a development double effect makes, would be refused.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm(token);
  }, [confirm, token]);
  return (
    <ApplyConfirmView
      isConfirming={confirmation.isUninitialized || confirmation.isLoading}
      application={confirmation.data?.application}
      failure={readApiFailure(confirmation.error)}
      onStart={() => window.location.assign(assessmentPath)}
    />
  );
}
