import { erasedAddressDomain } from '@facet/platform-db';
import { catalogueFormatter } from '@facet/platform-i18n';
import { buildLink, enqueueMail } from '@facet/platform-mail';
import type { Knex } from 'knex';
import type { DataRightsPorts } from '../data-rights-ports';
import type { RequestRow } from './request-rows';
import { requestNoticeMessages } from './request-notice-messages';

/** Tells the person about a new status or message, in the same transaction as the change. */
export async function mailRequestUpdate(
  transaction: Knex.Transaction,
  publicUrl: string,
  row: RequestRow,
): Promise<void> {
  if (row.email.endsWith(`@${erasedAddressDomain}`)) return;
  await enqueueMail(transaction, {
    kind: 'data-rights-update',
    to: row.email,
    lang: row.lang,
    data: {
      requestNumber: String(row.number),
      status: row.status,
      link: buildLink(publicUrl, `/account/arsulipo/${row.id}`),
    },
  });
}

const noticeFormatterFor = catalogueFormatter([requestNoticeMessages]);

/** Platform admins with notifications on hear of every new request (DESIGN §7). */
export async function notifyAdminsOfRequest(
  ports: Pick<DataRightsPorts, 'notifiedPlatformAdmins'>,
  transaction: Knex.Transaction,
  publicUrl: string,
  row: RequestRow,
): Promise<void> {
  const { messages } = requestNoticeMessages;
  for (const admin of await ports.notifiedPlatformAdmins(transaction)) {
    const notice = noticeFormatterFor(admin.lang);
    await enqueueMail(transaction, {
      kind: 'admin-notification',
      to: admin.email,
      lang: admin.lang,
      data: {
        subject: notice(messages.subject),
        body: notice(messages.body, { number: String(row.number), right: row.right }),
        link: buildLink(publicUrl, `/admin/arsulipo/${row.id}`),
      },
    });
  }
}
