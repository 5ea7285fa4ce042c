import { companyProblems } from '@facet/company-domain';
import type {
  BulkInvitationPreviewAnswer,
  BulkInvitationReportAnswer,
} from '@facet/company-domain';
import { requestProblems } from '@facet/platform-kernel';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InviteFromFileDialog } from './InviteFromFileDialog';

const written = { name: '', role: 'employee', language: 'en' };
const preview: BulkInvitationPreviewAnswer = {
  rows: [
    { row: 2, email: 'ana@example.com', ...written, status: 'valid', reason: null, message: null },
    {
      row: 3,
      email: 'erin@acme.example',
      ...written,
      status: 'invalid',
      reason: 'alreadyMember',
      message: 'This person is already in your company.',
    },
  ],
  total: 2,
  valid: 1,
  invalid: 1,
  licences: { needed: 1, available: 20 },
};
const report: BulkInvitationReportAnswer = {
  rows: preview.rows.map((row) => ({
    ...row,
    outcome: row.status === 'valid' ? 'invited' : 'skipped',
  })),
  invited: 1,
  skipped: 1,
  message: '1 invitations sent, 1 rows skipped.',
};

const fileApi = {
  'POST /api/companies/invite-from-file/preview': reply(200, preview),
  'POST /api/companies/invite-from-file': reply(200, report),
} satisfies ApiRoutes;

async function chooseFile() {
  const file = new File(['email,role\n'], 'people.csv', { type: 'text/csv' });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file);
}

describe('InviteFromFileDialog', () => {
  it('invites the whole file to a chosen position, holding no licences', async () => {
    const api = stubApi({
      ...fileApi,
      'POST /api/companies/invite-from-file/preview': reply(200, {
        ...preview,
        licences: { needed: 0, available: 20 },
      }),
    });
    renderWithProviders(
      <InviteFromFileDialog
        isOpen
        onOpenChange={() => undefined}
        positions={[{ id: 7, name: 'Data analyst', placesLeft: 12 }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Position/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Data analyst (12 places left)' }));
    expect(
      screen.getByRole('checkbox', { name: 'Assign an assessment licence to each person' }),
    ).toBeDisabled();
    await chooseFile();
    expect(await screen.findByText('2 rows: 1 valid, 1 invalid.')).toBeVisible();
    expect(
      screen.getByText(
        'Each person who accepts applies to Data analyst on one of its places (12 left): these invitations hold no licences.',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST /api/companies/invite-from-file/preview')[0]?.url).toBe(
      '/api/companies/invite-from-file/preview?role=manager&lang=en&assignLicense=false&position_id=7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invite 1 person' }));
    expect(api.callsTo('POST /api/companies/invite-from-file')[0]?.url).toBe(
      '/api/companies/invite-from-file?role=manager&lang=en&assignLicense=false&position_id=7',
    );
  });

  it('previews the chosen file, sends its valid rows and reports every row', async () => {
    const api = stubApi(fileApi);
    renderWithProviders(<InviteFromFileDialog isOpen onOpenChange={() => undefined} />);
    await chooseFile();
    expect(await screen.findByText('2 rows: 1 valid, 1 invalid.')).toBeVisible();
    expect(screen.getByText('The valid row will hold 1 licence; 20 available.')).toBeVisible();
    const rows = screen.getAllByRole('row');
    expect(within(rows[2]!).getByText('Invalid')).toBeVisible();
    expect(within(rows[2]!).getByText('This person is already in the company.')).toBeVisible();
    expect(api.callsTo('POST /api/companies/invite-from-file/preview')[0]?.url).toBe(
      '/api/companies/invite-from-file/preview?role=manager&lang=en&assignLicense=true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Invite 1 person' }));
    expect(
      await screen.findByText(
        '1 invitation sent, 1 row not sent. The e-mails leave within a few minutes.',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST /api/companies/invite-from-file')).toHaveLength(1);
  });

  it('previews and sends without licences when the person unticks the option', async () => {
    const api = stubApi({
      ...fileApi,
      'POST /api/companies/invite-from-file/preview': reply(200, {
        ...preview,
        licences: { needed: 0, available: 20 },
      }),
    });
    renderWithProviders(<InviteFromFileDialog isOpen onOpenChange={() => undefined} />);
    const option = screen.getByRole('checkbox', {
      name: 'Assign an assessment licence to each person',
    });
    expect(option).toBeChecked();
    await userEvent.click(option);
    await chooseFile();
    expect(
      await screen.findByText(
        'These invitations hold no licences: people join without one, and you assign it later (20 available).',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST /api/companies/invite-from-file/preview')[0]?.url).toBe(
      '/api/companies/invite-from-file/preview?role=manager&lang=en&assignLicense=false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invite 1 person' }));
    await screen.findByText(/1 invitation sent/);
    expect(api.callsTo('POST /api/companies/invite-from-file')[0]?.url).toBe(
      '/api/companies/invite-from-file?role=manager&lang=en&assignLicense=false',
    );
  });

  it('says why a file is refused, in words of its own', async () => {
    stubApi({
      'POST /api/companies/invite-from-file/preview': reply(415, {
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'The file is neither UTF-8 CSV nor XLSX.',
        code: companyProblems.fileNotATable.code,
      }),
    });
    renderWithProviders(<InviteFromFileDialog isOpen onOpenChange={() => undefined} />);
    await chooseFile();
    expect(await screen.findByText(/This is not a CSV or XLSX file/)).toBeVisible();
  });

  it('gives a person another company holds one reason that names nothing of that company', async () => {
    stubApi({
      'POST /api/companies/invite-from-file/preview': reply(200, {
        ...preview,
        rows: [
          {
            ...preview.rows[1]!,
            email: 'gus@globex.example',
            reason: 'notInvitableHere',
            message: 'This person cannot be invited from here.',
          },
        ],
      }),
    });
    renderWithProviders(<InviteFromFileDialog isOpen onOpenChange={() => undefined} />);
    await chooseFile();
    expect(await screen.findByText('This person cannot be invited from here.')).toBeVisible();
    expect(screen.queryByText(/another company/)).toBeNull();
  });

  it.each([
    [413, companyProblems.fileTooLarge.code, /may hold at most 20 MB once unpacked/],
    [413, requestProblems.tooLarge.code, /may hold at most 20 MB once unpacked/],
    [429, requestProblems.rateLimited.code, /checked too many files or rows in the last hour/],
  ])('explains a %i (%s) for the file in its own words', async (status, code, text) => {
    stubApi({
      'POST /api/companies/invite-from-file/preview': reply(status, {
        statusCode: status,
        error: 'Refused',
        message: 'refused',
        code,
      }),
    });
    renderWithProviders(<InviteFromFileDialog isOpen onOpenChange={() => undefined} />);
    await chooseFile();
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('says nothing was sent when the send meets an invitation limit (429)', async () => {
    stubApi({
      ...fileApi,
      'POST /api/companies/invite-from-file': reply(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'refused',
        code: requestProblems.rateLimited.code,
      }),
    });
    renderWithProviders(<InviteFromFileDialog isOpen onOpenChange={() => undefined} />);
    await chooseFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite 1 person' }));
    expect(await screen.findByText(/^Nothing was sent: your company has sent/)).toBeVisible();
  });
});
