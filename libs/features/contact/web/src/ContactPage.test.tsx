import { contactProblems } from '@facet/contact-domain';
import { LanguageProvider } from '@facet/platform-i18n-react';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './ContactPage';
import { sampleContact } from './story-fixtures';

function renderContact() {
  renderWithProviders(
    <LanguageProvider initialLanguage="en">
      <ContactPage />
    </LanguageProvider>,
  );
}

/** Pastes rather than types the longer values: the machine is shared and typing is slow. */
async function fill(name: string, value: string) {
  await userEvent.click(screen.getByRole('textbox', { name }));
  await userEvent.paste(value);
}

/** The prefix typed as a code, as most people do; `country` picks it from the list instead. */
async function fillAndSend(country?: { name: string; prefix: string }) {
  await fill('Name', 'Vera Visitor');
  await fill('E-mail', 'vera@visitor.example');
  await userEvent.click(screen.getByRole('combobox', { name: 'Prefix' }));
  if (country) {
    await userEvent.paste(country.name);
    await userEvent.click(
      await screen.findByRole('option', { name: `${country.name} ${country.prefix}` }),
    );
  } else {
    await userEvent.paste('+34');
    await userEvent.keyboard('{Escape}');
  }
  await fill('Phone', '600123456');
  await fill('Message', 'We would like a demo for our team.');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('ContactPage', () => {
  it('sends the request in the page language and thanks the visitor', async () => {
    const api = stubApi({
      'POST /api/contact/create': reply(201, { contactForm: sampleContact, message: 'Created' }),
    });
    renderContact();
    await fillAndSend();
    expect(
      await screen.findByText(
        'Thank you: we have received your request and will contact you soon.',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST /api/contact/create')[0]?.body).toEqual({
      name: 'Vera Visitor',
      email: 'vera@visitor.example',
      phone_prefix: '+34',
      phone: '600123456',
      lang: 'en',
      message: 'We would like a demo for our team.',
    });
  });

  it('takes the prefix of any country, found by its name', async () => {
    const api = stubApi({
      'POST /api/contact/create': reply(201, { contactForm: sampleContact, message: 'Created' }),
    });
    renderContact();
    await fillAndSend({ name: 'Netherlands', prefix: '+31' });
    await screen.findByText('Thank you: we have received your request and will contact you soon.');
    expect(api.callsTo('POST /api/contact/create')[0]?.body).toMatchObject({
      phone_prefix: '+31',
    });
  });

  it('moves focus to the first field with a problem when the form is refused', async () => {
    const api = stubApi({});
    renderContact();
    await fill('E-mail', 'vera@visitor.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(api.calls).toEqual([]);
  });

  it('says a request is already pending (409), keeping the form', async () => {
    stubApi({
      'POST /api/contact/create': reply(409, {
        message: 'Pending',
        code: contactProblems.alreadyPending.code,
      }),
    });
    renderContact();
    await fillAndSend();
    expect(
      await screen.findByText('You already have a pending request; we will answer it soon.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'We would like a demo for our team.',
    );
  });
});
