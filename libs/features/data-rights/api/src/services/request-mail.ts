import { erasedAddressDomain } from '@facet/platform-db';
import type { Language } from '@facet/platform-kernel';
import { buildLink, enqueueMail } from '@facet/platform-mail';
import type { Knex } from 'knex';
import type { DataRightsPorts } from '../data-rights-ports';
import type { RequestRow } from './request-rows';

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

const newRequestNotice: Record<Language, (number: number, right: string) => string> = {
  en: (number, right) => `Data-rights request ${number} (${right}) has been received.`,
  es: (number, right) => `Se ha recibido la solicitud de derechos de datos ${number} (${right}).`,
  pt: (number, right) => `A solicitação de direitos de dados ${number} (${right}) foi recebida.`,
};

const newRequestSubject: Record<Language, string> = {
  en: 'New data-rights request',
  es: 'Nueva solicitud de derechos de datos',
  pt: 'Nova solicitação de direitos de dados',
};

/** Platform admins with notifications on hear of every new request (DESIGN §7). */
export async function notifyAdminsOfRequest(
  ports: Pick<DataRightsPorts, 'notifiedPlatformAdmins'>,
  transaction: Knex.Transaction,
  publicUrl: string,
  row: RequestRow,
): Promise<void> {
  for (const admin of await ports.notifiedPlatformAdmins(transaction)) {
    await enqueueMail(transaction, {
      kind: 'admin-notification',
      to: admin.email,
      lang: admin.lang,
      data: {
        subject: newRequestSubject[admin.lang],
        body: newRequestNotice[admin.lang](row.number, row.right),
        link: buildLink(publicUrl, `/admin/arsulipo/${row.id}`),
      },
    });
  }
}
