import type {
  Lifecycle,
  Request,
  ResponseToolkit,
  RouteOptions,
  RouteOptionsValidate,
  ServerRoute,
} from '@hapi/hapi';
import type { z } from 'zod';
import { zodValidator } from './validation';

/** The zod schemas a route validates its input with; each is optional. */
export interface RouteSchemas {
  payload?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Part = keyof RouteSchemas;

/** What the schema of one part parses to, or `undefined` when the route has no schema for it. */
export type ValidatedPart<Schemas extends RouteSchemas, Key extends Part> = Schemas extends {
  [K in Key]: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : undefined;

/** What a handler made by `defineRoute` receives: the parsed input, the principal, the request. */
export interface RouteInput<Schemas extends RouteSchemas, Principal> {
  payload: ValidatedPart<Schemas, 'payload'>;
  query: ValidatedPart<Schemas, 'query'>;
  params: ValidatedPart<Schemas, 'params'>;
  /** What the route's `principal` found for the request; `undefined` when it has none. */
  principal: Principal;
  request: Request;
  h: ResponseToolkit;
}

export interface RouteDefinition<Schemas extends RouteSchemas, Principal> {
  method: ServerRoute['method'];
  path: string;
  /** Hapi's route options (auth, description, tags, app, plugins…); validation comes from `validate`. */
  options?: Omit<RouteOptions, 'validate' | 'handler'>;
  validate?: Schemas;
  /** Finds who the request speaks for before the handler runs; it may refuse by throwing. */
  principal?: (request: Request) => Principal | Promise<Principal>;
  handler: (input: RouteInput<Schemas, Principal>) => Lifecycle.ReturnValue;
}

const parts: readonly Part[] = ['payload', 'query', 'params'];

/**
 * A Hapi route whose handler gets its payload, query and params already parsed by the route's
 * zod schemas and typed from them (DESIGN §2). The schemas become the route's validators as
 * `zodValidator` makes them, so a bad input answers 400 naming the field and the OpenAPI
 * description is generated from the same schemas.
 */
export function defineRoute<Schemas extends RouteSchemas = object, Principal = undefined>(
  definition: RouteDefinition<Schemas, Principal>,
): ServerRoute {
  const { method, path, options, principal, handler } = definition;
  const schemas: RouteSchemas = definition.validate ?? {};
  const validators: RouteOptionsValidate = {};
  for (const part of parts) {
    const schema = schemas[part];
    if (schema) validators[part] = zodValidator(schema);
  }
  return {
    method,
    path,
    options: { ...options, ...(Object.keys(validators).length > 0 && { validate: validators }) },
    handler: async (request, h) => {
      const found = principal ? await principal(request) : undefined;
      // Hapi has replaced each validated part with what its schema parsed, so it has that type.
      const input = {
        payload: schemas.payload && request.payload,
        query: schemas.query && request.query,
        params: schemas.params && request.params,
        principal: found,
        request,
        h,
      } as unknown as RouteInput<Schemas, Principal>;
      return handler(input);
    },
  };
}
