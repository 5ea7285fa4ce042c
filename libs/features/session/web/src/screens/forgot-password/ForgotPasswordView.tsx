import {
  Alert,
  Button,
  Card,
  FormActions,
  Link,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { StackedForm } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { FailureAlert } from '../../FailureAlert';
import { sessionCatalogue } from '../../messages';
import { useFieldProblemText } from '../../session-form';

const { messages } = sessionCatalogue;

export interface ForgotPasswordViewProps {
  audience: 'user' | 'admin';
  email: string;
  emailError?: string;
  isSubmitting: boolean;
  /** The request was accepted: the same answer whether or not the address has an account. */
  isSent: boolean;
  failure?: ApiFailure;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
}

/** Asks for a password reset link by e-mail (/forgot-password, /admin/forgot-password). */
export function ForgotPasswordView({
  audience,
  email,
  emailError,
  isSubmitting,
  isSent,
  failure,
  onEmailChange,
  onSubmit,
}: ForgotPasswordViewProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  const signInPath = audience === 'user' ? '/login' : '/admin';
  return (
    <Card as="section" titleLevel={1} title={intl.formatMessage(messages.forgotPasswordTitle)}>
      <Stack space="medium">
        {isSent ? (
          <Alert tone="positive">{intl.formatMessage(messages.resetLinkSent)}</Alert>
        ) : (
          <StackedForm onSubmit={onSubmit}>
            <Text>{intl.formatMessage(messages.forgotPasswordIntro)}</Text>
            {failure && <FailureAlert failure={failure} fallback="serverUnavailable" />}
            <TextField
              label={intl.formatMessage(messages.email)}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={onEmailChange}
              isInvalid={Boolean(emailError)}
              errorMessage={problemText(emailError)}
            />
            <FormActions>
              <Button type="submit" isPending={isSubmitting}>
                {intl.formatMessage(messages.sendResetLink)}
              </Button>
            </FormActions>
          </StackedForm>
        )}
        <Link href={signInPath} variant="standalone">
          {intl.formatMessage(messages.backToSignIn)}
        </Link>
      </Stack>
    </Card>
  );
}
