import { LanguageProvider } from '@facet/platform-i18n-react';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequestDetailPage } from './RequestDetailPage';
import { sampleAdminAnswer, sampleRequest } from '../../story-fixtures';

const ownAnswer = { arsulipo: sampleRequest, messages: sampleAdminAnswer.messages };

function renderDetail() {
  renderWithProviders(
    <LanguageProvider initialLanguage="en">
      <Routes>
        <Route path="/account/arsulipo/:arsulipo_id" element={<RequestDetailPage />} />
      </Routes>
    </LanguageProvider>,
    { initialPath: '/account/arsulipo/7' },
  );
}

async function write(message: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: 'Your message' }));
  await userEvent.paste(message);
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('RequestDetailPage', () => {
  it('sends a message in the thread and clears the draft', async () => {
    const api = stubApi({
      'GET /api/arsulipo/user/7': reply(200, ownAnswer),
      'PATCH /api/arsulipo/user': reply(200, ownAnswer),
    });
    renderDetail();
    await write('Is there any news?');
    expect(api.callsTo('PATCH /api/arsulipo/user')[0]?.body).toEqual({
      arsulipo_id: 7,
      message: 'Is there any news?',
      lang: 'en',
    });
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('keeps the draft and says so when the message could not be sent', async () => {
    stubApi({
      'GET /api/arsulipo/user/7': reply(200, ownAnswer),
      'PATCH /api/arsulipo/user': reply(500, { message: 'boom' }),
    });
    renderDetail();
    await write('Is there any news?');
    expect(await screen.findByText('The message could not be sent.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Is there any news?');
  });
});
