import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { defineRoute } from '@facet/platform-http';
import { z } from 'zod';
import { mailListJson, mailListPage } from './dev-mail-pages';
import { findMail, listRecentMail } from './outbox';

export interface DevMailOptions {
  /** The deployment's NODE_ENV: in production the viewer registers no route at all. */
  nodeEnv: 'development' | 'production' | 'test';
}

const listedMailLimit = 100;

/**
 * `GET /api/dev/mail` lists the outbox newest first (HTML, or JSON when asked for it) and
 * `GET /api/dev/mail/{id}` shows one message's HTML part, so a person trying the product without
 * SMTP can follow invitation and reset links. It shows live tokens, hence never in production.
 */
export const devMailPlugin: Plugin<DevMailOptions> = {
  name: 'facet-dev-mail',
  register(server, options) {
    if (options.nodeEnv === 'production') return;

    server.route(
      defineRoute({
        method: 'GET',
        path: '/api/dev/mail',
        options: { auth: false },
        validate: { query: z.object({ to: z.string().trim().min(1).optional() }) },
        handler: async ({ query: { to }, request, h }) => {
          const mails = await listRecentMail(request.server.app.database, {
            limit: listedMailLimit,
            recipient: to,
          });
          const accept = request.headers.accept;
          if (typeof accept === 'string' && accept.includes('application/json')) {
            return mailListJson(mails);
          }
          return h
            .response(mailListPage(mails, { limit: listedMailLimit, recipient: to }))
            .type('text/html; charset=utf-8');
        },
      }),
    );

    server.route(
      defineRoute({
        method: 'GET',
        path: '/api/dev/mail/{id}',
        options: { auth: false },
        validate: { params: z.object({ id: z.coerce.number().int().positive() }) },
        handler: async ({ params: { id }, request, h }) => {
          const mail = await findMail(request.server.app.database, id);
          if (!mail) throw Boom.notFound('There is no e-mail with this id in the outbox.');
          return h.response(mail.html_body).type('text/html; charset=utf-8');
        },
      }),
    );
  },
};
