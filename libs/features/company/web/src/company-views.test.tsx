import { companyProblems, invitationRefusals } from '@facet/company-domain';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CompanyInfoCardView } from './screens/company-info/CompanyInfoCardView';
import { CompanyPanelView } from './screens/company-panel/CompanyPanelView';
import { EmployeeDetailView } from './screens/employee-detail/EmployeeDetailView';
import { InvitationAcceptView } from './screens/invitation-accept/InvitationAcceptView';
import { InviteDialogView } from './screens/invite/InviteDialogView';
import { companyCatalogue } from './messages';
import { sampleCompany, sampleEmployees } from './story-fixtures';

describe('CompanyInfoCardView', () => {
  it('shows the administrator and the licences in the one vocabulary', () => {
    renderWithProviders(<CompanyInfoCardView company={sampleCompany} />);
    expect(screen.getByText('Alicia Owner')).toBeInTheDocument();
    const licences = screen.getByRole('region', { name: 'Licences' });
    const countOf = (term: string) =>
      within(licences).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(countOf('Available')).toBe('16');
    expect(countOf('Assigned')).toBe('3');
    expect(countOf('Held by invitations')).toBe('2');
    expect(countOf('Used')).toBe('4');
    expect(countOf('Purchased')).toBe('25');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('refuses to save an invalid e-mail and saves valid values', async () => {
    const onSave = vi.fn(async () => true);
    renderWithProviders(<CompanyInfoCardView company={sampleCompany} canEdit onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const email = screen.getByRole('textbox', { name: 'Company e-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'team@acme.example');
    await userEvent.click(screen.getByRole('checkbox', { name: /second factor/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Acme Demo',
      email: 'team@acme.example',
      requireSecondFactor: true,
    });
  });

  it('says a conflicting name or e-mail is taken', () => {
    renderWithProviders(
      <CompanyInfoCardView
        company={sampleCompany}
        canEdit
        initiallyEditing
        saveFailure={{ status: 409, code: companyProblems.nameInUse.code }}
      />,
    );
    expect(screen.getByText('Another company already uses this name.')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<CompanyInfoCardView loadFailure={{ status: 500 }} onRetry={onRetry} />);
    expect(screen.getByText('Error fetching company data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('InviteDialogView', () => {
  it.each([
    [
      400,
      invitationRefusals.pendingHere.code,
      'There is already a pending invitation for this e-mail address.',
    ],
    [402, invitationRefusals.noLicences.code, /no licences left/],
    // 403 and 423 name nothing of another company (security review N2).
    [
      403,
      invitationRefusals.administersAnotherCompany.code,
      'This person cannot be invited from here.',
    ],
    [
      403,
      invitationRefusals.roleNeedsAdministrator.code,
      'Only a company administrator can invite another administrator.',
    ],
    [409, invitationRefusals.alreadyMember.code, 'This person is already in the company.'],
    [423, invitationRefusals.pendingElsewhere.code, 'This person cannot be invited from here.'],
    [429, invitationRefusals.invitedWithinTheHour.code, /less than an hour ago/],
    [429, invitationRefusals.mailCapReached.code, /as many invitations as it may in 24 hours/],
    [500, undefined, 'Error inviting employee'],
  ])('explains a %i (%s)', (status, code, text) => {
    renderWithProviders(
      <InviteDialogView
        isOpen
        onOpenChange={() => undefined}
        onSubmit={async () => true}
        failure={{ status, code }}
      />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('sends a valid e-mail and role and leaves admins out for managers', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <InviteDialogView isOpen onOpenChange={() => undefined} onSubmit={onSubmit} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a role.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'New@Example.com');
    await userEvent.click(screen.getByRole('button', { name: /Role/ }));
    expect(screen.queryByRole('option', { name: 'Administrator' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Candidate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(onSubmit).toHaveBeenCalledWith({
      guest: 'new@example.com',
      role: 'candidate',
      assignLicense: true,
    });
  });

  it('assigns a licence unless the person unticks the option', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <InviteDialogView
        isOpen
        onOpenChange={() => undefined}
        onSubmit={onSubmit}
        initialGuest="new@example.com"
        initialRole="employee"
      />,
    );
    const option = screen.getByRole('checkbox', {
      name: 'Assign an assessment licence to each person',
    });
    expect(option).toBeChecked();
    await userEvent.click(option);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(onSubmit).toHaveBeenCalledWith({
      guest: 'new@example.com',
      role: 'employee',
      assignLicense: false,
    });
  });

  it('offers no position where the company has none open', () => {
    renderWithProviders(
      <InviteDialogView isOpen onOpenChange={() => undefined} onSubmit={async () => true} />,
    );
    expect(screen.queryByRole('button', { name: /Position/ })).not.toBeInTheDocument();
  });

  it('names a chosen position, whose place replaces the licence', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <InviteDialogView
        isOpen
        onOpenChange={() => undefined}
        onSubmit={onSubmit}
        initialGuest="new@example.com"
        initialRole="candidate"
        positions={[
          { id: 7, name: 'Data analyst', placesLeft: 12 },
          { id: 9, name: 'Support lead', placesLeft: 1 },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Position/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Support lead (1 place left)' }));
    const licence = screen.getByRole('checkbox', {
      name: 'Assign an assessment licence to each person',
    });
    expect(licence).not.toBeChecked();
    expect(licence).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(onSubmit).toHaveBeenCalledWith({
      guest: 'new@example.com',
      role: 'candidate',
      assignLicense: false,
      position_id: 9,
    });
  });

  it.each([
    [404, companyProblems.invitationPositionNotFound.code, /does not exist in your company/],
    [409, companyProblems.invitationPositionClosed.code, /closed to new applicants/],
    [409, companyProblems.invitationPositionNotYetOpen.code, /does not take applicants yet/],
    [409, companyProblems.invitationPositionFull.code, 'This position has no place left.'],
  ])('explains a position refused with %i (%s)', (status, code, text) => {
    renderWithProviders(
      <InviteDialogView
        isOpen
        onOpenChange={() => undefined}
        onSubmit={async () => true}
        failure={{ status, code }}
      />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('CompanyPanelView', () => {
  it('shows the panel title, support and invite', () => {
    renderWithProviders(<CompanyPanelView sections={[]} onInvite={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Company panel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeInTheDocument();
  });

  it("takes the back office's title and actions and leaves support out", () => {
    renderWithProviders(
      <CompanyPanelView
        sections={[]}
        title="Acme Demo"
        showSupport={false}
        actions={<button type="button">Licences</button>}
        onInvite={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Licences' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
  });
});

describe('EmployeeDetailView', () => {
  it('grants a licence to someone without one', async () => {
    const onToggleLicence = vi.fn();
    renderWithProviders(
      <EmployeeDetailView employee={sampleEmployees[1]} onToggleLicence={onToggleLicence} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Grant licence' }));
    expect(onToggleLicence).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
  });

  it('cannot toggle a licence in progress', () => {
    renderWithProviders(<EmployeeDetailView employee={sampleEmployees[2]} />);
    expect(screen.getByText(/assessment is in progress/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /licence/ })).not.toBeInTheDocument();
  });

  it('says when the person is not in the company', () => {
    renderWithProviders(
      <EmployeeDetailView
        loadFailure={{ status: 404, code: companyProblems.notAnEmployee.code }}
      />,
    );
    expect(screen.getByText('This person is not an employee of this company.')).toBeInTheDocument();
  });

  it('confirms before releasing', async () => {
    const onRelease = vi.fn(async () => undefined);
    renderWithProviders(
      <EmployeeDetailView employee={sampleEmployees[1]} canManageRoles onRelease={onRelease} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove from the company' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Remove employee',
      }),
    );
    await waitFor(() => expect(onRelease).toHaveBeenCalled());
  });
});

describe('InvitationAcceptView', () => {
  it('accepts and then welcomes', async () => {
    const onAccept = vi.fn();
    const { rerender } = renderWithProviders(
      <InvitationAcceptView
        companyName="Acme Demo"
        onAccept={onAccept}
        onDecline={() => undefined}
        signInHref="/login"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(onAccept).toHaveBeenCalled();
    rerender(
      <InvitationAcceptView
        companyName="Acme Demo"
        onAccept={onAccept}
        onDecline={() => undefined}
        signInHref="/login"
        accepted
      />,
    );
    expect(screen.getByRole('heading', { name: 'Welcome to Acme Demo' })).toBeInTheDocument();
  });

  it.each([
    [410, companyProblems.invitationExpired.code, /has expired/],
    [410, companyProblems.invitationCancelled.code, /was cancelled/],
    [409, companyProblems.invitationUsed.code, /already been used/],
    [409, companyProblems.alreadyInCompany.code, /already a member of this company/],
  ])('explains a %i (%s)', (status, code, text) => {
    renderWithProviders(
      <InvitationAcceptView
        companyName="Acme Demo"
        onAccept={() => undefined}
        onDecline={() => undefined}
        signInHref="/login"
        failure={{ status, code }}
      />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('is translated into Spanish and Portuguese', () => {
    renderWithProviders(
      <InvitationAcceptView
        companyName="Acme"
        onAccept={() => undefined}
        onDecline={() => undefined}
        signInHref="/login"
      />,
      { language: 'es', messages: companyCatalogue.byLanguage.es },
    );
    expect(screen.getByRole('heading', { name: 'Únete a Acme' })).toBeInTheDocument();
  });
});
