import { hiringProblems } from '@facet/hiring-domain';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hiringCatalogue } from '../../messages';
import { samplePublicPosition } from '../../story-fixtures';
import { ApplyView, type ApplyViewProps } from './ApplyView';

function props(overrides: Partial<ApplyViewProps> = {}): ApplyViewProps {
  return {
    isLoading: false,
    onRetry: vi.fn(),
    answer: samplePublicPosition,
    signInHref: '/login?next=%2Fapply%2Fx',
    registration: {
      values: { name: '', email: '', password: '', lang: 'es', consent: false },
      invalid: new Set(),
      onChange: vi.fn(),
      onSubmit: vi.fn(),
    },
    onApplyWithAccount: vi.fn(),
    ...overrides,
  };
}

describe('ApplyView', () => {
  it('says who asks, what is kept and for how long, then offers registering or signing in', () => {
    renderWithProviders(<ApplyView {...props()} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Apply for Junior data analyst' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/erased 12 months after you apply/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /Acme Analytics receives my results/ }),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute(
      'href',
      '/login?next=%2Fapply%2Fx',
    );
  });

  it('sends the registration from the form', async () => {
    const onSubmit = vi.fn();
    const base = props();
    renderWithProviders(<ApplyView {...base} registration={{ ...base.registration, onSubmit }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows each invalid field’s problem and the consent needed', () => {
    const base = props();
    renderWithProviders(
      <ApplyView
        {...base}
        registration={{ ...base.registration, invalid: new Set(['email', 'consent']) }}
      />,
    );
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Your agreement is needed to apply.')).toBeInTheDocument();
  });

  it('lets a signed-in person apply with their account', async () => {
    const onApplyWithAccount = vi.fn();
    renderWithProviders(
      <ApplyView
        {...props({ onApplyWithAccount, signedIn: { name: 'Ana', email: 'ana@example.com' } })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply with my account' }));
    expect(onApplyWithAccount).toHaveBeenCalledOnce();
  });

  it('shows the closed page, with no form, for a closed position', () => {
    renderWithProviders(
      <ApplyView
        {...props({
          answer: {
            ...samplePublicPosition,
            position: { ...samplePublicPosition.position, state: 'closed' },
          },
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Applications are closed' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says a link does not exist, and the mailbox to check after registering', () => {
    const { unmount } = renderWithProviders(
      <ApplyView
        {...props({
          answer: undefined,
          loadFailure: { status: 404, code: hiringProblems.linkNotFound.code },
        })}
      />,
    );
    expect(screen.getByText(/This position link does not exist/)).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ApplyView
        {...props({ pending: { email: 'ana@example.com', confirmationValidHours: 48 } })}
      />,
    );
    expect(screen.getByText(/We sent a link to ana@example.com/)).toBeInTheDocument();
  });

  it('is written in Spanish too', () => {
    renderWithProviders(<ApplyView {...props()} />, {
      language: 'es',
      messages: hiringCatalogue.byLanguage.es,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Inscríbete en Junior data analyst' }),
    ).toBeInTheDocument();
  });
});
