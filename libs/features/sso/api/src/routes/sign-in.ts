import { clientAddress, defineRoute, enforceRateLimits, problem } from '@facet/platform-http';
import { singleSignOnPaths } from '@facet/platform-kernel';
import {
  ssoCallbackQuerySchema,
  ssoProblems,
  ssoStartSchema,
  type SsoStartAnswer,
} from '@facet/sso-domain';
import type { Request, ServerRoute } from '@hapi/hapi';
import { signInUserFromProvider } from '@facet/session-api';
import { loginTransactionSeconds, startLoginTransaction } from '../services/login-transactions';
import { finishProviderSignIn } from '../services/provider-sign-in';
import { providerOfEmail } from '../services/providers';
import type { SsoSettings } from '../sso-options';

/** Each start reaches out to a provider: 30 in 15 minutes per address is more than an office needs at once. */
const startsPerAddress = { attempts: 30, windowSeconds: 15 * 60 };

function cookieState(request: Request, settings: SsoSettings): string | undefined {
  const value: unknown = request.state[settings.transactionCookie.name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * POST /api/sso/start {email, termsVersion?, privacyVersion?}: 200 {authorizationUrl}, the
 * provider's page for the browser to go to, with the sign-in's cookie; 404 sso.not_configured
 * when no company's provider vouches for the address's domain; 422 the provider does not answer.
 */
export function startRoute(settings: SsoSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/sso/start',
    options: { auth: false },
    validate: { payload: ssoStartSchema },
    handler: async ({ payload, request, h }) => {
      const database = request.server.app.database;
      await enforceRateLimits(database, [
        { key: `sso-start:address:${clientAddress(request)}`, limit: startsPerAddress },
      ]);
      const provider = await providerOfEmail(database, payload.email);
      if (!provider) throw problem(ssoProblems.notConfigured);
      const started = await startLoginTransaction(database, provider, {
        email: payload.email,
        redirectUri: settings.redirectUri,
        access: settings,
        terms: payload,
      });
      const answer: SsoStartAnswer = { authorizationUrl: started.authorizationUrl };
      return h
        .response(answer)
        .header('cache-control', 'no-store')
        .state(settings.transactionCookie.name, started.state, {
          ttl: loginTransactionSeconds * 1000,
        });
    },
  });
}

/**
 * GET /api/sso/callback?code&state&iss: where the provider sends the browser back. Signed in, it
 * goes on to the web app's landing page with the refresh cookie, as a password sign-in leaves
 * it; refused, to the page that says why. The sign-in's cookie goes either way.
 */
export function callbackRoute(settings: SsoSettings): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/sso/callback',
    options: { auth: false },
    validate: { query: ssoCallbackQuerySchema },
    handler: async ({ request, h }) => {
      const outcome = await finishProviderSignIn(request.server.app.database, settings, {
        url: new URL(request.url.search, settings.redirectUri),
        cookieState: cookieState(request, settings),
      });
      h.unstate(settings.transactionCookie.name);
      if ('refusal' in outcome) {
        return h
          .redirect(`${singleSignOnPaths.refused}?reason=${outcome.refusal}`)
          .header('cache-control', 'no-store');
      }
      await signInUserFromProvider(request, h, outcome.userId);
      return h.redirect(singleSignOnPaths.signedIn).header('cache-control', 'no-store');
    },
  });
}
