import {
  interviewGuideOf,
  interviewGuidesProblems,
  type GuideResult,
  type InterviewGuideAnswer,
  type InterviewGuideQuery,
} from '@facet/interview-guides-domain';
import { problem } from '@facet/platform-http';
import { resultReadActions } from '@facet/platform-kernel';
import {
  recordResultView,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import type { Knex } from 'knex';
import type { InterviewGuidePorts } from '../interview-guide-ports';

interface PersonRow {
  user_id: number | string;
  name: string;
  email: string;
}

/** Which of the guide's forms was read, kept in the audit entry's details. */
export type GuideForm = 'page' | 'pdf';

/**
 * The person's latest result taken under the company. Membership is not asked for: a candidate
 * who applied through a position is no member, yet their result carries the company's id, and a
 * former member's result stays with the company it was taken under (D89). Nobody with that
 * address, or no result under the company, is the same 404, so addresses cannot be probed.
 */
async function latestCompanyResult(
  ports: InterviewGuidePorts,
  transaction: Knex.Transaction,
  companyId: number,
  email: string,
): Promise<{ person: PersonRow; result: GuideResult }> {
  // Session's and assessment's reads are untyped query builders (D80): their rows are these.
  const person: PersonRow | undefined = await transaction
    .from(ports.namedUsers(transaction).as('u'))
    .whereRaw('lower(u.email) = lower(?)', [email])
    .first('u.user_id', 'u.name', 'u.email');
  const result: GuideResult | undefined = person
    ? await ports
        .companyResults(transaction, companyId)
        .where('r.user_id', person.user_id)
        .orderBy([
          { column: 'r.created_at', order: 'desc' },
          { column: 'r.id', order: 'desc' },
        ])
        .first('r.id', 'r.number', 'r.created_at', 'r.scores', 'r.validity', 'r.norm_version')
    : undefined;
  if (!person || !result) throw problem(interviewGuidesProblems.noResult);
  return { person, result };
}

/**
 * A person's interview guide for a profile (issue 39): the scales their latest result in the
 * company stands off the profile's range, in the order the interview should take them, with the
 * result's validity. A view of the person's results, so it is audited as one (D41, D70), in the
 * same transaction; the guide carries nothing of the report.
 */
export async function readInterviewGuide(
  ports: InterviewGuidePorts,
  database: Knex,
  principal: CompanyPrincipal,
  query: Pick<InterviewGuideQuery, 'email' | 'profile_id'>,
  form: GuideForm,
): Promise<{ guide: InterviewGuideAnswer; companyName: string }> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const profile = await ports.findVisibleProfile(
      transaction,
      actor.companyId,
      query.profile_id,
      interviewGuidesProblems.profileNotFound,
    );
    const { person, result } = await latestCompanyResult(
      ports,
      transaction,
      actor.companyId,
      query.email,
    );
    await recordResultView(transaction, actor, {
      action: resultReadActions.interviewGuide,
      target: person.email,
      people: [Number(person.user_id)],
      details: { result_id: Number(result.id), profile_id: profile.profile_id, form },
    });
    const guide = interviewGuideOf(person, profile, result);
    return { guide, companyName: await ports.companyNameOf(transaction, actor.companyId) };
  });
}
