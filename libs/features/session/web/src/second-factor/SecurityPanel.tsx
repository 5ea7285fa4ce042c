import { readApiFailure } from '@facet/platform-api-client';
import { Stack } from '@facet/design-system';
import type { SectionPanel } from '@facet/platform-web-kit';
import { removeSecondFactorFormSchema, totpConfirmSchema } from '@facet/session-domain';
import { useState } from 'react';
import { PasskeysCard } from '../passkeys/PasskeysCard';
import type { Audience } from '../session-endpoints';
import { useSessionForm } from '../session-form';
import { RecoveryCodesView } from './RecoveryCodesView';
import { RemoveFactorForm } from './RemoveFactorForm';
import {
  useConfirmTotpMutation,
  useRemoveTotpMutation,
  useSecondFactorsQuery,
  useStartTotpMutation,
} from './second-factor-endpoints';
import { secondFactorCatalogue } from './second-factor-catalogue';
import { SecurityPanelView } from './SecurityPanelView';
import { TotpSetupView } from './TotpSetupView';
import { useRecoveryCodeActions } from './use-recovery-codes';

/**
 * A person's own second factors: /account's Security tab, the back office's "My sign-in"; the
 * authenticator app (D98) and the passkeys (D100).
 */
export function SecurityPanel({ audience }: { audience: Audience }) {
  const factors = useSecondFactorsQuery(audience);
  const [start, started] = useStartTotpMutation();
  const [confirm, confirming] = useConfirmTotpMutation();
  const [remove, removing] = useRemoveTotpMutation();
  const setup = useSessionForm(totpConfirmSchema, { code: '' }, confirming);
  const removal = useSessionForm(
    removeSecondFactorFormSchema,
    { code: '', password: '' },
    removing,
  );
  const [phase, setPhase] = useState<'overview' | 'setup' | 'codes'>('overview');
  const [notice, setNotice] = useState<'enrolled' | 'removed'>();
  const recoveryCodes = confirming.data?.recoveryCodes ?? [];
  const codeActions = useRecoveryCodeActions(recoveryCodes);

  if (phase === 'codes') {
    return (
      <RecoveryCodesView
        {...codeActions}
        recoveryCodes={recoveryCodes}
        duringSignIn={false}
        onDone={() => {
          setNotice('enrolled');
          setPhase('overview');
        }}
      />
    );
  }
  if (phase === 'setup') {
    return (
      <TotpSetupView
        {...setup.viewProps}
        duringSignIn={false}
        enrolment={started.data}
        startFailure={readApiFailure(started.error)}
        onCancel={() => setPhase('overview')}
        onSubmit={() => {
          if (!setup.form.validate()) return;
          const { code } = totpConfirmSchema.parse(setup.form.values);
          void confirm({ audience, code })
            .unwrap()
            .then(
              () => setPhase('codes'),
              () => undefined,
            );
        }}
      />
    );
  }
  return (
    <Stack space="large">
      <SecurityPanelView
        factors={factors.data}
        loadFailed={factors.isError}
        onRetry={() => void factors.refetch()}
        notice={notice}
        isStarting={started.isLoading}
        onStartSetup={() => {
          setNotice(undefined);
          setPhase('setup');
          void start(audience);
        }}
        removeForm={
          <RemoveFactorForm
            {...removal.viewProps}
            onSubmit={() => {
              if (!removal.form.validate()) return;
              const proof = removeSecondFactorFormSchema.parse(removal.form.values);
              void remove({ audience, ...proof })
                .unwrap()
                .then(
                  () => setNotice('removed'),
                  () => undefined,
                );
            }}
          />
        }
      />
      {factors.data && <PasskeysCard audience={audience} factors={factors.data} />}
    </Stack>
  );
}

/** "Security", a tab of /account (`?tab=security`). */
export const securityAccountTab: SectionPanel = {
  id: 'security',
  title: secondFactorCatalogue.messages.securityTab,
  Panel: UserSecurityPanel,
};

function UserSecurityPanel() {
  return <SecurityPanel audience="user" />;
}

/** The back office's "My sign-in" tab: the signed-in platform admin's own factor. */
export function AdminSecurityPanel() {
  return <SecurityPanel audience="admin" />;
}
