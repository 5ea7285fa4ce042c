import { probeOf, questionBankEntries, type BankKey } from '@facet/interview-guides-domain';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  guideInsideEveryRange,
  guideWithScales,
  invalidGuide,
  profileChoices,
  questionableGuide,
} from '../../story-fixtures';
import { InterviewGuideView, type InterviewGuideViewProps } from './InterviewGuideView';

const props: InterviewGuideViewProps = {
  personLabel: 'erin@acme.example',
  profiles: profileChoices,
  profileId: 7,
  onChooseProfile: () => {},
  guide: guideWithScales,
  backHref: '/company-panel/employee/erin%40acme.example',
};

const english = (key: BankKey) => questionBankEntries[key].en;

describe('InterviewGuideView', () => {
  it('shows each scale’s questions and answers, the note and the validity, never the report', () => {
    renderWithProviders(<InterviewGuideView {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Interview guide' })).toBeInTheDocument();
    expect(screen.getByText('Erin Employee')).toBeInTheDocument();
    expect(
      screen.getByText(/The assessment informs the interview; it never decides/),
    ).toBeInTheDocument();
    expect(screen.getByText('Valid result')).toBeInTheDocument();
    const trust = probeOf('trust', 'low');
    for (const question of trust.questions) {
      expect(screen.getByText(new RegExp(escape(english(question))))).toBeInTheDocument();
    }
    expect(screen.getByText(english(trust.strong))).toBeInTheDocument();
    expect(screen.getByText(english(probeOf('assertiveness', 'high').weak))).toBeInTheDocument();
    expect(
      screen.getByText(/just above the range 30–72, within the margin of error/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Family/)).not.toBeInTheDocument();
  });

  it('says so when every scale is inside the profile’s ranges', () => {
    renderWithProviders(<InterviewGuideView {...props} guide={guideInsideEveryRange} />);
    expect(screen.getByText('Nothing to probe')).toBeInTheDocument();
  });

  it('cautions on a questionable result and names the PEN scales it does not probe', () => {
    renderWithProviders(<InterviewGuideView {...props} guide={questionableGuide} />);
    expect(screen.getByText('Confirm this result before any decision')).toBeInTheDocument();
    expect(screen.getByText(/not probed: Tough-mindedness \(PEN P\)/)).toBeInTheDocument();
  });

  it('aims no question from an invalid result', () => {
    renderWithProviders(<InterviewGuideView {...props} guide={invalidGuide} />);
    expect(screen.getByText('Invalid result: no questions aimed')).toBeInTheDocument();
    expect(screen.queryByText('What to probe, in this order')).not.toBeInTheDocument();
  });

  it('asks for a profile before any guide, and has none to offer without profiles', () => {
    const { unmount } = renderWithProviders(
      <InterviewGuideView {...props} profileId={undefined} guide={undefined} />,
    );
    expect(screen.getByText(/choose the one of the role you interview for/)).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <InterviewGuideView {...props} profiles={[]} profileId={undefined} guide={undefined} />,
    );
    expect(screen.getByText(/Your company has no profile yet/)).toBeInTheDocument();
  });

  it('says why there is no guide for a person without a result, and retries', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <InterviewGuideView
        {...props}
        guide={undefined}
        loadFailure={{ status: 404, code: 'interview_guides.no_result' }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText(/has no result taken under your company yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('downloads the PDF', async () => {
    const onDownloadPdf = vi.fn();
    renderWithProviders(<InterviewGuideView {...props} onDownloadPdf={onDownloadPdf} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(onDownloadPdf).toHaveBeenCalledOnce();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
