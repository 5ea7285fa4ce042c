import type {
  BulkInvitationPreviewAnswer,
  BulkInvitationReportAnswer,
  BulkPreviewRow,
} from '@facet/company-domain';
import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InviteFromFileDialogView } from './InviteFromFileDialogView';

const row = (
  number: number,
  email: string,
  reason: BulkPreviewRow['reason'] = null,
  role = 'employee',
): BulkPreviewRow => ({
  row: number,
  email,
  name: '',
  role,
  language: 'en',
  status: reason ? 'invalid' : 'valid',
  reason,
  message: null,
});

const validRows = [
  { ...row(2, 'ana.lima@example.com'), name: 'Ana Lima', language: 'pt' },
  { ...row(3, 'luis.garcia@example.com'), name: 'Luis García', language: 'es' },
  row(4, 'sam.taylor@example.com', null, 'manager'),
];

const rowsWithErrors = [
  ...validRows,
  row(5, 'not-an-email', 'badEmail'),
  { ...row(15, 'odd.name@example.com', 'badName'), name: 'R2-D2 <script>' },
  row(6, 'odd.role@example.com', 'unknownRole', 'owner'),
  { ...row(7, 'odd.lang@example.com', 'unknownLanguage'), language: 'fr' },
  row(8, 'ana.lima@example.com', 'duplicateRow'),
  row(9, 'erin@acme.example', 'alreadyMember'),
  row(10, 'gus@globex.example', 'notInvitableHere'),
  row(11, 'waiting@example.com', 'pendingHere'),
  row(12, 'elsewhere@example.com', 'notInvitableHere'),
  row(13, 'recent@example.com', 'invitedWithinTheHour'),
  row(14, 'boss@example.com', 'roleNeedsAdministrator', 'admin'),
];

const previewOf = (rows: BulkPreviewRow[], available: number): BulkInvitationPreviewAnswer => {
  const valid = rows.filter((shown) => shown.status === 'valid').length;
  return {
    rows,
    total: rows.length,
    valid,
    invalid: rows.length - valid,
    licences: { needed: valid, available },
  };
};

const report: BulkInvitationReportAnswer = {
  rows: rowsWithErrors.map((shown) => ({
    ...shown,
    outcome: shown.status === 'valid' ? 'invited' : 'skipped',
  })),
  invited: 3,
  skipped: 11,
  message: '3 invitations sent, 11 rows skipped.',
};

const meta = {
  component: InviteFromFileDialogView,
  args: {
    isOpen: true,
    onOpenChange: () => undefined,
    onFile: () => undefined,
    onSend: () => undefined,
    assignLicence: true,
    onAssignLicenceChange: () => undefined,
    state: { step: 'choosing' },
  },
} satisfies Meta<typeof InviteFromFileDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

const chosen = { fileName: 'new-hires.csv' };

export const Idle: Story = {};
export const Checking: Story = { args: { ...chosen, state: { step: 'checking' } } };
export const WrongColumns400: Story = {
  args: { ...chosen, state: { step: 'fileRefused', failure: { status: 400 } } },
};
export const TooLarge413: Story = {
  args: { ...chosen, state: { step: 'fileRefused', failure: { status: 413 } } },
};
/** A workbook under 2 MB that unpacks past its bounds (a large image, a zip bomb) reads the same. */
export const TooLargeUnpacked413: Story = {
  args: {
    fileName: 'people-with-logo.xlsx',
    state: { step: 'fileRefused', failure: { status: 413 } },
  },
};
export const TooManyPreviews429: Story = {
  args: { ...chosen, state: { step: 'fileRefused', failure: { status: 429 } } },
};
export const NotATable415: Story = {
  args: { fileName: 'photo.png', state: { step: 'fileRefused', failure: { status: 415 } } },
};
export const Formula422: Story = {
  args: {
    ...chosen,
    state: {
      step: 'fileRefused',
      failure: { status: 422, message: 'Row 7, column B holds a formula.' },
    },
  },
};
export const ServerError: Story = {
  args: { ...chosen, state: { step: 'fileRefused', failure: { status: 500 } } },
};
export const PreviewWithErrors: Story = {
  args: { ...chosen, state: { step: 'previewed', preview: previewOf(rowsWithErrors, 60) } },
};
export const PreviewAllValid: Story = {
  args: { ...chosen, state: { step: 'previewed', preview: previewOf(validRows, 60) } },
};
export const PreviewNoValidRows: Story = {
  args: {
    ...chosen,
    state: { step: 'previewed', preview: previewOf(rowsWithErrors.slice(3), 60) },
  },
};
/** The invitations assign no licence: none will be held, people join without one. */
export const PreviewWithoutLicences: Story = {
  args: {
    ...chosen,
    assignLicence: false,
    state: {
      step: 'previewed',
      preview: { ...previewOf(validRows, 60), licences: { needed: 0, available: 60 } },
    },
  },
};
export const LicenceShortfall: Story = {
  args: { ...chosen, state: { step: 'previewed', preview: previewOf(validRows, 1) } },
};
export const Sending: Story = {
  args: {
    ...chosen,
    state: { step: 'previewed', preview: previewOf(validRows, 60), isSending: true },
  },
};
export const SendRefused402: Story = {
  args: {
    ...chosen,
    state: {
      step: 'previewed',
      preview: previewOf(validRows, 60),
      sendFailure: { status: 402 },
    },
  },
};
export const SendRefused429: Story = {
  args: {
    ...chosen,
    state: {
      step: 'previewed',
      preview: previewOf(validRows, 60),
      sendFailure: { status: 429 },
    },
  },
};
export const SendFailed: Story = {
  args: {
    ...chosen,
    state: {
      step: 'previewed',
      preview: previewOf(validRows, 60),
      sendFailure: { status: 500 },
    },
  },
};
export const Sent: Story = { args: { ...chosen, state: { step: 'sent', report } } };
export const PreviewOnAPhone: Story = {
  ...PreviewWithErrors,
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};

const openPositions = [
  { id: 7, name: 'Data analyst', placesLeft: 12 },
  { id: 9, name: 'Support lead', placesLeft: 1 },
];

/** The company has open positions: the whole file may be invited to one (D95). */
export const WithPositions: Story = { args: { positions: openPositions } };
/** A position is chosen: its places are the licences, so none is held or asked for. */
export const PreviewForAPosition: Story = {
  args: {
    ...chosen,
    positions: openPositions,
    positionId: 7,
    state: {
      step: 'previewed',
      preview: { ...previewOf(validRows, 60), licences: { needed: 0, available: 60 } },
    },
  },
};
/** The position closed or filled since the dialog listed it. */
export const PositionFull409: Story = {
  args: {
    ...chosen,
    positions: openPositions,
    positionId: 9,
    state: {
      step: 'fileRefused',
      failure: { status: 409, code: 'company.invitation_position_full' },
    },
  },
};
