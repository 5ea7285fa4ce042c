import { Box, Container } from '@facet/design-system';
import { pageTitle } from '@facet/platform-web-kit';
import { Outlet, type RouteObject } from 'react-router';
import { sessionCatalogue } from './messages';

const { messages } = sessionCatalogue;

/** Sign-in and password forms read best in a narrow column. */
function FormPageLayout() {
  return (
    <Container width="small">
      <Box paddingY="xlarge">
        <Outlet />
      </Box>
    </Container>
  );
}

/** The session screens (spec/product.md §2), each loaded on first visit (DESIGN §8). */
const formPages: RouteObject[] = [
  {
    path: 'login',
    handle: pageTitle(messages.loginTitle),
    lazy: async () => {
      const { LoginPage } = await import('./screens/login/LoginPage');
      return { Component: () => <LoginPage audience="user" /> };
    },
  },
  {
    path: 'admin',
    handle: pageTitle(messages.adminLoginTitle),
    lazy: async () => {
      const { LoginPage } = await import('./screens/login/LoginPage');
      return { Component: () => <LoginPage audience="admin" /> };
    },
  },
  {
    path: 'forgot-password',
    handle: pageTitle(messages.forgotPasswordTitle),
    lazy: async () => {
      const { ForgotPasswordPage } = await import('./screens/forgot-password/ForgotPasswordPage');
      return { Component: () => <ForgotPasswordPage audience="user" /> };
    },
  },
  {
    path: 'admin/forgot-password',
    handle: pageTitle(messages.adminForgotPasswordTitle),
    lazy: async () => {
      const { ForgotPasswordPage } = await import('./screens/forgot-password/ForgotPasswordPage');
      return { Component: () => <ForgotPasswordPage audience="admin" /> };
    },
  },
  {
    path: 'set-password/:token',
    handle: pageTitle(messages.setPasswordTitle),
    lazy: async () => {
      const { SetPasswordPage } = await import('./screens/set-password/SetPasswordPage');
      return { Component: () => <SetPasswordPage audience="user" /> };
    },
  },
  {
    path: 'admin/set-password/:token',
    handle: pageTitle(messages.adminSetPasswordTitle),
    lazy: async () => {
      const { SetPasswordPage } = await import('./screens/set-password/SetPasswordPage');
      return { Component: () => <SetPasswordPage audience="admin" /> };
    },
  },
  {
    path: 'register/:token',
    handle: pageTitle(messages.registerTitle),
    lazy: async () => ({
      Component: (await import('./screens/register/RegisterPage')).RegisterPage,
    }),
  },
];

export const sessionRoutes: RouteObject[] = [{ element: <FormPageLayout />, children: formPages }];
