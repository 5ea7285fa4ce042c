import { problem, type Principal } from '@facet/platform-http';
import { breachesUniqueIndex } from '@facet/platform-db';
import { sessionProblems, type PasskeyAddedAnswer } from '@facet/session-domain';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { accountTables } from '../auth/account-tables';
import { afterFactorRemoved, proveRemoval } from '../second-factors/enrolment';
import { hasSecondFactor, ownerOf } from '../second-factors/factor-rows';
import { issueRecoveryCodes } from '../second-factors/recovery-codes';
import type { SessionSettings } from '../session-options';
import { auditPasskey } from './passkey-audit';
import type { RelyingParty } from './relying-party';
import {
  storeWebAuthnChallenge,
  takeWebAuthnChallenge,
  webAuthnChallengeSeconds,
} from './webauthn-challenges';

/** The person's passkeys, as the ceremonies name them. */
export function passkeysOf(database: Knex | Knex.Transaction, principal: Principal) {
  return database('second_factors')
    .where({ ...ownerOf(principal), kind: 'passkey' })
    .orderBy('id')
    .select('id', 'credential_id', 'transports', 'user_handle');
}

/**
 * The options `startRegistration` takes to make a passkey for the signed-in person: a
 * discoverable credential with user verification (so it can sign in alone, usernameless), no
 * attestation asked, and the person's passkeys excluded so one authenticator is not added twice.
 */
export async function passkeyRegistrationOptions(
  database: Knex,
  relyingParty: RelyingParty,
  principal: Principal,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const account = await database(accountTables[principal.kind])
    .where({ id: principal.id })
    .first('email', 'name');
  if (!account) throw problem(sessionProblems.accountGone);
  const existing = await passkeysOf(database, principal);
  // The handle the authenticator keeps and a sign-in names the person by: random (the WebAuthn
  // spec says never an e-mail or account id), made with the first passkey, shared by later ones.
  const userHandle = existing[0]?.user_handle ?? isoBase64URL.fromBuffer(randomBytes(32));
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userName: account.email,
    userDisplayName: account.name,
    userID: isoBase64URL.toBuffer(userHandle),
    attestationType: 'none',
    timeout: webAuthnChallengeSeconds * 1000,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id!,
      transports: passkey.transports ?? undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeWebAuthnChallenge(database, options.challenge, 'register', principal, userHandle);
  return options;
}

/**
 * Verifies the browser's new credential against the challenge handed to this person (taken, so
 * used once), the public address's origin and relying party id, and user verification; then
 * keeps it as a confirmed factor. The person's first factor comes with ten recovery codes, as
 * an authenticator app's confirmation does (D98). 400 for any answer that does not pass.
 */
export async function addPasskey(
  database: Knex,
  relyingParty: RelyingParty,
  principal: Principal,
  added: { name: string; response: RegistrationResponseJSON },
): Promise<PasskeyAddedAnswer> {
  const registration: { userHandle?: string | null } = {};
  const verification = await verifyRegistrationResponse({
    response: added.response,
    expectedChallenge: async (challenge) => {
      const taken = await takeWebAuthnChallenge(database, challenge, 'register', principal);
      registration.userHandle = taken?.user_handle;
      return typeof registration.userHandle === 'string';
    },
    expectedOrigin: relyingParty.origins,
    expectedRPID: relyingParty.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  const userHandle = registration.userHandle;
  if (!verification?.verified || !userHandle) throw problem(sessionProblems.passkeyNotVerified);
  const { credential } = verification.registrationInfo;
  try {
    return await database.transaction(async (transaction) => {
      const firstFactor = !(await hasSecondFactor(transaction, principal));
      const [row] = await transaction('second_factors')
        .insert({
          ...ownerOf(principal),
          kind: 'passkey',
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey),
          sign_count: credential.counter,
          transports: credential.transports ?? added.response.response.transports ?? null,
          name: added.name,
          user_handle: userHandle,
          confirmed_at: transaction.fn.now(),
        })
        .returning('id');
      await auditPasskey(transaction, principal, 'passkey.added', { name: added.name });
      const recoveryCodes = firstFactor ? await issueRecoveryCodes(transaction, principal) : null;
      return { id: Number(row!.id), recoveryCodes };
    });
  } catch (error) {
    if (breachesUniqueIndex(error, 'second_factors_credential_id_unique'))
      throw problem(sessionProblems.passkeyAlreadyAdded);
    throw error;
  }
}

/**
 * Removes one of the person's passkeys once they prove it is them, as an authenticator app's
 * removal asks (a code or the password); the last factor removed is mailed about (D98).
 */
export async function removePasskey(
  database: Knex,
  settings: SessionSettings,
  principal: Principal,
  removal: { id: number; code?: string; password?: string; address: string },
): Promise<void> {
  const passkey = await database('second_factors')
    .where({ ...ownerOf(principal), kind: 'passkey', id: removal.id })
    .first('id', 'name');
  if (!passkey) throw problem(sessionProblems.passkeyNotFound);
  await proveRemoval(database, settings, principal, removal);
  await database.transaction(async (transaction) => {
    await transaction('second_factors').where({ id: passkey.id }).delete();
    await auditPasskey(transaction, principal, 'passkey.removed', { name: passkey.name! });
    await afterFactorRemoved(transaction, principal);
  });
}
