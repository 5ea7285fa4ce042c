import { designSystemCatalogue } from '@facet/design-system';
import { failureOf } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { renderWithProviders } from '@facet/platform-testing-web';
import { sessionFieldProblems, sessionProblems } from '@facet/session-domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenuView } from './navigation/AccountMenuView';
import { ChangePasswordView } from './screens/change-password/ChangePasswordView';
import { ForgotPasswordView } from './screens/forgot-password/ForgotPasswordView';
import { sessionCatalogue, sessionFieldProblemCatalogue } from './messages';
import { RegisterView } from './screens/register/RegisterView';
import { SetPasswordView } from './screens/set-password/SetPasswordView';
import { SignInView } from './screens/login/SignInView';

const spanish = {
  language: 'es' as const,
  messages: {
    ...designSystemCatalogue.byLanguage.es,
    ...sessionCatalogue.byLanguage.es,
    ...sessionFieldProblemCatalogue.byLanguage.es,
  },
};
const signInProps = {
  audience: 'user' as const,
  values: { email: '', password: '', stayLoggedIn: false },
  fieldErrors: {},
  isSubmitting: false,
  onChange: () => undefined,
  onSubmit: () => undefined,
};

describe('SignInView', () => {
  it('offers e-mail, password, stay logged in, the reset link and the legal links', async () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    renderWithProviders(<SignInView {...signInProps} onSubmit={onSubmit} onChange={onChange} />);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'e');
    expect(onChange).toHaveBeenCalledWith('email', 'e');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stay logged in' }));
    expect(onChange).toHaveBeenCalledWith('stayLoggedIn', true);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'terms of use' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it.each([
    [failureOf(sessionProblems.wrongCredentials), 'The e-mail or password is incorrect.'],
    [
      failureOf(sessionProblems.outdatedTerms),
      'The terms of use or the privacy policy have changed. Sign in again to accept them.',
    ],
    [
      failureOf(requestProblems.rateLimited),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    [{ status: 503 }, 'We cannot reach Facet right now.'],
    [{ status: 500 }, 'Sign in failed. Please try again.'],
  ])('explains a failure by its cause (%o)', (failure, text) => {
    renderWithProviders(<SignInView {...signInProps} failure={failure} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('shows the shared schema’s field errors in the person’s language', () => {
    renderWithProviders(
      <SignInView {...signInProps} fieldErrors={{ email: sessionFieldProblems.emailInvalid }} />,
      spanish,
    );
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
  });

  it('has no terms notice for administrators', () => {
    renderWithProviders(<SignInView {...signInProps} audience="admin" />);
    expect(screen.getByRole('heading', { name: 'Administrator sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'terms of use' })).not.toBeInTheDocument();
  });
});

describe('ForgotPasswordView', () => {
  it('says the link is on its way once sent', () => {
    renderWithProviders(
      <ForgotPasswordView
        audience="user"
        email="erin@acme.example"
        isSubmitting={false}
        isSent
        onEmailChange={() => undefined}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByText(/a link is on its way/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
  });
});

describe('SetPasswordView', () => {
  const props = {
    audience: 'user' as const,
    values: { password: '', confirmPassword: '' },
    fieldErrors: {},
    isSubmitting: false,
    isDone: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
  };

  it('offers a new link instead of the form when the link expired or was used', () => {
    renderWithProviders(
      <SetPasswordView {...props} failure={failureOf(sessionProblems.linkExpired)} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('expired or has already been used');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the password rules and a mismatched confirmation', () => {
    renderWithProviders(
      <SetPasswordView
        {...props}
        fieldErrors={{ confirmPassword: sessionFieldProblems.confirmationMismatch }}
      />,
    );
    expect(screen.getByText(/At least 8 characters/)).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });
});

describe('RegisterView', () => {
  it.each([
    [sessionProblems.registrationLinkExpired, 'This registration link has expired.'],
    [sessionProblems.registrationLinkUsed, 'This registration link has already been used.'],
    [sessionProblems.linkUsed, 'This registration link has already been used.'],
    [sessionProblems.emailInUse, 'An account already uses this e-mail address.'],
    [sessionProblems.linkInvalid, 'This link is not valid.'],
  ])('explains $code and points to sign in', (problem, text) => {
    renderWithProviders(
      <RegisterView
        values={{ name: '', password: '', confirmPassword: '' }}
        fieldErrors={{}}
        isSubmitting={false}
        isDone={false}
        failure={failureOf(problem)}
        isCheckingLink={false}
        onChange={() => undefined}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  const registerViewProps = {
    values: { name: '', password: '', confirmPassword: '' },
    fieldErrors: {},
    isSubmitting: false,
    isDone: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
  };

  it('shows only that the link is being checked until it is', () => {
    renderWithProviders(<RegisterView {...registerViewProps} isCheckingLink />);
    expect(screen.getByRole('progressbar', { name: 'Checking your invitation…' })).toBeVisible();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('says a link nobody knows is not valid, without a form', () => {
    renderWithProviders(
      <RegisterView
        {...registerViewProps}
        isCheckingLink={false}
        linkFailure={failureOf(sessionProblems.linkInvalid)}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('still offers the form when the link could not be checked just now', () => {
    renderWithProviders(
      <RegisterView {...registerViewProps} isCheckingLink={false} linkFailure={{ status: 503 }} />,
    );
    expect(screen.getByText(/could not check this link just now/)).toBeVisible();
    expect(screen.getByLabelText('Name')).toBeVisible();
  });

  it('names the company without an inviter, or no company for an own account', () => {
    const context = {
      email: 'mia@acme.example',
      lang: 'es',
      companyName: 'Acme Demo',
      role: 'admin',
      inviterName: null,
      welcomeLine: null,
      logoUrl: null,
    } as const;
    const { rerender } = renderWithProviders(
      <RegisterView {...registerViewProps} isCheckingLink={false} linkContext={context} />,
    );
    expect(screen.getByText('Acme Demo invited you as company administrator.')).toBeVisible();
    rerender(
      <RegisterView
        {...registerViewProps}
        isCheckingLink={false}
        linkContext={{ ...context, companyName: null, role: null }}
      />,
    );
    expect(screen.getByText('You are creating your own Facet account.')).toBeVisible();
  });
});

describe('ChangePasswordView', () => {
  it('marks a wrong current password on its field', () => {
    renderWithProviders(
      <ChangePasswordView
        values={{ password: 'x', newPassword: 'Tangerine7', confirmPassword: 'Tangerine7' }}
        fieldErrors={{ password: sessionFieldProblems.currentPasswordWrong }}
        isSubmitting={false}
        isDone={false}
        failure={failureOf(requestProblems.invalid)}
        onChange={() => undefined}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByText('This is not your current password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('AccountMenuView', () => {
  it('lists the company panel for managers only, and signs out', async () => {
    const onSignOut = vi.fn();
    const { rerender } = renderWithProviders(
      <AccountMenuView
        kind="user"
        name="Mario"
        role="manager"
        isSigningOut={false}
        onSignOut={onSignOut}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mario' }));
    expect(screen.getByRole('menuitem', { name: 'Company panel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    rerender(
      <AccountMenuView
        kind="user"
        name="Erin"
        role="employee"
        isSigningOut={false}
        onSignOut={onSignOut}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Erin' }));
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Company panel' })).not.toBeInTheDocument();
  });
});
