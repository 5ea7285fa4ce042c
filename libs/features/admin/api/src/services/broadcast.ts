import type { Language } from '@facet/platform-kernel';
import { enqueueMail } from '@facet/platform-mail';
import type { Knex } from 'knex';
import { recordAdminAction } from './admin-audit';

export interface Broadcast {
  emailAll: boolean;
  emailArray: string[];
  subject: string;
  messageEN: string;
  messageES: string;
  messagePT: string;
}

interface Recipient {
  email: string;
  lang: Language;
}

/** Rows read per round when the mail goes to every user. */
const recipientBatch = 1000;

/**
 * The recipients: every user, or the addresses given (each once). A user gets the message in
 * their own language; an address without an account gets English.
 */
async function* recipientsOf(
  transaction: Knex.Transaction,
  mail: Broadcast,
): AsyncGenerator<Recipient[]> {
  if (mail.emailAll) {
    let after = 0;
    for (;;) {
      const rows = await transaction('users')
        .where('id', '>', after)
        .orderBy('id')
        .limit(recipientBatch)
        .select('id', 'email', 'lang');
      if (rows.length === 0) return;
      yield rows;
      after = Number(rows.at(-1)!.id);
    }
  }
  const addresses = [...new Set(mail.emailArray.map((email) => email.toLowerCase()))];
  const users = await transaction('users')
    .whereRaw('lower(email) = any(?)', [addresses])
    .select('email', 'lang');
  const languages = new Map(users.map((user) => [user.email.toLowerCase(), user.lang]));
  yield addresses.map((email) => ({ email, lang: languages.get(email) ?? 'en' }));
}

/** The message the admin wrote in the recipient's language (not a text of the product's own). */
function bodyIn(mail: Broadcast, language: Language): string {
  switch (language) {
    case 'en':
      return mail.messageEN;
    case 'es':
      return mail.messageES;
    case 'pt':
      return mail.messagePT;
  }
}

/**
 * POST /admin/send-mail: one outbox message per recipient, in their language, all in one
 * transaction (all queued or none). Delivery is the outbox worker's.
 */
export async function sendBroadcast(
  database: Knex,
  adminId: number,
  mail: Broadcast,
): Promise<{ recipients: number }> {
  return database.transaction(async (transaction) => {
    let recipients = 0;
    for await (const batch of recipientsOf(transaction, mail)) {
      for (const recipient of batch) {
        await enqueueMail(transaction, {
          kind: 'admin-broadcast',
          to: recipient.email,
          lang: recipient.lang,
          data: { subject: mail.subject, body: bodyIn(mail, recipient.lang) },
        });
      }
      recipients += batch.length;
    }
    await recordAdminAction(transaction, adminId, {
      action: 'mail.broadcast',
      target: mail.emailAll ? 'all users' : `${recipients} addresses`,
      details: { subject: mail.subject, recipients },
    });
    return { recipients };
  });
}
