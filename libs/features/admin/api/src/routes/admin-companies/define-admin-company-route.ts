import {type CompanyPrincipal} from '@facet/platform-tenancy';
import {
  adminStrategy,
  defineRoute,
  type RouteSchemas,
  type ValidatedPart,
} from '@facet/platform-http';
import type {
  Lifecycle,
  Request,
  ResponseToolkit,
  RouteOptionsPayload,
  ServerRoute,
} from '@hapi/hapi';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { signedInAdmin } from '../signed-in-admin';
import { adminPrincipal } from './admin-principal';

/** The part of the request that names the company: `?company_id` or the body's `company_id`. */
type CompanyIdPart = 'query' | 'payload';

type WithoutCompanyId<Value> = Value extends unknown ? Omit<Value, 'company_id'> : never;

type HandlerPart<
  Schemas extends RouteSchemas,
  In extends CompanyIdPart,
  Key extends keyof RouteSchemas,
> = Key extends In ? WithoutCompanyId<ValidatedPart<Schemas, Key>> : ValidatedPart<Schemas, Key>;

/** What an admin company route's handler receives: its input, minus the company it acts on. */
export interface AdminCompanyRouteInput<Schemas extends RouteSchemas, In extends CompanyIdPart> {
  payload: HandlerPart<Schemas, In, 'payload'>;
  query: HandlerPart<Schemas, In, 'query'>;
  params: HandlerPart<Schemas, In, 'params'>;
  /** The signed-in admin acting on the company the request names. */
  principal: CompanyPrincipal;
  database: Knex;
  /** The request itself, for a body the route takes unparsed (`payloadOptions`). */
  request: Request;
  h: ResponseToolkit;
}

export interface AdminCompanyRouteDefinition<
  Schemas extends RouteSchemas,
  In extends CompanyIdPart,
> {
  method: ServerRoute['method'];
  path: string;
  companyIdIn: In;
  /** Hapi's payload options, for a route that takes a file as its body. */
  payloadOptions?: RouteOptionsPayload;
  /** The route's schemas; the one of `companyIdIn` validates `company_id` with the rest. */
  validate: Schemas & { [K in In]: z.ZodType<{ company_id: number }> };
  handler: (input: AdminCompanyRouteInput<Schemas, In>) => Lifecycle.ReturnValue;
}

/**
 * A back-office route on one company (behind the 'admin' strategy): the request names the
 * company by `company_id` in its query or body, and the handler gets the signed-in admin's
 * principal on that company, the database and the rest of the typed input.
 */
export function defineAdminCompanyRoute<Schemas extends RouteSchemas, In extends CompanyIdPart>(
  definition: AdminCompanyRouteDefinition<Schemas, In>,
): ServerRoute {
  const { method, path, companyIdIn, payloadOptions, validate, handler } = definition;
  return defineRoute({
    method,
    path,
    options: { auth: adminStrategy, ...(payloadOptions && { payload: payloadOptions }) },
    validate,
    principal: signedInAdmin,
    handler: ({ payload, query, params, principal: adminId, request, h }) => {
      const parts = { payload, query, params } as Record<keyof RouteSchemas, unknown>;
      const { company_id, ...rest } = parts[companyIdIn] as { company_id: number };
      const input = {
        ...parts,
        [companyIdIn]: rest,
        principal: adminPrincipal(adminId, company_id),
        database: request.server.app.database,
        request,
        h,
      } as unknown as AdminCompanyRouteInput<Schemas, In>;
      return handler(input);
    },
  });
}
