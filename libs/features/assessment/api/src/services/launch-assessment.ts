import {
  answerScale,
  consentVersion,
  firstUnansweredPage,
  itemBankVersion,
  itemById,
  questionsForLanguage,
  totalPages,
  assessmentProblems,
  type Answer,
  type LaunchAnswer,
} from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import {
  answerValuesOf,
  hasFinishedAssessment,
  lockOpenSession,
  type AssessmentSessionRow,
} from './assessment-sessions';
import type { AssessmentPorts, LaunchMembership } from '../assessment-ports';

/**
 * Opens the person's attempt or resumes the open one. The first launch of an attempt takes one
 * company licence and sets the licence state to inProgress in the same transaction; the membership
 * row is locked first, so two launches of one person cannot both take a licence. The attempt keeps
 * the language of its first launch: a later launch in another language resumes it unchanged, so
 * every statement of one protocol is read in one language (docs/decisions.md).
 */
export async function launchAssessment(
  ports: AssessmentPorts,
  database: Database,
  userId: number,
  language: Language,
): Promise<LaunchAnswer> {
  return database.transaction(async (transaction) => {
    const membership = await ports.lockMembership(transaction, userId);
    if (!membership) throw problem(assessmentProblems.noCompany);

    const session =
      (await lockOpenSession(transaction, userId)) ??
      (await openSession(ports, transaction, userId, membership, language));
    // An attempt opened before languages were recorded takes the language it is resumed in.
    const attemptLanguage = session.lang ?? language;
    if (session.lang === null) {
      await transaction('assessment_sessions')
        .where({ id: session.id })
        .update({ lang: attemptLanguage });
    }
    const values = await answerValuesOf(transaction, session.id);
    const answers: Record<string, Answer> = {};
    for (const [itemId, value] of values) {
      const answer = answerScale[value];
      // Answers to items retired from the bank since the attempt began are not shown or counted.
      if (answer && itemById(itemId)) answers[itemId] = answer;
    }
    // An attempt goes on in the presentation order it began in (docs/decisions.md D50).
    return {
      questions: questionsForLanguage(attemptLanguage, session.item_bank_version),
      page: firstUnansweredPage(values.keys(), session.item_bank_version),
      totalPages,
      answers,
      consented: session.consent_version === consentVersion,
      consentVersion,
      lang: attemptLanguage,
      retake: session.retake_of_result_id !== null,
    };
  });
}

async function openSession(
  ports: AssessmentPorts,
  transaction: Knex.Transaction,
  userId: number,
  membership: LaunchMembership,
  language: Language,
): Promise<AssessmentSessionRow> {
  if (membership.licence_state === 'no') {
    if (await hasFinishedAssessment(transaction, userId)) {
      throw problem(assessmentProblems.alreadyFinished);
    }
    throw problem(assessmentProblems.noPermission);
  }
  if (membership.languages && !membership.languages.includes(language)) {
    throw problem(assessmentProblems.languageNotOffered, {
      offered: membership.languages.join(', '),
    });
  }
  // 'inProgress' without an open attempt means the licence of this attempt was already taken.
  if (membership.licence_state === 'yes') {
    if (!(await ports.consumeLicence(transaction, { userId, companyId: membership.company_id }))) {
      throw problem(assessmentProblems.noLicencesLeft);
    }
  }
  const [session] = await transaction('assessment_sessions')
    .insert({
      user_id: userId,
      company_id: membership.company_id,
      status: 'in_progress',
      item_bank_version: itemBankVersion,
      lang: language,
      retake_of_result_id:
        membership.licence_state === 'inProgress'
          ? await grantedRetakeOf(transaction, userId, membership.company_id)
          : null,
    })
    .returning('*');
  if (!session) throw new Error('The assessment session was not created');
  await ports.attemptOpened(transaction, {
    userId,
    companyId: membership.company_id,
    sessionId: Number(session.id),
  });
  return session;
}

/**
 * The invalid result whose retake the company granted and that no attempt has retaken yet: the
 * grant set the licence state to inProgress without taking a licence (grantRetake).
 */
async function grantedRetakeOf(
  transaction: Knex.Transaction,
  userId: number,
  companyId: number,
): Promise<number | null> {
  const granted = await transaction('results')
    .where({ user_id: userId, company_id: companyId })
    .whereNotNull('retake_granted_at')
    .whereNotExists(
      transaction('assessment_sessions')
        .whereRaw('assessment_sessions.retake_of_result_id = results.id')
        .select(transaction.raw('1')),
    )
    .orderBy('number', 'desc')
    .first('id');
  return granted ? Number(granted.id) : null;
}
