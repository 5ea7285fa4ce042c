import {
  Alert,
  ButtonLink,
  Card,
  Link,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { sessionProblems, type LinkContextAnswer, type RegisterForm } from '@facet/session-domain';
import { CompanyWelcome, fieldPropsOf, type FormViewProps } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { isDeadLinkFailure, registrationDeadLinkCodes } from '../../dead-link';
import { LinkFormCard } from '../../LinkFormCard';
import { sessionCatalogue } from '../../messages';
import { NewPasswordFields } from '../../NewPasswordFields';
import { useFieldProblemText } from '../../session-form';
import { TermsNotice } from '../../TermsNotice';

const { messages } = sessionCatalogue;

export interface RegisterViewProps extends FormViewProps<RegisterForm> {
  isDone: boolean;
  /** Unknown, used or expired link, e-mail in use, refused values… */
  failure?: ApiFailure;
  /** The link is being checked, before the form shows. */
  isCheckingLink: boolean;
  /** Who sent the link, to what and for which address, once checked. */
  linkContext?: LinkContextAnswer;
  /** The check failed: an unknown, used or expired link, or the check itself could not be made. */
  linkFailure?: ApiFailure;
}

/** Where the person signs in next, with the address of their new account already typed. */
export function signInHrefFor(email: string | undefined): string {
  return email ? `/login?email=${encodeURIComponent(email)}` : '/login';
}

function InvitationSummary({ context }: { context: LinkContextAnswer }) {
  const intl = useIntl();
  const { companyName, inviterName, role } = context;
  let sentence: string;
  if (companyName === null) sentence = intl.formatMessage(messages.registerOwnAccount);
  else if (inviterName) {
    sentence = intl.formatMessage(messages.registerInvitedBy, {
      inviterName,
      companyName,
      role: role ?? 'employee',
    });
  } else {
    sentence = intl.formatMessage(messages.registerInvitedTo, {
      companyName,
      role: role ?? 'employee',
    });
  }
  return (
    <Stack space="medium">
      {companyName !== null && (
        <CompanyWelcome
          companyName={companyName}
          logoUrl={context.logoUrl}
          welcomeLine={context.welcomeLine}
        />
      )}
      <Text>{sentence}</Text>
      <TextField
        label={intl.formatMessage(messages.email)}
        description={intl.formatMessage(messages.registerEmailDescription)}
        name="email"
        type="email"
        autoComplete="username"
        value={context.email}
        isReadOnly
      />
    </Stack>
  );
}

/**
 * Creates an account from a registration or invitation link (/register/{token}): the link is
 * checked first, so the person reads who invited them before typing, or why the link is over.
 */
export function RegisterView({
  values,
  fieldErrors,
  onChange,
  isCheckingLink,
  linkContext,
  linkFailure,
  ...send
}: RegisterViewProps) {
  const { isDone, failure } = send;
  const intl = useIntl();
  const problemText = useFieldProblemText();
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  if (isCheckingLink) {
    return (
      <Card as="section" titleLevel={1} title={intl.formatMessage(messages.registerTitle)}>
        <Spinner label={intl.formatMessage(messages.registerCheckingLink)} />
      </Card>
    );
  }
  const linkIsGone = isDeadLinkFailure(linkFailure, registrationDeadLinkCodes);
  if (linkIsGone && !isDone) {
    return (
      <Card as="section" titleLevel={1} title={intl.formatMessage(messages.registerTitle)}>
        <Stack space="medium">
          <Alert tone="critical">
            {intl.formatMessage(
              linkFailure?.code === sessionProblems.linkInvalid.code
                ? messages.linkNotValid
                : messages.registerLinkGone,
            )}
          </Alert>
          <ButtonLink href="/login">{intl.formatMessage(messages.signIn)}</ButtonLink>
        </Stack>
      </Card>
    );
  }
  const linkIsDead = isDeadLinkFailure(failure, registrationDeadLinkCodes);
  return (
    <LinkFormCard
      {...send}
      title="registerTitle"
      doneMessage="registered"
      failureFallback="registrationFailed"
      failureMessages={{ [sessionProblems.linkUsed.code]: messages.registerLinkUsed }}
      linkIsDead={linkIsDead}
      submitLabel="createAccount"
      intro={
        linkContext ? (
          <InvitationSummary context={linkContext} />
        ) : (
          linkFailure && (
            <Alert tone="caution">{intl.formatMessage(messages.registerContextUnavailable)}</Alert>
          )
        )
      }
      afterSubmit={<TermsNotice sentence="registerTermsNotice" />}
      footer={
        isDone ? (
          <ButtonLink href={signInHrefFor(linkContext?.email)}>
            {intl.formatMessage(messages.signIn)}
          </ButtonLink>
        ) : (
          linkIsDead && (
            <Link href="/login" variant="standalone">
              {intl.formatMessage(messages.backToSignIn)}
            </Link>
          )
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
