import type { Plugin } from '@hapi/hapi';
import {
  instrumentReportCsvRoute,
  instrumentReportRoute,
} from './routes/instrument-report/instrument-report';
import { createCompanyRoute } from './routes/companies/create-company';
import { deleteCompanyRoute } from './routes/companies/delete-company';
import { getCompaniesRoute, searchCompanyRoute } from './routes/companies/get-companies';
import { addLicencesRoute, revokeLicencesRoute } from './routes/companies/licences';
import { sendMailRoute } from './routes/mail/send-mail';
import { createPlatformAdminRoute } from './routes/platform-admins/create';
import { deletePlatformAdminRoute } from './routes/platform-admins/delete';
import { getPlatformAdminsRoute, searchPlatformAdminRoute } from './routes/platform-admins/get';
import { sendPasswordResetRoute } from './routes/platform-admins/send-password-reset';
import { updatePlatformAdminRoute } from './routes/platform-admins/update';
import { deleteUserRoute } from './routes/users/delete-user';
import { endUserSessionsRoute } from './routes/users/end-user-sessions';
import { getUserRoute, getUsersRoute } from './routes/users/get-users';
import { searchUserRoute } from './routes/users/search-user';

export interface AdminPluginOptions {
  /** The address people reach the product at, for e-mailed links. */
  publicUrl?: string;
}

/**
 * The platform back office (spec/api.md §7 "Platform admin"; the owners of the company panel's
 * operations mount "Platform admin acting on a company" themselves). Every route uses the session plugin's 'admin' strategy, so register that first.
 */
export const adminPlugin: Plugin<AdminPluginOptions | undefined> = {
  name: 'facet-admin',
  dependencies: ['facet-session'],
  register(server, options) {
    const publicUrl = options?.publicUrl ?? 'http://localhost:3000';
    server.route([
      getUsersRoute(),
      getUserRoute(),
      searchUserRoute(),
      deleteUserRoute(),
      endUserSessionsRoute(),
      getCompaniesRoute(),
      searchCompanyRoute(),
      createCompanyRoute(),
      deleteCompanyRoute(),
      addLicencesRoute(),
      revokeLicencesRoute(),
      getPlatformAdminsRoute(),
      searchPlatformAdminRoute(),
      createPlatformAdminRoute(),
      deletePlatformAdminRoute(),
      updatePlatformAdminRoute(),
      sendPasswordResetRoute(publicUrl),
      sendMailRoute(),
      instrumentReportRoute(),
      instrumentReportCsvRoute(),
    ]);
  },
};
