import { readApiFailure } from '@facet/platform-api-client';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useConfirmApplicationMutation } from '../../hiring-endpoints';
import { assessmentPath } from '../../hiring-paths';
import type { HiringRouteOptions } from '../../session-entry';
import { ApplyConfirmView } from './ApplyConfirmView';

/**
 * Confirms the mailed link once on arrival. The answer opens the person's session as login does;
 * starting the assessment enters the tab into it.
 */
export function ApplyConfirmPage({ useEnterAsUser }: HiringRouteOptions) {
  const token = useParams().token ?? '';
  const enterAsUser = useEnterAsUser();
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
      onStart={() => {
        if (confirmation.data) enterAsUser(confirmation.data, assessmentPath);
      }}
    />
  );
}
