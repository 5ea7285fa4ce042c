import { problem, type Principal } from '@facet/platform-http';
import { verifyPassword } from '@facet/platform-security';
import {
  sessionProblems,
  type SecondFactorsAnswer,
  type TotpEnrolment,
} from '@facet/session-domain';
import type { Knex } from 'knex';
import { accountTables } from '../auth/account-tables';
import type { SessionSettings } from '../session-options';
import {
  checkSecondFactorCode,
  clearCodeChecks,
  limitCodeChecks,
  takeTotpCode,
} from './code-checks';
import { hasSecondFactor, ownerOf, sealTotpSecret, totpFactorOf } from './factor-rows';
import { issueRecoveryCodes, recoveryCodesLeft } from './recovery-codes';
import { auditSecondFactor, noticeSecurityEvent } from './security-notices';
import { newTotpSecret, totpQrCode, totpUri } from './totp';

async function accountOf(database: Knex, principal: Principal) {
  const account = await database(accountTables[principal.kind])
    .where({ id: principal.id })
    .first('email', 'password_hash');
  if (!account) throw problem(sessionProblems.accountGone);
  return account;
}

/**
 * Starts (or starts again) setting up an authenticator app: a new secret, sealed and stored as a
 * pending factor, answered once as text and as the QR code's address. 409 when one is set up.
 */
export async function startTotpEnrolment(
  database: Knex,
  settings: SessionSettings,
  principal: Principal,
): Promise<TotpEnrolment> {
  const account = await accountOf(database, principal);
  const secret = newTotpSecret();
  await database.transaction(async (transaction) => {
    const factor = await totpFactorOf(transaction, principal);
    if (factor?.confirmed_at) throw problem(sessionProblems.secondFactorAlreadyEnrolled);
    await transaction('second_factors')
      .insert({
        ...ownerOf(principal),
        kind: 'totp',
        secret: sealTotpSecret(settings.keyring, secret),
      })
      .onConflict(transaction.raw("(principal_kind, principal_id) where kind = 'totp'"))
      .merge({ secret: sealTotpSecret(settings.keyring, secret), last_used_step: null });
  });
  const uri = totpUri(secret, account.email);
  return { secret, uri, qrCode: await totpQrCode(uri) };
}

/**
 * Confirms a pending authenticator app with its first code: the factor counts from now on, and
 * ten new recovery codes are answered, to be shown once.
 */
export async function confirmTotpEnrolment(
  database: Knex,
  settings: SessionSettings,
  principal: Principal,
  confirmation: { code: string; address: string },
): Promise<string[]> {
  const pending = await totpFactorOf(database, principal);
  if (!pending) throw problem(sessionProblems.noEnrolmentStarted);
  if (pending.confirmed_at) throw problem(sessionProblems.secondFactorAlreadyEnrolled);
  await limitCodeChecks(database, settings, principal, confirmation.address);
  const taken = await takeTotpCode(database, settings, principal, confirmation.code, {
    confirming: true,
  });
  if (!taken) throw problem(sessionProblems.secondFactorCodeWrong);
  await clearCodeChecks(database, principal);
  return database.transaction(async (transaction) => {
    await auditSecondFactor(transaction, principal, 'second-factor.enrolled');
    return issueRecoveryCodes(transaction, principal);
  });
}

/**
 * Removes the authenticator app once the person proves it is them: a current code (or a
 * recovery code), or the password. With it go the recovery codes; the last factor removed is
 * mailed about. Someone who must hold a factor enrols again at the next sign-in.
 */
export async function removeTotp(
  database: Knex,
  settings: SessionSettings,
  principal: Principal,
  proof: { code?: string; password?: string; address: string },
): Promise<void> {
  const factor = await totpFactorOf(database, principal);
  if (!factor) throw problem(sessionProblems.noSecondFactor);
  await proveRemoval(database, settings, principal, proof);
  await database.transaction(async (transaction) => {
    await transaction('second_factors').where({ id: factor.id }).delete();
    await auditSecondFactor(transaction, principal, 'second-factor.removed');
    await afterFactorRemoved(transaction, principal);
  });
}

/**
 * What removing a factor asks (D98): a current code (or a recovery code) or the password, both
 * under the code checks' limits.
 */
export async function proveRemoval(
  database: Knex,
  settings: SessionSettings,
  principal: Principal,
  proof: { code?: string; password?: string; address: string },
): Promise<void> {
  if (proof.code !== undefined) {
    await checkSecondFactorCode(database, settings, principal, {
      code: proof.code,
      address: proof.address,
    });
    return;
  }
  await limitCodeChecks(database, settings, principal, proof.address);
  const account = await accountOf(database, principal);
  if (!(await verifyPassword(account.password_hash, proof.password ?? ''))) {
    throw problem(sessionProblems.currentPasswordWrong);
  }
}

/**
 * Once a factor is gone: when it was the last, the recovery codes go with it and the person is
 * told by mail (in the removal's transaction, so the mail goes only if the removal stands).
 */
export async function afterFactorRemoved(
  transaction: Knex.Transaction,
  principal: Principal,
): Promise<void> {
  if (await hasSecondFactor(transaction, principal)) return;
  await transaction('recovery_codes').where(ownerOf(principal)).delete();
  await noticeSecurityEvent(transaction, principal, 'second-factor-removed');
}

/** What the Security tab shows: the factors with their dates, and never a secret. */
export async function secondFactorsOf(
  database: Knex,
  principal: Principal,
  required: boolean,
): Promise<SecondFactorsAnswer> {
  const factors = await database('second_factors')
    .where(ownerOf(principal))
    .whereNotNull('confirmed_at')
    .orderBy('id')
    .select('id', 'kind', 'name', 'confirmed_at', 'last_used_at');
  return {
    factors: factors.map((factor) => ({
      id: Number(factor.id),
      kind: factor.kind,
      name: factor.name,
      createdAt: new Date(factor.confirmed_at!).toISOString(),
      lastUsedAt: factor.last_used_at ? new Date(factor.last_used_at).toISOString() : null,
    })),
    recoveryCodesLeft: await recoveryCodesLeft(database, principal),
    required,
  };
}
