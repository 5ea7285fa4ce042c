import { Link } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import type { SetPasswordForm } from '@facet/session-domain';
import type { FormViewProps } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { isDeadLinkFailure, passwordDeadLinkCodes } from '../../dead-link';
import { LinkFormCard } from '../../LinkFormCard';
import { sessionCatalogue } from '../../messages';
import { NewPasswordFields } from '../../NewPasswordFields';

const { messages } = sessionCatalogue;

export interface SetPasswordViewProps extends FormViewProps<SetPasswordForm> {
  audience: 'user' | 'admin';
  isDone: boolean;
  /** Unknown, expired or used link, refused password, unreachable server… */
  failure?: ApiFailure;
}

/** Sets a new password from an e-mailed link (/set-password/{token}, /admin/set-password/{token}). */
export function SetPasswordView({
  audience,
  values,
  fieldErrors,
  onChange,
  ...send
}: SetPasswordViewProps) {
  const { isDone, failure } = send;
  const intl = useIntl();
  const signInPath = audience === 'user' ? '/login' : '/admin';
  const linkIsDead = isDeadLinkFailure(failure, passwordDeadLinkCodes);
  return (
    <LinkFormCard
      {...send}
      title="setPasswordTitle"
      doneMessage="passwordSet"
      failureFallback="serverUnavailable"
      linkIsDead={linkIsDead}
      submitLabel="savePassword"
      footer={
        linkIsDead ? (
          <Link
            href={audience === 'user' ? '/forgot-password' : '/admin/forgot-password'}
            variant="standalone"
          >
            {intl.formatMessage(messages.askForNewLink)}
          </Link>
        ) : (
          <Link href={signInPath} variant={isDone ? 'standalone' : 'secondary'}>
            {intl.formatMessage(messages.backToSignIn)}
          </Link>
        )
      }
    >
      <NewPasswordFields
        name="password"
        values={values}
        fieldErrors={fieldErrors}
        onChange={onChange}
      />
    </LinkFormCard>
  );
}
