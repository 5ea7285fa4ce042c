import type { Principal } from '@facet/platform-http';
import type { Knex } from 'knex';

/** Five minutes to touch the authenticator, as long as the password's second step. */
export const webAuthnChallengeSeconds = 5 * 60;

export type WebAuthnChallengePurpose = 'register' | 'sign-in' | 'second-factor';

/**
 * Keeps a challenge handed to the browser (D100) for five minutes, for `principal` when the
 * ceremony is a known person's; challenges past their time are cleared on the way.
 */
export async function storeWebAuthnChallenge(
  database: Knex,
  challenge: string,
  purpose: WebAuthnChallengePurpose,
  principal: Principal | null,
  userHandle: string | null = null,
): Promise<void> {
  await database('webauthn_challenges').where('expires_at', '<', database.fn.now()).delete();
  await database('webauthn_challenges').insert({
    challenge,
    purpose,
    principal_kind: principal?.kind ?? null,
    principal_id: principal?.id ?? null,
    user_handle: userHandle,
    expires_at: new Date(Date.now() + webAuthnChallengeSeconds * 1000),
  });
}

/**
 * Takes a stored challenge of `purpose` (and of `principal`, when given): it is deleted in the
 * same statement that finds it, so two answers signing one challenge cannot both pass. Answers
 * the row taken (its user handle, for a registration), or undefined when it was not there or
 * is past its time.
 */
export async function takeWebAuthnChallenge(
  database: Knex,
  challenge: string,
  purpose: WebAuthnChallengePurpose,
  principal: Principal | null,
): Promise<{ user_handle: string | null } | undefined> {
  const [taken] = await database('webauthn_challenges')
    .where({ challenge, purpose })
    .where(
      principal
        ? { principal_kind: principal.kind, principal_id: principal.id }
        : { principal_kind: null, principal_id: null },
    )
    .where('expires_at', '>', database.fn.now())
    .delete()
    .returning('user_handle');
  return taken;
}
