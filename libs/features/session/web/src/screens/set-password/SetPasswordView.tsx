import { Link } from '@facet/design-system';
import type { SetPasswordForm } from '@facet/session-domain';
import type { FormViewProps } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { LinkFormCard } from '../../LinkFormCard';
import { sessionCatalogue } from '../../messages';
import { NewPasswordFields } from '../../NewPasswordFields';

const { messages } = sessionCatalogue;

export interface SetPasswordViewProps extends FormViewProps<SetPasswordForm> {
  audience: 'user' | 'admin';
  isDone: boolean;
  /** 404 unknown link, 409 expired or used, 400 refused password, 503… */
  failureStatus?: number;
}

/** Sets a new password from an e-mailed link (/set-password/{token}, /admin/set-password/{token}). */
export function SetPasswordView({
  audience,
  values,
  fieldErrors,
  onChange,
  ...send
}: SetPasswordViewProps) {
  const { isDone, failureStatus } = send;
  const intl = useIntl();
  const signInPath = audience === 'user' ? '/login' : '/admin';
  const linkIsDead = failureStatus === 404 || failureStatus === 409;
  return (
    <LinkFormCard
      {...send}
      title="setPasswordTitle"
      doneMessage="passwordSet"
      failureMessages={{
        400: 'invalidRequest',
        404: 'linkNotValid',
        409: 'linkExpiredOrUsed',
        default: 'serverUnavailable',
      }}
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
