import { LanguageProvider } from '@facet/platform-i18n-react';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataRightsFormPage } from './DataRightsFormPage';
import { sampleRequest } from '../../story-fixtures';

function renderForm() {
  renderWithProviders(
    <LanguageProvider initialLanguage="en">
      <DataRightsFormPage />
    </LanguageProvider>,
    { signedIn: { kind: 'user', name: 'Erin Employee', email: 'erin@acme.example' } },
  );
}

async function askForAccess() {
  await userEvent.click(await screen.findByRole('button', { name: /Right/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Access' }));
  await userEvent.click(screen.getByRole('textbox', { name: 'Details' }));
  await userEvent.paste('Please send me all the data you hold about me.');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
}

describe('DataRightsFormPage', () => {
  it("files a signed-in person's request with their name and e-mail, and links to it", async () => {
    const api = stubApi({
      'POST /api/arsulipo/user': reply(201, { arsulipo: sampleRequest, message: 'Received' }),
    });
    renderForm();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Erin Employee');
    await askForAccess();
    expect(
      await screen.findByText(
        'Your request has been received. We have sent a confirmation to your e-mail.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your request' })).toHaveAttribute(
      'href',
      '/account/arsulipo/7',
    );
    expect(api.callsTo('POST /api/arsulipo/user')[0]?.body).toEqual({
      name: 'Erin Employee',
      email: 'erin@acme.example',
      right: 'access',
      message: 'Please send me all the data you hold about me.',
      lang: 'en',
    });
  });

  it("shows the server's field problems on the form (400)", async () => {
    stubApi({
      'POST /api/arsulipo/user': reply(400, { message: 'message: is too short' }),
    });
    renderForm();
    await askForAccess();
    expect(await screen.findByText('Some fields need attention.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
