import {
  consentVersion,
  itemCount,
  questionsForLanguage,
  totalPages,
  type Answer,
  type AssessmentProgress,
  type LaunchAnswer,
} from '@facet/assessment-domain';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DiagnosticPage } from './DiagnosticPage';

const questions = questionsForLanguage('en');
const idsOnPage = (page: number) =>
  questions.filter((question) => question.page === page).map((question) => question.question_id);
const allIds = questions.map((question) => question.question_id);
const agreeingTo = (ids: readonly string[]) =>
  Object.fromEntries(ids.map((id) => [id, 'agree'])) as Record<string, Answer>;

function launchAnswer(overrides: Partial<LaunchAnswer> = {}): LaunchAnswer {
  return {
    questions,
    page: 1,
    totalPages,
    answers: {},
    consented: true,
    consentVersion,
    lang: 'en',
    retake: false,
    ...overrides,
  };
}

const notStarted: AssessmentProgress = {
  state: 'notStarted',
  page: 1,
  answered: 0,
  total: itemCount,
  totalPages,
  latestResultId: null,
  companyName: 'Acme',
};

const diagnosesApi = (
  launch: LaunchAnswer,
  progress: AssessmentProgress = notStarted,
): ApiRoutes => ({
  'GET /api/diagnoses/progress': reply(200, progress),
  'POST /api/diagnoses/launch': reply(200, launch),
  'POST /api/diagnoses/consent': reply(200, { consented: true, version: consentVersion }),
  'PATCH /api/diagnoses/submit': ({ body }) =>
    (body as { finish: boolean }).finish
      ? reply(200, { result_id: 77 })
      : reply(200, { answered: 20, page: 2 }),
});

function renderDiagnostic() {
  renderWithProviders(
    <Routes>
      <Route path="/diagnostic" element={<DiagnosticPage />} />
      <Route path="/results/:id" element={<p>Result page</p>} />
    </Routes>,
    { initialPath: '/diagnostic' },
  );
}

async function start() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start the assessment' }));
}

const submitted = (api: ReturnType<typeof stubApi>) =>
  api
    .callsTo('PATCH /api/diagnoses/submit')
    .map(
      ({ body }) =>
        body as { responses: { question_id: string; answer: Answer }[]; finish: boolean },
    );

describe('DiagnosticPage', () => {
  it('resumes an attempt in progress at its page, without the introduction', async () => {
    const saved = agreeingTo(allIds.slice(0, 120));
    const api = stubApi(
      diagnosesApi(launchAnswer({ page: 7, answers: saved }), {
        ...notStarted,
        state: 'inProgress',
        page: 7,
        answered: 120,
      }),
    );
    renderDiagnostic();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 7 of 12' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: /Start the assessment|Continue at page/ }),
    ).toBeNull();
    expect(api.callsTo('POST /api/diagnoses/launch')).toHaveLength(1);
  });

  it('shows the introduction and launches nothing until asked when no attempt is open', async () => {
    const api = stubApi(diagnosesApi(launchAnswer()));
    renderDiagnostic();
    expect(await screen.findByRole('button', { name: 'Start the assessment' })).toBeVisible();
    expect(api.callsTo('POST /api/diagnoses/launch')).toHaveLength(0);
  });

  it('still offers to start when the progress cannot be read', async () => {
    stubApi(diagnosesApi(launchAnswer()), {
      'GET /api/diagnoses/progress': reply(500, {}),
    });
    renderDiagnostic();
    await start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
  });

  it('records consent, then shows the first page', async () => {
    const api = stubApi(diagnosesApi(launchAnswer({ consented: false })));
    renderDiagnostic();
    await start();
    const dialog = await screen.findByRole('dialog', { name: 'Consent to data processing' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
    expect(api.callsTo('POST /api/diagnoses/launch')[0]?.body).toEqual({ lang: 'en' });
    expect(api.callsTo('POST /api/diagnoses/consent')[0]?.body).toEqual({
      consents: true,
      version: consentVersion,
    });
  });

  it('goes back to the introduction when consent is declined', async () => {
    stubApi(diagnosesApi(launchAnswer({ consented: false })));
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personality assessment' }),
    ).toBeVisible();
  });

  it('resumes at the page the server names, counting the answers it holds', async () => {
    stubApi(
      diagnosesApi(
        launchAnswer({ page: 3, answers: agreeingTo([...idsOnPage(1), ...idsOnPage(2)]) }),
      ),
    );
    renderDiagnostic();
    await start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 3 of 12' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuetext',
      '40 of 240 answered',
    );
  });

  it('will not go on from a page with a gap, then saves the completed page and goes on', async () => {
    const pageOne = idsOnPage(1);
    const api = stubApi(diagnosesApi(launchAnswer({ answers: agreeingTo(pageOne.slice(1)) })));
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('1 statement on this page is not answered yet.')).toBeVisible();
    expect(submitted(api)).toEqual([]);
    // Focus goes to the gap, so the next key answers it.
    const [firstStatement] = screen.getAllByRole('radiogroup');
    await waitFor(() =>
      expect(
        within(firstStatement as HTMLElement).getByRole('radio', { name: 'Strongly disagree' }),
      ).toHaveFocus(),
    );

    await userEvent.click(
      within(firstStatement as HTMLElement).getByRole('radio', { name: 'Disagree' }),
    );
    expect(screen.getByText('The answers on this page are saved when you continue.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 2 of 12' })).toBeVisible();
    const [save] = submitted(api);
    expect(save).toMatchObject({ lang: 'en', finish: false });
    expect(save?.responses).toHaveLength(20);
    expect(save?.responses[0]).toEqual({ question_id: pageOne[0], answer: 'disagree' });
    expect(screen.getByText('Your answers so far are saved.')).toBeVisible();
  });

  it('goes back a page without a call when nothing is unsaved', async () => {
    const api = stubApi(diagnosesApi(launchAnswer({ page: 2, answers: agreeingTo(idsOnPage(1)) })));
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
    expect(submitted(api)).toEqual([]);
  });

  it('finishing with a gap saves the shown page and jumps to the first page with a gap', async () => {
    const gap = idsOnPage(4)[7] as string;
    const api = stubApi(
      diagnosesApi(
        launchAnswer({ page: 12, answers: agreeingTo(allIds.filter((id) => id !== gap)) }),
      ),
    );
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 4 of 12' })).toBeVisible();
    expect(screen.getByText('1 statement on this page is not answered yet.')).toBeVisible();
    expect(screen.getAllByText('Not answered yet')).toHaveLength(1);
    expect(submitted(api).map(({ finish }) => finish)).toEqual([false]);
  });

  it('asks to confirm the finish and sends nothing when the person goes back to review', async () => {
    const api = stubApi(diagnosesApi(launchAnswer({ page: 12, answers: agreeingTo(allIds) })));
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Finish the assessment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review my answers' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(submitted(api)).toEqual([]);
  });

  it('finishes when every statement is answered and the finish is confirmed, says so and leads to the result', async () => {
    const api = stubApi(diagnosesApi(launchAnswer({ page: 12, answers: agreeingTo(allIds) })));
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish and see my result' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re done!' })).toBeVisible();
    expect(screen.getByText(/You answered all 240 statements/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your profile at a glance' })).toHaveAttribute(
      'href',
      '/results/77',
    );
    expect(submitted(api)).toEqual([
      {
        responses: idsOnPage(12).map((id) => ({ question_id: id, answer: 'agree' })),
        lang: 'en',
        finish: true,
      },
    ]);
  });

  it('keeps the answers on screen and never shows the server’s words when a save fails', async () => {
    const api = stubApi(diagnosesApi(launchAnswer({ answers: agreeingTo(idsOnPage(1)) })), {
      'PATCH /api/diagnoses/submit': reply(500, { message: 'Database unavailable' }),
    });
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be saved/);
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(20);
    expect(submitted(api)).toHaveLength(1);
  });

  it('says in its own words that the page could not be saved when the server is away (503)', async () => {
    stubApi(diagnosesApi(launchAnswer({ answers: agreeingTo(idsOnPage(1)) })), {
      'PATCH /api/diagnoses/submit': reply(503, { message: 'upstream timeout' }),
    });
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be saved/);
    expect(screen.queryByText('upstream timeout')).toBeNull();
  });

  it('shows the finished assessment when a save answers 409', async () => {
    stubApi(diagnosesApi(launchAnswer({ answers: agreeingTo(idsOnPage(1)) })), {
      'PATCH /api/diagnoses/submit': reply(409, {
        message: 'You have already finished the assessment.',
      }),
    });
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Assessment completed' })).toBeVisible();
  });

  it('explains a launch refused for want of licences (402)', async () => {
    stubApi(diagnosesApi(launchAnswer()), {
      'POST /api/diagnoses/launch': reply(402, { message: 'Your company has no licences left.' }),
    });
    renderDiagnostic();
    await start();
    expect(
      await screen.findByRole('heading', { name: 'Your company has no licences left' }),
    ).toBeVisible();
  });

  it('offers a retry after a failed launch, and goes on when it works', async () => {
    const api = stubApi(diagnosesApi(launchAnswer()), {
      'POST /api/diagnoses/launch': reply(500, {}),
    });
    renderDiagnostic();
    await start();
    expect(await screen.findByText('Error fetching diagnostic.')).toBeVisible();
    api.answer('POST /api/diagnoses/launch', reply(200, launchAnswer()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
    await waitFor(() => expect(api.callsTo('POST /api/diagnoses/launch')).toHaveLength(2));
  });
});

describe('DiagnosticPage: an attempt in another language than the interface', () => {
  const spanishAttemptHalfway = () =>
    launchAnswer({ page: 2, answers: agreeingTo(idsOnPage(1)), lang: 'es' });

  it('says the statements stay in the attempt’s language, and starts again in the interface’s once confirmed', async () => {
    const api = stubApi(diagnosesApi(spanishAttemptHalfway()), {
      'POST /api/diagnoses/restart': reply(200, launchAnswer()),
    });
    renderDiagnostic();
    await start();
    expect(
      await screen.findByText(/The statements stay in Spanish, the language you started in/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start again in English' }));
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'Start again in English?',
    });
    expect(
      within(confirmation).getByText(/The 20 answers you have given are cleared/),
    ).toBeVisible();
    await userEvent.click(
      within(confirmation).getByRole('button', { name: 'Start again in English' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
    expect(api.callsTo('POST /api/diagnoses/restart').map(({ body }) => body)).toEqual([
      { lang: 'en' },
    ]);
    expect(screen.queryByText(/The statements stay in/)).toBeNull();
    expect(screen.getByText('0 of 240 answered')).toBeVisible();
  });

  it('keeps going in the attempt’s language, sending nothing, when the person declines', async () => {
    const api = stubApi(diagnosesApi(spanishAttemptHalfway()));
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Start again in English' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep going in Spanish' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST /api/diagnoses/restart')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Page 2 of 12' })).toBeVisible();
  });

  it('keeps the answers and says the restart failed when the server refuses it', async () => {
    stubApi(diagnosesApi(spanishAttemptHalfway()), {
      'POST /api/diagnoses/restart': reply(500, { message: 'Database unavailable' }),
    });
    renderDiagnostic();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Start again in English' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Start again in English',
      }),
    );
    expect(await screen.findByText(/The assessment could not start again/)).toBeVisible();
    expect(screen.queryByText('Database unavailable')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Page 2 of 12' })).toBeVisible();
  });
});
