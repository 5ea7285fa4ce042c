import type { Principal } from '@facet/platform-http';
import type { SecondFactorStep } from '@facet/session-domain';
import type { Request, ResponseToolkit } from '@hapi/hapi';
import type { SessionSettings } from '../session-options';
import { issueChallenge } from './challenges';
import { hasSecondFactor } from './factor-rows';

/**
 * Who must hold a second factor (D98): every platform admin, and the admins and managers of a
 * company that requires one.
 */
export function mustHoldSecondFactor(
  request: Request,
  settings: SessionSettings,
  principal: Principal,
): Promise<boolean> {
  if (principal.kind === 'admin') return Promise.resolve(true);
  return settings.secondFactorRequiredOf(request.server.app.database, principal.id);
}

/**
 * What a right password leads to: the second step when the person holds a factor ('verify') or
 * must hold one and does not ('enrol'), with its challenge; undefined when the session opens now.
 */
export async function secondFactorStepOf(
  request: Request,
  settings: SessionSettings,
  principal: Principal,
  persistent: boolean,
): Promise<SecondFactorStep | undefined> {
  if (await hasSecondFactor(request.server.app.database, principal)) {
    return issueChallenge(settings.jwtSecret, { principal, persistent, step: 'verify' });
  }
  if (await mustHoldSecondFactor(request, settings, principal)) {
    return issueChallenge(settings.jwtSecret, { principal, persistent, step: 'enrol' });
  }
  return undefined;
}

/** The sign-in's answer when a second step is due (never cached: the challenge is a secret). */
export function answerSecondFactorStep(h: ResponseToolkit, step: SecondFactorStep) {
  return h.response(step).header('cache-control', 'no-store');
}
