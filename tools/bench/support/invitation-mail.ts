import { languages } from '@facet/platform-kernel';
import { enqueueMail } from '@facet/platform-mail';
import type { Knex } from 'knex';

/** Queues `count` invitation mails in one transaction, the three languages in turn. */
export async function enqueueInvitations(database: Knex, count: number): Promise<void> {
  await database.transaction(async (transaction) => {
    for (let index = 0; index < count; index += 1) {
      await enqueueMail(transaction, {
        kind: 'invitation',
        to: `person${index}@example.com`,
        lang: languages[index % 3]!,
        data: {
          companyName: 'Acme',
          inviterName: 'Rita Lopes',
          link: `http://localhost:3000/register/token-${index}`,
          role: 'employee',
        },
      });
    }
  });
}
