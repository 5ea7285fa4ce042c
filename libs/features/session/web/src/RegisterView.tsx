import { Link, TextField } from '@facet/design-system';
import type { RegisterForm } from '@facet/session-domain';
import { fieldPropsOf, type FormViewProps } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { LinkFormCard } from './LinkFormCard';
import { sessionCatalogue } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useFieldProblemText } from './session-form';
import { TermsNotice } from './TermsNotice';

const { messages } = sessionCatalogue;

export interface RegisterViewProps extends FormViewProps<RegisterForm> {
  isDone: boolean;
  /** 404 unknown link, 410 expired, 409 used or e-mail in use, 400 refused values… */
  failureStatus?: number;
}

/** Creates an account from a registration or invitation link (/register/{token}). */
export function RegisterView({ values, fieldErrors, onChange, ...send }: RegisterViewProps) {
  const { isDone, failureStatus } = send;
  const intl = useIntl();
  const problemText = useFieldProblemText();
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  const linkIsDead = failureStatus === 404 || failureStatus === 409 || failureStatus === 410;
  return (
    <LinkFormCard
      {...send}
      title="registerTitle"
      doneMessage="registered"
      failureMessages={{
        400: 'invalidRequest',
        404: 'linkNotValid',
        409: 'registerConflict',
        410: 'registerLinkExpired',
        default: 'registrationFailed',
      }}
      linkIsDead={linkIsDead}
      submitLabel="createAccount"
      afterSubmit={<TermsNotice sentence="registerTermsNotice" />}
      footer={
        (isDone || linkIsDead) && (
          <Link href="/login" variant="standalone">
            {intl.formatMessage(messages.backToSignIn)}
          </Link>
        )
      }
    >
      <TextField
        label={intl.formatMessage(messages.name)}
        name="name"
        autoComplete="name"
        {...field('name')}
      />
      <NewPasswordFields
        name="password"
        values={values}
        fieldErrors={fieldErrors}
        onChange={onChange}
      />
    </LinkFormCard>
  );
}
