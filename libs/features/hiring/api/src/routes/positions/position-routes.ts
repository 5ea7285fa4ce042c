import {
  createPositionSchema,
  positionIdParamsSchema,
  positionQuerySchema,
  qrCodeQuerySchema,
  updatePositionSchema,
  type PositionAnswer,
  type PositionListAnswer,
} from '@facet/hiring-domain';
import { companyRoutes } from '@facet/platform-tenancy';
import type { ServerRoute } from '@hapi/hapi';
import type { HiringSettings } from '../../hiring-options';
import {
  closePosition,
  createPosition,
  listPositions,
  positionLinkOf,
  readPosition,
  updatePosition,
} from '../../services/positions';
import { positionQrCode } from '../../services/qr-code';

/**
 * The managers' calls on the company's positions (D90), each with its platform-admin twin under
 * /api/admin-companies (D77). The paths and payloads are the domain's (position-schemas.ts).
 */
export function positionRoutes(settings: HiringSettings): ServerRoute[] {
  const { ports } = settings;
  return [
    ...companyRoutes({
      method: 'GET',
      path: '/api/hiring/positions',
      actsAs: 'manager',
      validate: { query: positionQuerySchema },
      platformAdmin: { path: '/api/admin-companies/positions', companyIdIn: 'query' },
      handler: ({ principal, database }): Promise<PositionListAnswer> =>
        listPositions(ports, database, principal),
    }),
    ...companyRoutes({
      method: 'POST',
      path: '/api/hiring/positions',
      actsAs: 'manager',
      validate: { payload: createPositionSchema },
      platformAdmin: { path: '/api/admin-companies/positions', companyIdIn: 'payload' },
      handler: async ({ principal, database, payload, h }) => {
        const position = await createPosition(ports, database, principal, payload);
        return h.response({ position } satisfies PositionAnswer).code(201);
      },
    }),
    ...companyRoutes({
      method: 'GET',
      path: '/api/hiring/positions/{id}',
      actsAs: 'manager',
      validate: { params: positionIdParamsSchema, query: positionQuerySchema },
      platformAdmin: { path: '/api/admin-companies/positions/{id}', companyIdIn: 'query' },
      handler: async ({ principal, database, params }): Promise<PositionAnswer> => ({
        position: await readPosition(ports, database, principal, params.id),
      }),
    }),
    ...companyRoutes({
      method: 'PATCH',
      path: '/api/hiring/positions/{id}',
      actsAs: 'manager',
      validate: { params: positionIdParamsSchema, payload: updatePositionSchema },
      platformAdmin: { path: '/api/admin-companies/positions/{id}', companyIdIn: 'payload' },
      handler: async ({ principal, database, params, payload }): Promise<PositionAnswer> => ({
        position: await updatePosition(ports, database, principal, params.id, payload),
      }),
    }),
    ...companyRoutes({
      method: 'POST',
      path: '/api/hiring/positions/{id}/close',
      actsAs: 'manager',
      validate: { params: positionIdParamsSchema, query: positionQuerySchema },
      platformAdmin: { path: '/api/admin-companies/positions/{id}/close', companyIdIn: 'query' },
      handler: async ({ principal, database, params }): Promise<PositionAnswer> => ({
        position: await closePosition(ports, database, principal, params.id),
      }),
    }),
    ...companyRoutes({
      method: 'GET',
      path: '/api/hiring/positions/{id}/qr-code',
      actsAs: 'manager',
      validate: { params: positionIdParamsSchema, query: qrCodeQuerySchema },
      platformAdmin: {
        path: '/api/admin-companies/positions/{id}/qr-code',
        companyIdIn: 'query',
      },
      handler: async ({ principal, database, params, query, h }) => {
        const position = await positionLinkOf(database, principal, params.id);
        const picture = await positionQrCode(
          settings.publicUrl,
          position.public_token,
          query.format,
        );
        return h
          .response(picture.content)
          .type(picture.type)
          .header(
            'content-disposition',
            `attachment; filename="position-${position.id}-link.${query.format}"`,
          )
          .header('cache-control', 'private, no-store');
      },
    }),
  ];
}
