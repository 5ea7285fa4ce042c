import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanyHomeWelcome } from './CompanyHomeWelcome';

const acmeBranding = {
  branding: {
    companyName: 'Acme Demo',
    logoUrl: '/api/company-logos/abc',
    welcomeLine: 'Thank you for helping us build a great team.',
  },
};

describe('CompanyHomeWelcome', () => {
  it("shows the member's company logo and welcome line, signed by the company", async () => {
    stubApi({ 'GET /api/companies/branding': reply(200, acmeBranding) });
    renderWithProviders(<CompanyHomeWelcome />);
    expect(screen.getByText("Loading your company's welcome…")).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Logo of Acme Demo' })).toHaveAttribute(
      'src',
      '/api/company-logos/abc',
    );
    expect(screen.getByText('Thank you for helping us build a great team.')).toBeInTheDocument();
    expect(screen.getByText('— Acme Demo')).toBeInTheDocument();
    expect(screen.queryByText("Loading your company's welcome…")).not.toBeInTheDocument();
  });

  it('shows nothing for a company that set neither, nor for a person no longer in one', async () => {
    stubApi({
      'GET /api/companies/branding': reply(200, {
        branding: { companyName: 'Acme Demo', logoUrl: null, welcomeLine: null },
      }),
    });
    const { container, unmount } = renderWithProviders(<CompanyHomeWelcome />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    unmount();
    stubApi({ 'GET /api/companies/branding': reply(404, { message: 'Not a member' }) });
    const left = renderWithProviders(<CompanyHomeWelcome />);
    await waitFor(() => expect(left.container).toBeEmptyDOMElement());
  });

  it('says the welcome failed to load and tries again on request', async () => {
    let fails = true;
    const api = stubApi({
      'GET /api/companies/branding': () => (fails ? reply(500, {}) : reply(200, acmeBranding)),
    });
    renderWithProviders(<CompanyHomeWelcome />);
    expect(
      await screen.findByRole('heading', { name: "Your company's welcome could not be loaded" }),
    ).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Logo of Acme Demo' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/companies/branding').length).toBeGreaterThanOrEqual(2);
  });
});
