import { accountProblems } from '@facet/account-domain';
import { companyProblems } from '@facet/company-domain';
import { accountCatalogue } from './messages';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountView } from './AccountView';
import { ProfileCardView } from './ProfileCardView';
import { sampleProfile, sampleProfileWithoutCompany } from './story-fixtures';

describe('ProfileCardView', () => {
  it('shows name, e-mail, role, company and licence', () => {
    renderWithProviders(
      <ProfileCardView profile={sampleProfile} onLeave={async () => undefined} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Erin Employee')).toBeInTheDocument();
    expect(screen.getByText('erin@acme.example')).toBeInTheDocument();
    expect(screen.getByText('Employee')).toBeInTheDocument();
    expect(screen.getByText('Acme Demo')).toBeInTheDocument();
    expect(screen.getByText('Assigned')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave company' })).toBeInTheDocument();
  });

  it('shows a person without a company as undefined, with no leave button', () => {
    renderWithProviders(
      <ProfileCardView profile={sampleProfileWithoutCompany} onLeave={async () => undefined} />,
    );
    expect(screen.getByText('No company')).toBeInTheDocument();
    expect(screen.getAllByText('Undefined')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Leave company' })).not.toBeInTheDocument();
  });

  it('shows the licence in progress', () => {
    renderWithProviders(
      <ProfileCardView profile={{ ...sampleProfile, licenceState: 'inProgress' }} />,
    );
    expect(screen.getByText('In progress')).toBeInTheDocument();
  });

  it('calls a licence used once the person has a finished result', () => {
    renderWithProviders(
      <ProfileCardView profile={{ ...sampleProfile, licenceState: 'no' }} hasFinishedAssessment />,
    );
    expect(screen.getByText('Used')).toBeInTheDocument();
    expect(screen.queryByText('Not assigned')).not.toBeInTheDocument();
  });

  it('keeps leaving the company apart from the profile card', () => {
    renderWithProviders(
      <ProfileCardView profile={sampleProfile} onLeave={async () => undefined} />,
    );
    const profileCard = screen.getByRole('heading', { name: 'Profile' }).closest('section')!;
    const leaveArea = screen.getByRole('region', { name: 'Leave the company' });
    expect(within(profileCard).queryByRole('button', { name: 'Leave company' })).toBeNull();
    expect(within(leaveArea).getByRole('button', { name: 'Leave company' })).toBeVisible();
  });

  it("says an empty name is missing in the app's words, not the browser's", async () => {
    const onSaveName = vi.fn(async () => true);
    renderWithProviders(<ProfileCardView profile={sampleProfile} onSaveName={onSaveName} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter your name.')).toBeVisible();
    expect(onSaveName).not.toHaveBeenCalled();
  });

  it('refuses digits and a name over 45 characters, then saves a valid name', async () => {
    const onSaveName = vi.fn(async () => true);
    renderWithProviders(<ProfileCardView profile={sampleProfile} onSaveName={onSaveName} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Erin 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSaveName).not.toHaveBeenCalled();
    expect(screen.getByText(/no digits or special characters/)).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'E'.repeat(46));
    expect(screen.getByText('Use at most 45 characters.')).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, "Erin O'Neil-Núñez");
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSaveName).toHaveBeenCalledWith("Erin O'Neil-Núñez");
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('shows the default message when saving fails', () => {
    renderWithProviders(
      <ProfileCardView
        profile={sampleProfile}
        initialEdit={{ name: 'Erin Smith' }}
        saveFailure={{ status: 500 }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error updating user profile.');
  });

  it('shows the load error in Spanish with its fallback text and retries', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<ProfileCardView loadFailure={{ status: 500 }} onRetry={onRetry} />, {
      language: 'es',
      messages: accountCatalogue.byLanguage.es,
    });
    expect(screen.getByText('Error al cargar perfil')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /./ }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('asks for confirmation before leaving', async () => {
    const onLeaveDialogOpenChange = vi.fn();
    renderWithProviders(
      <ProfileCardView
        profile={sampleProfile}
        onLeave={async () => undefined}
        onLeaveDialogOpenChange={onLeaveDialogOpenChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave company' }));
    expect(onLeaveDialogOpenChange).toHaveBeenCalledWith(true);
  });

  it('leaves on confirmation', async () => {
    const onLeave = vi.fn(async () => undefined);
    renderWithProviders(
      <ProfileCardView profile={sampleProfile} isLeaveDialogOpen onLeave={onLeave} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Leave Acme Demo?' });
    expect(within(dialog).getByText(/keep your account and your own results/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave company' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it.each([
    [400, accountProblems.notAMember.code, 'You are not a member of any company.'],
    [409, companyProblems.lastAdmin.code, /Name another administrator/],
    [500, undefined, 'Error leaving company.'],
  ] as const)('explains a %s (%s) from leave-company', (status, code, text) => {
    renderWithProviders(
      <ProfileCardView
        profile={sampleProfile}
        isLeaveDialogOpen
        leaveFailure={{ status, code }}
        onLeave={async () => undefined}
      />,
    );
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
  });
});

describe('AccountView', () => {
  const sections = [
    { id: 'arsulipo', title: 'Data-rights requests', content: <p>the person's requests</p> },
    { id: 'reads', title: 'Who viewed my results', content: <p>views of my results</p> },
  ];

  it('shows the title, the card and the selected tab, and reports tab changes', async () => {
    const onSectionChange = vi.fn();
    renderWithProviders(
      <AccountView
        profileCard={<ProfileCardView profile={sampleProfile} />}
        sections={sections}
        selectedSection="arsulipo"
        onSectionChange={onSectionChange}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Data-rights requests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText("the person's requests")).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Who viewed my results' }));
    expect(onSectionChange).toHaveBeenCalledWith('reads');
  });
});
