import {
  answerScale,
  consentVersion,
  firstUnansweredPage,
  itemBankVersion,
  itemById,
  questionsForLanguage,
  totalPages,
  type Answer,
  type ItemLanguage,
  type LaunchAnswer,
} from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { assessmentMessages } from './assessment-messages';
import {
  answerValuesOf,
  hasFinishedAssessment,
  lockOpenSession,
  type AssessmentSessionRow,
} from './assessment-sessions';
import { consumeLicence } from './licences';

interface MembershipRow {
  company_id: number;
  licence_state: 'yes' | 'no' | 'inProgress';
}

/**
 * Opens the person's attempt or resumes the open one. The first launch of an attempt takes one
 * company licence and sets the licence state to inProgress in the same transaction; the membership
 * row is locked first, so two launches of one person cannot both take a licence.
 */
export async function launchAssessment(
  database: Database,
  userId: number,
  language: ItemLanguage,
): Promise<LaunchAnswer> {
  return database.transaction(async (transaction) => {
    const membership = await transaction('memberships')
      .where({ user_id: userId })
      .forUpdate()
      .first<MembershipRow | undefined>('company_id', 'licence_state');
    if (!membership) throw Boom.forbidden(assessmentMessages.noCompany);

    const session =
      (await lockOpenSession(transaction, userId)) ??
      (await openSession(transaction, userId, membership));
    const values = await answerValuesOf(transaction, session.id);
    const answers: Record<string, Answer> = {};
    for (const [itemId, value] of values) {
      const answer = answerScale[value];
      // Answers to items retired from the bank since the attempt began are not shown or counted.
      if (answer && itemById(itemId)) answers[itemId] = answer;
    }
    return {
      questions: questionsForLanguage(language),
      page: firstUnansweredPage(values.keys()),
      totalPages,
      answers,
      consented: session.consent_version === consentVersion,
      consentVersion,
    };
  });
}

async function openSession(
  transaction: Knex.Transaction,
  userId: number,
  membership: MembershipRow,
): Promise<AssessmentSessionRow> {
  if (membership.licence_state === 'no') {
    if (await hasFinishedAssessment(transaction, userId)) {
      throw Boom.conflict(assessmentMessages.alreadyFinished);
    }
    throw Boom.forbidden(assessmentMessages.noPermission);
  }
  // 'inProgress' without an open attempt means the licence of this attempt was already taken.
  if (membership.licence_state === 'yes') {
    if (!(await consumeLicence(transaction, membership.company_id))) {
      throw Boom.paymentRequired(assessmentMessages.noLicencesLeft);
    }
    await transaction('memberships')
      .where({ user_id: userId })
      .update({ licence_state: 'inProgress' });
  }
  const [session] = await transaction('assessment_sessions')
    .insert({
      user_id: userId,
      company_id: membership.company_id,
      status: 'in_progress',
      item_bank_version: itemBankVersion,
    })
    .returning<AssessmentSessionRow[]>('*');
  if (!session) throw new Error('The assessment session was not created');
  return session;
}
