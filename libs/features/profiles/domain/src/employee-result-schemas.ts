import {
  actingRoles,
  emailSchema,
  languages,
  bodyIdSchema,
  urlIdSchema,
} from '@facet/platform-kernel';
import { z } from 'zod';

const languageSchema = z.enum(languages, {
  error: `must be one of ${languages.join(', ')}`,
});

/**
 * GET /companies/get-diagnoses-employees?email&page, or ?result_id for one result. One of the two
 * is needed: an e-mail lists that employee's results, a result id reads one.
 */
export const employeeResultsQuerySchema = z
  .object({
    email: emailSchema.optional(),
    result_id: urlIdSchema.optional(),
    page: urlIdSchema.default(1),
    pageSize: urlIdSchema.pipe(z.number().max(100, { error: 'must be 100 or less' })).default(10),
    role: z.enum(actingRoles).optional(),
  })
  .refine((query) => query.email !== undefined || query.result_id !== undefined, {
    message: 'Missing required parameters: email or result_id must be provided.',
  });

/** GET /companies/get-employee-result-inform?result_id&lang&email */
export const employeeResultReportQuerySchema = z.object({
  result_id: urlIdSchema,
  email: emailSchema,
  lang: languageSchema.default('en'),
  role: z.enum(actingRoles).optional(),
});

/**
 * PATCH /companies/employee-result-profile {result_id, email, profile_id}: saves the comparison
 * profile chosen for one employee result; null clears the choice.
 */
export const resultProfileChoiceSchema = z.object({
  result_id: bodyIdSchema,
  email: emailSchema,
  profile_id: bodyIdSchema.nullable(),
});

/** POST /companies/get-employee-inform-document/{email}/{id}?lang {charts?} */
export const employeeReportDocumentParamsSchema = z.object({
  email: emailSchema,
  id: urlIdSchema,
});
export const employeeReportDocumentQuerySchema = z.object({
  lang: languageSchema.default('en'),
  role: z.enum(actingRoles).optional(),
});

/** PATCH /companies/grant-retake?role {result_id, email}: one free retake of an invalid result. */
export const grantRetakeSchema = z.object({
  result_id: bodyIdSchema,
  email: emailSchema,
});
export const grantRetakeQuerySchema = z.object({
  role: z.enum(actingRoles).optional(),
});
