import type { PenScale, ProtocolValidity } from '@facet/assessment-domain';
import { actingRoles, emailSchema, languages, urlIdSchema } from '@facet/platform-kernel';
import { z } from 'zod';
import type { GuideScale } from './interview-guide';

/**
 * GET /api/interview-guides/guide?email&profile_id&lang and its PDF, /guide-document: the guide
 * of a person's latest result in the company against a profile.
 */
export const interviewGuideQuerySchema = z.object({
  email: emailSchema,
  profile_id: urlIdSchema,
  lang: z.enum(languages, { error: `must be one of ${languages.join(', ')}` }).default('en'),
  role: z.enum(actingRoles).optional(),
});
export type InterviewGuideQuery = z.output<typeof interviewGuideQuerySchema>;

/**
 * The guide as the API answers it: who, against which profile, from which result, its validity,
 * and the scales to probe in order. The questions themselves are the bank's messages
 * (`probeOf`), which the screen and the PDF both say. Nothing of the report is in it.
 */
export interface InterviewGuideAnswer {
  person: { name: string; email: string };
  profile: { profile_id: number; name: string };
  result: { result_id: number; number: number; date: string };
  validity: ProtocolValidity;
  scales: GuideScale[];
  penNotProbed: PenScale[];
}

/**
 * The profiles a guide may be aimed by, as the screen reads profiles' list
 * (GET /api/profiles/get-profile): only what its picker shows.
 */
export interface GuideProfileChoices {
  profile: { profile_id: number; name: string }[];
}
