import {
  adminStrategy,
  defineRoute,
  describeIssues,
  problem,
  schemaOfValidator,
  zodValidator,
  signedInAdminIdOf,
  userStrategy,
  type RouteSchemas,
  type ValidatedPart,
} from '@facet/platform-http';
import {
  adminTwinPath,
  bodyIdSchema,
  requestProblems,
  urlIdSchema,
  type ActingRole,
} from '@facet/platform-kernel';
import type {
  Lifecycle,
  Request,
  RequestApplicationState,
  ResponseToolkit,
  RouteOptions,
  RouteOptionsValidate,
  ServerRoute,
} from '@hapi/hapi';
import type { Knex } from 'knex';
import { z } from 'zod';
import { companyMember, platformAdminOn, type CompanyPrincipal } from './company-principal';

/** What an operation's handler receives, whichever mount the request came through. */
export interface CompanyOperationInput<Schemas extends RouteSchemas> {
  payload: ValidatedPart<Schemas, 'payload'>;
  query: ValidatedPart<Schemas, 'query'>;
  params: ValidatedPart<Schemas, 'params'>;
  /** The member acting with the declared role, or the platform admin on the named company. */
  principal: CompanyPrincipal;
  database: Knex;
  request: Request;
  h: ResponseToolkit;
}

/**
 * One company operation (a company panel call), declared once: its input schemas, the least
 * role a member needs, and its handler. `memberRoute` mounts it for the company's members and
 * `platformAdminRoute` for platform admins acting on a company (decisions D77).
 */
export interface CompanyOperation<Schemas extends RouteSchemas> {
  /** The least company role a member acts with; a platform admin may always act. */
  actsAs: ActingRole;
  validate?: Schemas;
  /** Hapi's route options besides auth and validation (a file body's payload options, …). */
  options?: Omit<RouteOptions, 'auth' | 'validate' | 'handler'>;
  handler: (input: CompanyOperationInput<Schemas>) => Lifecycle.ReturnValue;
}

/** Declares an operation; the identity function is there for its inferred schema types. */
export function companyOperation<Schemas extends RouteSchemas = object>(
  operation: CompanyOperation<Schemas>,
): CompanyOperation<Schemas> {
  return operation;
}

interface Mount {
  method: ServerRoute['method'];
  path: string;
}

/** The operation for a company's members, behind the 'user' strategy (spec/api.md §7). */
export function memberRoute<Schemas extends RouteSchemas>(
  operation: CompanyOperation<Schemas>,
  mount: Mount,
): ServerRoute {
  return defineRoute({
    ...mount,
    options: { ...operation.options, auth: userStrategy },
    validate: operation.validate,
    principal: companyMember(operation.actsAs),
    handler: (input) =>
      operation.handler({ ...input, database: input.request.server.app.database }),
  });
}

/**
 * Where a back-office mount finds the company it acts on: `?company_id`, the body's
 * `company_id`, or either (both may name it, but never two different ones).
 */
export type CompanyIdSource = 'query' | 'payload' | 'payload or query';

export interface PlatformAdminMount extends Mount {
  companyIdIn: CompanyIdSource;
  /**
   * The company of a request that names none, found from what it acts on (a group's company);
   * only where api.md leaves `company_id` out of the call.
   */
  companyOfUnnamed?: (request: Request) => Promise<number>;
  /** A body object that may name the company too (`{profile: {company_id}}`). */
  companyIdAlsoIn?: string;
  /** The admin path's parameter names for the operation's, where api.md names them apart. */
  params?: Readonly<Record<string, string>>;
}

const companyIdMismatch = 'names a different company than company_id';

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    /** The company a back-office mount's request named, by the part it was found in. */
    companyIdIn?: Partial<Record<'query' | 'payload', number>>;
  }
}

/** The operation's own validator for a part, as `zodValidator` made it. */
type OperationValidator = ReturnType<typeof zodValidator>;

/** Hapi's validator function, whose options carry the request's `app` state in their context. */
type Validator = Extract<NonNullable<RouteOptionsValidate['query']>, (...args: never[]) => unknown>;

/** The request's `app` state, as Hapi hands it to a validator (lib/validation.js `context.app`). */
function requestStateOf(options: Parameters<Validator>[1]): RequestApplicationState {
  return (options.context as { app: { request: RequestApplicationState } }).app.request;
}

/**
 * A validator for the part that may name the company: it takes `company_id` out (a 400 naming
 * the field when it is missing or not an id), keeps it on the request, and hands the rest to the
 * operation's own validator, so the operation keeps its statuses and messages and never sees it.
 */
function takingCompanyId(
  part: 'query' | 'payload',
  required: boolean,
  operationValidator: OperationValidator | undefined,
  alsoIn?: string,
): Validator {
  const idSchema = part === 'query' ? urlIdSchema : bodyIdSchema;
  const companyIdSchema = z.looseObject({
    company_id: required && !alsoIn ? idSchema : idSchema.optional(),
    ...(alsoIn && {
      [alsoIn]: z.looseObject({ company_id: idSchema.optional() }).optional(),
    }),
  });
  const validate: Validator = (value, options) => {
    const parsed = companyIdSchema.safeParse(value ?? {});
    if (!parsed.success)
      throw problem(requestProblems.invalid, { issues: describeIssues(parsed.error.issues) });
    const { company_id: companyId, ...rest } = parsed.data;
    const nested = alsoIn ? (rest[alsoIn] as { company_id?: number } | undefined) : undefined;
    if (
      companyId !== undefined &&
      nested?.company_id !== undefined &&
      companyId !== nested.company_id
    ) {
      throw problem(requestProblems.invalid, {
        issues: `${alsoIn}.company_id: ${companyIdMismatch}`,
      });
    }
    const named = companyId ?? nested?.company_id;
    if (named !== undefined) {
      const state = requestStateOf(options);
      state.companyIdIn = { ...state.companyIdIn, [part]: named };
    }
    return operationValidator ? operationValidator(rest) : Promise.resolve(rest);
  };
  const schema = schemaOfValidator(operationValidator);
  return Object.assign(validate, {
    schema: schema ? companyIdSchema.and(schema) : companyIdSchema,
  });
}

function renamingParams(
  names: Readonly<Record<string, string>>,
  operationValidator: OperationValidator | undefined,
): Validator {
  const rename = (value: unknown) =>
    Object.fromEntries(
      Object.entries(value ?? {}).map(([name, parameter]) => [names[name] ?? name, parameter]),
    );
  return (value) =>
    operationValidator ? operationValidator(rename(value)) : Promise.resolve(rename(value));
}

async function namedCompany(request: Request, mount: PlatformAdminMount): Promise<number> {
  const source = mount.companyIdIn;
  const { query, payload } = request.app.companyIdIn ?? {};
  if (query !== undefined && payload !== undefined && query !== payload) {
    throw problem(requestProblems.invalid, { issues: `company_id: ${companyIdMismatch}` });
  }
  const companyId =
    source === 'query' ? query : source === 'payload' ? payload : (payload ?? query);
  if (companyId !== undefined) return companyId;
  if (mount.companyOfUnnamed) return mount.companyOfUnnamed(request);
  throw problem(requestProblems.invalid, { issues: 'Missing required parameter: company_id' });
}

/**
 * The operation for a platform admin acting on the company the request names (behind the
 * 'admin' strategy, so a user token is refused with 401). The company id is read and removed
 * before the operation's own schemas validate the rest.
 */
export function platformAdminRoute<Schemas extends RouteSchemas>(
  operation: CompanyOperation<Schemas>,
  mount: PlatformAdminMount,
): ServerRoute {
  const {
    companyIdIn,
    params: paramNames,
    companyOfUnnamed: _found,
    companyIdAlsoIn,
    ...route
  } = mount;
  const companyIdRequired = companyIdIn !== 'payload or query' && !mount.companyOfUnnamed;
  const schemas: RouteSchemas = operation.validate ?? {};
  const validatorOf = (part: keyof RouteSchemas) => {
    const schema = schemas[part];
    return schema && zodValidator(schema);
  };
  const hasBody = route.method !== 'GET';
  const validators = {
    query:
      companyIdIn === 'payload'
        ? validatorOf('query')
        : takingCompanyId('query', companyIdRequired, validatorOf('query')),
    payload:
      companyIdIn === 'query' || !hasBody
        ? validatorOf('payload')
        : takingCompanyId('payload', companyIdRequired, validatorOf('payload'), companyIdAlsoIn),
    params: paramNames ? renamingParams(paramNames, validatorOf('params')) : validatorOf('params'),
  };
  const validate: RouteOptionsValidate = Object.fromEntries(
    Object.entries(validators).filter(([, validator]) => validator !== undefined),
  );
  return {
    ...route,
    options: { ...operation.options, auth: adminStrategy, validate },
    handler: async (request, h) =>
      operation.handler({
        // Hapi has replaced each validated part with what the operation's schema parsed.
        payload: request.payload,
        query: request.query,
        params: request.params,
        principal: platformAdminOn(
          await signedInAdminIdOf(request),
          await namedCompany(request, mount),
        ),
        database: request.server.app.database,
        request,
        h,
      } as CompanyOperationInput<Schemas>),
  };
}

/** A company panel route and, where the back office has it, its platform-admin twin. */
export interface CompanyRoutesDefinition<Schemas extends RouteSchemas>
  extends CompanyOperation<Schemas>, Mount {
  platformAdmin?: Omit<PlatformAdminMount, 'method'>;
}

/** A path with its parameters unnamed: a twin may name them apart (`PlatformAdminMount.params`). */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/**
 * Where the browser calls a member path's twin (`companyUrl`): `/api` and the twin of the rest.
 * A twin mounted anywhere else is one no screen of the back office could reach (D94).
 */
function apiAdminTwinPath(memberPath: string): string {
  const prefix = '/api';
  return `${prefix}${adminTwinPath(memberPath.slice(prefix.length))}`;
}

/**
 * Declares a company operation once with its member path and, where api.md has one, its
 * /admin-companies path: the two routes share schemas, handler and audit (decisions D77). The
 * twin's path must be the one the browser asks for (`adminTwinPath`), or the server does not start.
 */
export function companyRoutes<Schemas extends RouteSchemas = object>(
  definition: CompanyRoutesDefinition<Schemas>,
): ServerRoute[] {
  const { method, path, platformAdmin, ...operation } = definition;
  const member = memberRoute(operation, { method, path });
  if (!platformAdmin) return [member];
  const expected = apiAdminTwinPath(path);
  if (shapeOf(platformAdmin.path) !== shapeOf(expected)) {
    throw new Error(
      `${String(method)} ${path}: its back-office twin is called at ${expected}, not ${platformAdmin.path}`,
    );
  }
  return [member, platformAdminRoute(operation, { method, ...platformAdmin })];
}
