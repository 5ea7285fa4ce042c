import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTitle, useRouteDocumentTitle } from './page-title';

function Layout() {
  useRouteDocumentTitle();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <p>Landing</p> },
          {
            path: 'account',
            handle: pageTitle({ id: 'account', defaultMessage: 'Account' }),
            children: [
              {
                path: 'arsulipo/:id',
                handle: pageTitle({ id: 'request', defaultMessage: 'Data-rights request' }),
                element: <p>Request</p>,
              },
              { index: true, element: <p>Account</p> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <IntlProvider locale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

describe('useRouteDocumentTitle', () => {
  it("names the page by the deepest route's title and the product", () => {
    renderAt('/account/arsulipo/4');
    expect(document.title).toBe('Data-rights request · Facet');
  });

  it("falls back to a parent route's title", () => {
    renderAt('/account');
    expect(document.title).toBe('Account · Facet');
  });

  it('shows the product name alone where no route names the page', () => {
    renderAt('/');
    expect(document.title).toBe('Facet');
  });
});
