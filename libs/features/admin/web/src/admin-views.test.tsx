import { adminProblems } from '@facet/admin-domain';
import { companyProblems } from '@facet/company-domain';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountDialogView } from './screens/users/AccountDialogView';
import { AdminCompanyView } from './screens/admin-company/AdminCompanyView';
import { AdminsTabView } from './screens/admins/AdminsTabView';
import { CompaniesTabView } from './screens/companies/CompaniesTabView';
import { CreateCompanyDialogView } from './screens/companies/CreateCompanyDialogView';
import { LicencesDialogView } from './screens/companies/LicencesDialogView';
import { adminCatalogue } from './messages';
import { SendMailDialogView } from './screens/admin-dashboard/SendMailDialogView';
import { splitAddresses } from './screens/admin-dashboard/use-send-mail-form';
import { listDefaults, sampleCompanies, samplePlatformAdmins, sampleUsers } from './story-fixtures';
import { UsersTabView } from './screens/users/UsersTabView';

describe('UsersTabView', () => {
  it('lists users and deletes one only after confirmation', async () => {
    const onDelete = vi.fn(async () => undefined);
    renderWithProviders(
      <UsersTabView
        {...listDefaults}
        rows={sampleUsers}
        onCreate={() => undefined}
        onDelete={onDelete}
        onEndSessions={() => undefined}
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'Nora Nobody' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Alicia Owner/ })).toHaveTextContent('Administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Nora Nobody' }));
    expect(onDelete).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the user Nora Nobody?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(sampleUsers[1]);
  });

  it('asks for 3 characters and says when nothing is found', () => {
    const { rerender } = renderWithProviders(
      <UsersTabView
        {...listDefaults}
        searchTerm="al"
        rows={sampleUsers}
        onCreate={() => undefined}
        onDelete={async () => undefined}
        onEndSessions={() => undefined}
      />,
    );
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
    rerender(
      <UsersTabView
        {...listDefaults}
        searchTerm="zzz"
        rows={[]}
        onCreate={() => undefined}
        onDelete={async () => undefined}
        onEndSessions={() => undefined}
      />,
    );
    expect(screen.getByText('Nothing found')).toBeInTheDocument();
  });

  it('explains a refused deletion of a last company administrator', () => {
    renderWithProviders(
      <UsersTabView
        {...listDefaults}
        rows={sampleUsers}
        deleteFailure={{ status: 409, code: companyProblems.lastAdmin.code }}
        onCreate={() => undefined}
        onDelete={async () => undefined}
        onEndSessions={() => undefined}
      />,
    );
    expect(screen.getByText(/last administrator of their company/)).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <UsersTabView
        {...listDefaults}
        onRetry={onRetry}
        rows={[]}
        loadFailure={{ status: 500 }}
        onCreate={() => undefined}
        onDelete={async () => undefined}
        onEndSessions={() => undefined}
      />,
    );
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('CompaniesTabView', () => {
  it('links to the company page and opens the licences of a company', async () => {
    const onChangeLicences = vi.fn();
    renderWithProviders(
      <CompaniesTabView
        {...listDefaults}
        rows={sampleCompanies}
        onCreate={() => undefined}
        onChangeLicences={onChangeLicences}
        onDelete={async () => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'View Acme Demo' })).toHaveAttribute(
      'href',
      '/admin/dashboard/company/1',
    );
    // Available against the purchased total, never the unspent count as if it were the total.
    expect(
      within(screen.getByRole('row', { name: /Acme Demo/ })).getByText('15 available of 25'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Licences of Globex' }));
    expect(onChangeLicences).toHaveBeenCalledWith(sampleCompanies[1]);
  });
});

describe('AdminsTabView', () => {
  it('toggles notifications and sends a password reset', async () => {
    const onToggleNotifications = vi.fn();
    const onSendPasswordReset = vi.fn();
    renderWithProviders(
      <AdminsTabView
        {...listDefaults}
        rows={samplePlatformAdmins}
        onCreate={() => undefined}
        onToggleNotifications={onToggleNotifications}
        onSendPasswordReset={onSendPasswordReset}
        onDelete={async () => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Notifications for Otto Ops' }));
    expect(onToggleNotifications).toHaveBeenCalledWith(samplePlatformAdmins[1], true);
    await userEvent.click(screen.getByRole('button', { name: 'Send Otto Ops a password reset' }));
    expect(onSendPasswordReset).toHaveBeenCalledWith(samplePlatformAdmins[1]);
  });

  it('explains that the only admin cannot be deleted', () => {
    renderWithProviders(
      <AdminsTabView
        {...listDefaults}
        rows={samplePlatformAdmins}
        actionFailure={{ status: 409, code: adminProblems.onlyAdmin.code }}
        onCreate={() => undefined}
        onToggleNotifications={() => undefined}
        onSendPasswordReset={() => undefined}
        onDelete={async () => undefined}
      />,
    );
    expect(
      screen.getByText('The only platform administrator cannot be deleted.'),
    ).toBeInTheDocument();
  });
});

describe('LicencesDialogView', () => {
  const company = sampleCompanies[0]!;

  it('shows the licences against the purchased total, not the unspent count', () => {
    renderWithProviders(
      <LicencesDialogView
        company={company}
        isOpen
        onOpenChange={() => undefined}
        onSubmit={async () => true}
      />,
    );
    const countOf = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(countOf('Available')).toBe('15');
    expect(countOf('Assigned')).toBe('4');
    expect(countOf('Held by invitations')).toBe('2');
    expect(countOf('Used')).toBe('4');
    expect(countOf('Purchased')).toBe('25');
    expect(screen.queryByText(/holds 21 licences/)).not.toBeInTheDocument();
  });

  it('adds a whole number of licences and refuses anything else', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <LicencesDialogView
        company={company}
        isOpen
        onOpenChange={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    const count = screen.getByRole('textbox', { name: 'Number of licences' });
    await userEvent.type(count, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add licences' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(count, '{Backspace}{Backspace}{Backspace}2147483648');
    await userEvent.click(screen.getByRole('button', { name: 'Add licences' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke licences' }));
    expect(onSubmit).toHaveBeenCalledWith('revoke', 5);
  });

  it('names the 422 of each change', () => {
    const { rerender } = renderWithProviders(
      <LicencesDialogView
        company={company}
        isOpen
        onOpenChange={() => undefined}
        onSubmit={async () => true}
        failure={{ status: 422, code: adminProblems.tooFewLicences.code, change: 'revoke' }}
      />,
    );
    expect(screen.getByText('The company holds fewer licences than that.')).toBeInTheDocument();
    rerender(
      <LicencesDialogView
        company={company}
        isOpen
        onOpenChange={() => undefined}
        onSubmit={async () => true}
        failure={{ status: 422, code: adminProblems.tooManyLicences.code, change: 'add' }}
      />,
    );
    expect(
      screen.getByText('A company can hold at most 2,147,483,647 licences.'),
    ).toBeInTheDocument();
  });
});

describe('CreateCompanyDialogView', () => {
  it('needs the administrator e-mail typed twice the same', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <CreateCompanyDialogView isOpen onOpenChange={() => undefined} onSubmit={onSubmit} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Initech');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Company e-mail' }),
      'hello@initech.example',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Administrator e-mail$/ }),
      'ines@initech.example',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Administrator e-mail again' }),
      'ine@initech.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The two administrator e-mails differ.')).toBeInTheDocument();
    const again = screen.getByRole('textbox', { name: 'Administrator e-mail again' });
    await userEvent.clear(again);
    await userEvent.type(again, 'ines@initech.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Initech',
      email: 'hello@initech.example',
      adminEmail: 'ines@initech.example',
      lang: 'en',
    });
  });
});

describe('AccountDialogView', () => {
  it('answers an empty send with translated problems on the fields, not browser bubbles', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <AccountDialogView kind="user" isOpen onOpenChange={() => undefined} onSubmit={onSubmit} />,
      { language: 'es', messages: adminCatalogue.byLanguage.es },
    );
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).not.toHaveAttribute('required');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Escribe un nombre de hasta 45 letras.');
    expect(name).toHaveFocus();
  });

  it('refuses a weak password and a mismatched confirmation', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <AccountDialogView kind="admin" isOpen onOpenChange={() => undefined} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('dialog', { name: 'Create admin' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Otto Ops');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'otto@facet.example');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'weakpass');
    await userEvent.type(
      screen.getByLabelText('Confirm the password', { selector: 'input' }),
      'weakpass',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/At least 8 characters with an uppercase letter/)).toBeInTheDocument();
  });
});

describe('SendMailDialogView', () => {
  it('splits addresses and needs every message', async () => {
    expect(splitAddresses('a@b.example, c@d.example\ne@f.example;')).toEqual([
      'a@b.example',
      'c@d.example',
      'e@f.example',
    ]);
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <SendMailDialogView isOpen onOpenChange={() => undefined} onSubmit={onSubmit} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send to every user' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'News');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message in English' }), 'Hi');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message in Spanish' }), 'Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message in Portuguese' }), 'Olá');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        emailAll: true,
        emailArray: [],
        subject: 'News',
        messagePT: 'Olá',
      }),
    );
  });
});

describe('AdminCompanyView', () => {
  it('shows the company panel once the company is known', () => {
    renderWithProviders(<AdminCompanyView panel={<p>The company panel</p>} />);
    expect(screen.getByText('The company panel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the back office' })).toHaveAttribute(
      'href',
      '/admin/dashboard?tab=companies',
    );
  });

  it('says when the company no longer exists, without a retry', () => {
    renderWithProviders(
      <AdminCompanyView loadFailure={{ status: 404, code: companyProblems.notFound.code }} />,
    );
    expect(screen.getByText('This company no longer exists.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });

  it('offers a retry when the company could not be loaded', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<AdminCompanyView loadFailure={{ status: 500 }} onRetry={onRetry} />);
    expect(screen.getByText('The company could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('adminCatalogue', () => {
  it('has every message in en, es and pt', () => {
    for (const [id, message] of Object.entries(adminCatalogue.messages)) {
      for (const lang of ['en', 'es', 'pt'] as const) {
        expect(adminCatalogue.byLanguage[lang][`admin.${id}`], `${id} in ${lang}`).toBeTruthy();
      }
      expect(message.id).toBe(`admin.${id}`);
    }
  });
});
