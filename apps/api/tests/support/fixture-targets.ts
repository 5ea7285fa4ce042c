/** What one call of a route sends: path parameters, query and payload. */
export interface RouteFixture {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  payload?: Record<string, unknown>;
}

/** An id no row has: lookups answer 404 once authorization has passed. */
export const missingId = 999_999;
/** An address nobody has, for actions that must pass the role check and then change nothing. */
export const nobody = 'nobody@nowhere.example';

/** A company's provider at an issuer no provider answers at (.invalid never resolves): 422. */
export const ssoSettingsFixture = {
  issuer: 'https://sso.invalid',
  clientId: 'facet',
  clientSecret: 'a-client-secret',
  domains: ['acme.example'],
};
