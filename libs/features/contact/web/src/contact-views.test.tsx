import { contactProblems } from '@facet/contact-domain';
import { requestFieldProblems } from '@facet/data-rights-domain';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactDetailView } from './ContactDetailView';
import { ContactFormView } from './ContactFormView';
import { ContactRequestsPanelView } from './ContactRequestsPanelView';
import { sampleContact } from './story-fixtures';

const values = { name: '', email: '', phone_prefix: '', phone: '', lang: 'en', message: '' };
const form = (props: Partial<Parameters<typeof ContactFormView>[0]>) =>
  renderWithProviders(
    <ContactFormView
      values={values}
      fieldErrors={{}}
      isSubmitting={false}
      isSent={false}
      onChange={() => undefined}
      onSubmit={() => undefined}
      {...props}
    />,
  );

describe('ContactFormView', () => {
  it('shows the phone field problems of the shared schema', () => {
    form({
      fieldErrors: {
        phone_prefix: requestFieldProblems.phonePrefixInvalid,
        phone: requestFieldProblems.phoneInvalid,
      },
    });
    expect(screen.getByText('Use + followed by 1 to 4 digits.')).toBeInTheDocument();
    expect(screen.getByText('Use 6 to 15 digits.')).toBeInTheDocument();
  });

  it.each([
    [
      406,
      contactProblems.underReview.code,
      'Your earlier request is under review; we will be in touch.',
    ],
    [
      409,
      contactProblems.alreadyPending.code,
      'You already have a pending request; we will answer it soon.',
    ],
    [
      423,
      contactProblems.recentlyContacted.code,
      'We have already contacted you about your request. Please reply to our e-mail.',
    ],
  ])('explains a %i answer (%s)', (status, code, text) => {
    form({ failure: { status, code } });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('thanks the person once sent', () => {
    form({ isSent: true });
    expect(screen.getByText(/we have received your request/)).toBeInTheDocument();
  });
});

describe('ContactRequestsPanelView', () => {
  it('lists requests with a link to each', () => {
    renderWithProviders(
      <ContactRequestsPanelView
        contactForms={[sampleContact]}
        page={1}
        totalPages={1}
        onPageChange={() => undefined}
        searchTerm=""
        onSearchTermChange={() => undefined}
        includeInactive={false}
        onIncludeInactiveChange={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'Open request from Vera Visitor' })).toHaveAttribute(
      'href',
      '/admin/contact/4',
    );
  });
});

describe('ContactDetailView', () => {
  it('shows the request and its status', () => {
    renderWithProviders(
      <ContactDetailView
        contactForm={sampleContact}
        isLoading={false}
        isSaving={false}
        onStatusChange={() => undefined}
      />,
    );
    expect(screen.getByText('vera@visitor.example')).toBeInTheDocument();
    expect(screen.getAllByText('Sent').length).toBeGreaterThan(0);
    expect(screen.getByText(/^(English|Spanish|Portuguese)$/)).toBeInTheDocument();
  });
});
