import {
  clearRateLimit,
  enforceRateLimits,
  problem,
  type Principal,
  type PrincipalKind,
} from '@facet/platform-http';
import { sessionProblems } from '@facet/session-domain';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Knex } from 'knex';
import { rateLimitKeys } from '../services/rate-limits';
import type { SessionSettings } from '../session-options';
import { auditPasskey } from './passkey-audit';
import { passkeysOf } from './passkey-registration';
import type { RelyingParty } from './relying-party';
import {
  storeWebAuthnChallenge,
  takeWebAuthnChallenge,
  webAuthnChallengeSeconds,
} from './webauthn-challenges';

/** Counts a passkey call from `address` before it is served (429 when the budget is spent). */
export function limitPasskeyCalls(
  database: Knex,
  settings: SessionSettings,
  address: string,
): Promise<void> {
  return enforceRateLimits(database, [
    { key: rateLimitKeys.passkeyAddress(address), limit: settings.rateLimits.passkeyPerAddress },
  ]);
}

/**
 * The options `startAuthentication` takes: for a usernameless sign-in (`principal` null) no
 * credential is named and the authenticator offers the discoverable ones it holds; for the
 * password's second step, the person's own passkeys. User verification is always required.
 */
export async function passkeyAuthenticationOptions(
  database: Knex,
  relyingParty: RelyingParty,
  principal: Principal | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowed = principal ? await passkeysOf(database, principal) : [];
  const options = await generateAuthenticationOptions({
    rpID: relyingParty.id,
    userVerification: 'required',
    timeout: webAuthnChallengeSeconds * 1000,
    allowCredentials: allowed.map((passkey) => ({
      id: passkey.credential_id!,
      transports: passkey.transports ?? undefined,
    })),
  });
  await storeWebAuthnChallenge(
    database,
    options.challenge,
    principal ? 'second-factor' : 'sign-in',
    principal,
  );
  return options;
}

/**
 * Checks a passkey's signed answer and answers whose it is (D100). The credential is found by
 * its id among passkeys of `kind` (and of `principal`, for a second step: another person's
 * passkey does not answer for this one); the user handle, when sent, must be the one stored with
 * it. The challenge is taken (used once) and must be one handed out for this ceremony; origin,
 * relying party id, user verification and signature are checked by @simplewebauthn/server. The
 * signature counter must then grow unless it and the stored one are both 0 (authenticators that
 * keep no counter): one that does not is refused and audited, since it means the credential's
 * key was copied. Every refusal is the one 400; the person's code-check budget (D98) counts each
 * try and a passing one gives it back.
 */
export async function verifyPasskeyAssertion(
  database: Knex,
  settings: SessionSettings,
  relyingParty: RelyingParty,
  answer: {
    response: AuthenticationResponseJSON;
    kind: PrincipalKind;
    principal: Principal | null;
  },
): Promise<Principal> {
  const refused = () => problem(sessionProblems.passkeyNotVerified);
  const found = database('second_factors').where({
    kind: 'passkey',
    credential_id: answer.response.id,
    principal_kind: answer.kind,
  });
  if (answer.principal) found.where({ principal_id: answer.principal.id });
  const passkey = await found.first(
    'id',
    'principal_id',
    'public_key',
    'sign_count',
    'transports',
    'user_handle',
    'name',
  );
  if (!passkey) throw refused();
  const owner: Principal = { kind: answer.kind, id: Number(passkey.principal_id) };
  const sentHandle = answer.response.response.userHandle;
  if (sentHandle !== undefined && sentHandle !== passkey.user_handle) throw refused();
  await enforceRateLimits(database, [
    {
      key: rateLimitKeys.secondFactorAccount(owner.kind, owner.id),
      limit: settings.rateLimits.secondFactorPerAccount,
    },
  ]);
  const verification = await verifyAuthenticationResponse({
    response: answer.response,
    expectedChallenge: async (challenge) =>
      (await takeWebAuthnChallenge(
        database,
        challenge,
        answer.principal ? 'second-factor' : 'sign-in',
        answer.principal,
      )) !== undefined,
    expectedOrigin: relyingParty.origins,
    expectedRPID: relyingParty.id,
    // The counter is compared below, where a regression is audited; 0 turns the library's off.
    credential: {
      id: answer.response.id,
      publicKey: new Uint8Array(passkey.public_key!),
      counter: 0,
      transports: passkey.transports ?? undefined,
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw refused();
  const { newCounter } = verification.authenticationInfo;
  const taken = await database('second_factors')
    .where({ id: passkey.id })
    .where((query) =>
      query
        .where('sign_count', '<', newCounter)
        .orWhere((noCounter) =>
          noCounter.where('sign_count', 0).andWhereRaw('? = 0', [newCounter]),
        ),
    )
    .update({ sign_count: newCounter, last_used_at: database.fn.now() });
  const name = passkey.name!;
  if (taken !== 1) {
    await database.transaction((transaction) =>
      auditPasskey(transaction, owner, 'passkey.counter-regressed', { name }),
    );
    throw refused();
  }
  await clearRateLimit(database, rateLimitKeys.secondFactorAccount(owner.kind, owner.id));
  await database.transaction((transaction) =>
    auditPasskey(transaction, owner, 'passkey.signed-in', { name }),
  );
  return owner;
}
