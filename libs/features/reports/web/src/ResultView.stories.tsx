import { candidateSummaryOf } from '@facet/reports-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultView } from './ResultView';
import { fixtureReport, fixtureReportNearBorders } from './story-fixtures';

const meta = {
  component: ResultView,
  args: {
    screen: { kind: 'success', inform: fixtureReport('en') },
    download: { kind: 'idle' },
    onDownload: () => undefined,
    onRetry: () => undefined,
  },
  parameters: {
    route: '/results/12',
    screenStates: {
      empty: 'a finished assessment always has its full report; an unknown result is NotFound',
    },
  },
} satisfies Meta<typeof ResultView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const CandidateSummary: Story = {
  args: { screen: { kind: 'success', inform: candidateSummaryOf(fixtureReport('en')) } },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  args: { screen: { kind: 'success', inform: fixtureReport('es') } },
};

export const Portuguese: Story = {
  globals: { language: 'pt' },
  args: { screen: { kind: 'success', inform: fixtureReport('pt') } },
};

/**
 * Two facets near a level boundary: their 90 % bands cross a cut-off, so their level reads
 * "Likely average to high" (or "Likely low to high") and their texts open with a hedge (see
 * Leadership need). Openness and Values carry the provisional-norms caveat.
 */
export const NearALevelBoundary: Story = {
  args: { screen: { kind: 'success', inform: fixtureReportNearBorders('en') } },
};

export const NearALevelBoundarySpanish: Story = {
  args: { screen: { kind: 'success', inform: fixtureReportNearBorders('es') } },
};

export const NearALevelBoundaryPortuguese: Story = {
  args: { screen: { kind: 'success', inform: fixtureReportNearBorders('pt') } },
};

/** The protocol passed every validity check: no notice. */
export const ValidProtocol: Story = {
  args: {
    screen: {
      kind: 'success',
      inform: fixtureReport('en'),
      validity: { status: 'valid', flags: [], indices: null },
    },
  },
};

/** The page in the dark theme: the pole sliders, cards and bars on dark surfaces. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    screen: {
      kind: 'success',
      inform: fixtureReport('en'),
      validity: { status: 'questionable', flags: ['too_fast'], indices: null },
    },
  },
};

/** One validity flag: a compact notice under the title, its details folded, the report as usual. */
export const QuestionableProtocol: Story = {
  args: {
    screen: {
      kind: 'success',
      inform: fixtureReport('en'),
      validity: { status: 'questionable', flags: ['too_fast'], indices: null },
    },
  },
};

/** Two flags or a page of one answer: the person still reads the report, with a clear notice. */
export const InvalidProtocol: Story = {
  args: {
    screen: {
      kind: 'success',
      inform: fixtureReport('en'),
      validity: { status: 'invalid', flags: ['longstring', 'acquiescence'], indices: null },
    },
  },
};

export const QuestionableProtocolPortuguese: Story = {
  globals: { language: 'pt' },
  args: {
    screen: {
      kind: 'success',
      inform: fixtureReport('pt'),
      validity: { status: 'questionable', flags: ['antonym_inconsistency'], indices: null },
    },
  },
};

export const InvalidProtocolSpanish: Story = {
  globals: { language: 'es' },
  args: {
    screen: {
      kind: 'success',
      inform: fixtureReport('es'),
      validity: { status: 'invalid', flags: ['longstring', 'too_fast'], indices: null },
    },
  },
};

export const PreparingPdf: Story = { args: { download: { kind: 'pending' } } };

export const PdfDownloading: Story = { args: { download: { kind: 'started' } } };

export const PdfFailed: Story = {
  args: { download: { kind: 'failed', message: 'Error fetching inform document.' } },
};

export const Loading: Story = { args: { screen: { kind: 'loading' } } };

export const NotFound: Story = {
  args: { screen: { kind: 'notFound', message: 'Result not found.' } },
};

export const Error: Story = { args: { screen: { kind: 'error' } } };

/** The narrowest phone the product is checked on: nothing may scroll sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '390px', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
