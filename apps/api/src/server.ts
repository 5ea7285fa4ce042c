import type { Server } from '@hapi/hapi';
import { isServedOverHttps, publishesApiDescription, type Config } from '@facet/platform-config';
import { isDatabaseReachable, type Database } from '@facet/platform-db';
import {
  clientSettingsPlugin,
  createHttpServer,
  healthPlugin,
  openApiPlugin,
} from '@facet/platform-http';
import { devMailPlugin, resolvePublicUrl } from '@facet/platform-mail';
import { dataKeyring } from '@facet/platform-security';
import { adminPlugin } from '@facet/admin-api';
import { companyPlugin, companySessionPortsOf } from '@facet/company-api';
import { sessionPlugin } from '@facet/session-api';
import { accountPlugin } from '@facet/account-api';
import { assessmentPlugin } from '@facet/assessment-api';
import { PdfRenderer, reportsPlugin } from '@facet/reports-api';
import { profilesPlugin } from '@facet/profiles-api';
import { groupsPlugin } from '@facet/groups-api';
import { dataRightsPlugin } from '@facet/data-rights-api';
import { contactPlugin } from '@facet/contact-api';
import { auditTrailPlugin } from '@facet/audit-trail-api';
import { webhooksPlugin } from '@facet/webhooks-api';
import { teamInsightPlugin } from '@facet/team-insight-api';
import { interviewGuidesPlugin } from '@facet/interview-guides-api';
import { candidateRetentionPlugin, hiringPlugin } from '@facet/hiring-api';
import { refusePasswordSignInUnderSso, ssoPlugin } from '@facet/sso-api';
import type { Logger } from 'pino';
import { problemsByPlugin } from './problems-by-plugin';
import { personalDataRegistry } from './personal-data';
import {
  accountPorts,
  assessmentPorts,
  candidateRetentionPorts,
  companyPorts,
  invitationPositionPorts,
  contactPorts,
  dataRightsPorts,
  hiringPorts,
  interviewGuidePorts,
  profilesPorts,
  reportsPorts,
  ssoPorts,
  teamInsightPorts,
} from './feature-ports';
import { inlineScriptHashesOf, webAppPlugin } from './web-app';

export const apiVersion = '0.1.0';

export interface ApiDependencies {
  config: Config;
  database: Database;
  logger: Logger;
}

/** The whole deployment: every feature plugin and the web app, on one Hapi server. */
export async function createApiServer({
  config,
  database,
  logger,
}: ApiDependencies): Promise<Server> {
  const server = await createHttpServer({
    port: config.PORT,
    host: config.HOST,
    logger,
    trustProxyTls: config.TRUST_PROXY_TLS,
    trustProxyHops: config.TRUST_PROXY_HOPS,
    database,
    connectSources: config.ERROR_REPORTING_DSN ? [new URL(config.ERROR_REPORTING_DSN).origin] : [],
    inlineScriptHashes: inlineScriptHashesOf(config.WEB_DIST_DIR),
  });
  const publishesDescription = publishesApiDescription(config);
  await server.register({
    plugin: healthPlugin,
    options: {
      isReady: () => isDatabaseReachable(database),
      ...(publishesDescription && { version: apiVersion }),
    },
  });
  await server.register({
    plugin: clientSettingsPlugin,
    options: { errorReportingDsn: config.ERROR_REPORTING_DSN },
  });
  // First of the features: it registers the 'user' and 'admin' auth strategies the others use.
  const sessionCompanyPorts = companySessionPortsOf(invitationPositionPorts);
  await server.register({
    plugin: sessionPlugin,
    options: {
      jwtSecret: config.JWT_SECRET,
      publicUrl: resolvePublicUrl(config),
      servedOverHttps: isServedOverHttps(config),
      keyring: dataKeyring(config.DATA_ENCRYPTION_KEY, config.DATA_ENCRYPTION_RETIRED_KEYS),
      ...sessionCompanyPorts,
      refusePasswordSignIn: refusePasswordSignInUnderSso(sessionCompanyPorts.companyMembershipOf),
    },
  });
  await server.register({
    plugin: companyPlugin,
    options: {
      ...companyPorts,
      publicUrl: resolvePublicUrl(config),
      invitationMailsPerDay: config.INVITATION_MAILS_PER_DAY,
      invitationPositions: invitationPositionPorts,
    },
  });
  // One warm Chromium prints every PDF of the process (DESIGN §6); it starts on the first one.
  const pdfRenderer = new PdfRenderer();
  server.ext('onPostStop', () => pdfRenderer.close());
  await server.register({
    plugin: adminPlugin,
    options: { publicUrl: resolvePublicUrl(config) },
  });
  await server.register({ plugin: accountPlugin, options: accountPorts });
  await server.register({ plugin: assessmentPlugin, options: assessmentPorts });
  await server.register({
    plugin: reportsPlugin,
    options: { ...reportsPorts, linkSecret: config.JWT_SECRET, renderer: pdfRenderer },
  });
  await server.register({
    plugin: profilesPlugin,
    options: { ...profilesPorts, renderer: pdfRenderer },
  });
  await server.register({ plugin: groupsPlugin });
  await server.register({
    plugin: dataRightsPlugin,
    options: {
      ...dataRightsPorts,
      personalData: personalDataRegistry,
      publicUrl: resolvePublicUrl(config),
      linkSecret: config.JWT_SECRET,
      renderer: pdfRenderer,
    },
  });
  await server.register({
    plugin: contactPlugin,
    options: { ...contactPorts, publicUrl: resolvePublicUrl(config) },
  });
  await server.register({ plugin: auditTrailPlugin });
  await server.register({
    plugin: webhooksPlugin,
    options: {
      allowPrivateTargets: config.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
      keyring: dataKeyring(config.DATA_ENCRYPTION_KEY, config.DATA_ENCRYPTION_RETIRED_KEYS),
    },
  });
  await server.register({
    plugin: teamInsightPlugin,
    options: { ...teamInsightPorts, renderer: pdfRenderer },
  });
  await server.register({
    plugin: interviewGuidesPlugin,
    options: { ...interviewGuidePorts, renderer: pdfRenderer },
  });
  await server.register({
    plugin: hiringPlugin,
    options: { ...hiringPorts, publicUrl: resolvePublicUrl(config) },
  });
  await server.register({
    plugin: candidateRetentionPlugin,
    options: { ports: candidateRetentionPorts },
  });
  await server.register({
    plugin: ssoPlugin,
    options: {
      keyring: dataKeyring(config.DATA_ENCRYPTION_KEY, config.DATA_ENCRYPTION_RETIRED_KEYS),
      publicUrl: resolvePublicUrl(config),
      servedOverHttps: isServedOverHttps(config),
      // A provider on this machine over plain http, for development and the browser journeys.
      allowHttpIssuers: config.NODE_ENV !== 'production',
      allowPrivateIssuers: config.NODE_ENV !== 'production',
      ports: ssoPorts,
    },
  });
  if (publishesDescription) {
    await server.register({
      plugin: openApiPlugin,
      options: { version: apiVersion, problemsByPlugin },
    });
  }
  // The development mail viewer (/api/dev/mail) registers no route when NODE_ENV is production.
  await server.register({ plugin: devMailPlugin, options: { nodeEnv: config.NODE_ENV } });
  await server.register({
    plugin: webAppPlugin,
    options: { distDirectory: config.WEB_DIST_DIR, publicUrl: resolvePublicUrl(config) },
  });
  return server;
}
