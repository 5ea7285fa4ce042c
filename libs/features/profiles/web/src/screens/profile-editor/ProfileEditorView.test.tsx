import type { ScaleScores } from '@facet/assessment-domain';
import { rangesOfTemplate } from '@facet/profiles-domain';
import { renderWithProviders } from '@facet/platform-testing-web';
import {
  profileFieldsFromRanges,
  rangeOfLevelSpan,
  rangesAroundScores,
  scaleName,
} from '@facet/reports-domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyProfileContent, CopyResultContent } from './ProfileCopyDialogs';
import { ProfileEditorView } from './ProfileEditorView';
import { ProfileStartingPoints, type ApplyStartingPoint } from './ProfileStartingPoints';
import { sampleProfile, sampleProfiles, sampleResultAnswer } from '../../story-fixtures';

const scores = sampleResultAnswer(false).scores as ScaleScores;

function startingPoints(apply: ApplyStartingPoint) {
  return (
    <ProfileStartingPoints
      onApply={apply}
      copyProfile={(close) => (
        <CopyProfileContent profiles={sampleProfiles} onApply={apply} close={close} />
      )}
      copyResult={(close) => (
        <CopyResultContent
          employees={[{ name: 'Erin Employee', email: 'erin@acme.example' }]}
          chosenEmail="erin@acme.example"
          onChooseEmail={() => undefined}
          results={[{ result_id: 5, number: 2, date: '2025-03-02T09:00:00.000Z' }]}
          chosenResultId={5}
          onChooseResult={() => undefined}
          scores={{ state: 'ready', scores }}
          onApply={apply}
          close={close}
        />
      )}
    />
  );
}

describe('ProfileEditorView: saving with problems', () => {
  it('lists every problem next to Save as a link and focuses the first invalid field', async () => {
    const onSave = vi.fn(async () => true);
    renderWithProviders(
      <ProfileEditorView
        mode="view"
        startsEditing
        profile={sampleProfile({ min_anxiety: 20, max_anxiety: 10 })}
        onSave={onSave}
      />,
    );
    const name = screen.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();

    const summary = screen.getByRole('group', { name: 'Fix these 2 problems to save:' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter a name of letters, digits, spaces and simple punctuation (at most 60 characters).',
      'Anxiety: The “from” percentile must be below the “to” percentile, at least one point apart on this scale.',
    ]);
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.click(links[1]!);
    expect(screen.getByRole('textbox', { name: 'From percentile Anxiety' })).toHaveFocus();
  }, 60_000);

  it('focuses the "no range" message when nothing is set, and the summary shrinks as problems go', async () => {
    renderWithProviders(<ProfileEditorView mode="create" onSave={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Analyst');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = screen.getByRole('group', { name: 'Fix this problem to save:' });
    expect(summary).toHaveTextContent('Give a minimum and a maximum for at least one scale.');
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent(
        'Give a minimum and a maximum for at least one scale.',
      ),
    );
    // A facet folds under its domain while editing (D71).
    await userEvent.click(
      screen.getByRole('button', { name: 'The 6 facets of Openness to experience' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`Wanted range ${scaleName('ideas', 'en')}`) }),
    );
    await userEvent.click(screen.getByRole('option', { name: 'High' }));
    expect(screen.queryByRole('group', { name: /problem/ })).toBeNull();
  }, 60_000);
});

describe('ProfileEditorView: starting points', () => {
  it('fills name and ranges from a template, and saves them in raw points', async () => {
    const onSave = vi.fn(async () => true);
    renderWithProviders(
      <ProfileEditorView mode="create" onSave={onSave} startingPoints={startingPoints} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use a template' }));
    const dialog = screen.getByRole('dialog', { name: 'Use a template' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Software engineering/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this template' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Software engineering');
    expect(
      screen.getByRole('button', { name: new RegExp(`Wanted range ${scaleName('ideas', 'en')}`) }),
    ).toHaveTextContent('Average to high');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      name: 'Software engineering',
      ...profileFieldsFromRanges(rangesOfTemplate('software_engineering')),
    });
  }, 60_000);

  it('copies another profile and a person’s levels', async () => {
    const onSave = vi.fn(async () => true);
    renderWithProviders(
      <ProfileEditorView
        mode="view"
        startsEditing
        profile={sampleProfile({ name: 'Benchmark' })}
        onSave={onSave}
        startingPoints={startingPoints}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy from a person’s result' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy from a person’s result' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use these ranges' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenLastCalledWith({
      name: 'Benchmark',
      ...profileFieldsFromRanges(rangesAroundScores(scores, 'level')),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy another profile' }));
    const copy = screen.getByRole('dialog', { name: 'Copy another profile' });
    await userEvent.click(within(copy).getByRole('button', { name: /Profile to copy/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Analyst' }));
    await userEvent.click(within(copy).getByRole('button', { name: 'Copy its ranges' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ min_extraversion: 100, max_extraversion: 170, min_trust: null }),
    );
  }, 90_000);
});

describe('ProfileEditorView: viewing', () => {
  it('shows only the scales with a range, in words, and all of them on request', async () => {
    const average = rangeOfLevelSpan('extraversion', 'average');
    renderWithProviders(
      <ProfileEditorView
        mode="view"
        profile={sampleProfile({ min_extraversion: average.min, max_extraversion: average.max })}
        onSave={vi.fn()}
      />,
    );
    const rows = () => screen.getAllByRole('group').filter((group) => group.tagName === 'DIV');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^AnxietyPercentiles \d+–\d+/),
      expect.stringMatching(/^ExtraversionAverage/),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 38 scales' }));
    expect(rows()).toHaveLength(38);
    expect(screen.getByRole('group', { name: 'Trust' })).toHaveTextContent('Not set');
  }, 60_000);
});
