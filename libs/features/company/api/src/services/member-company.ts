import type { Database } from '@facet/platform-db';

/** Who a report is about: the user, by id or by e-mail (as a company's screens name them). */
export type ReportedMember = { userId: number } | { email: string };

/** The company a report's cover and footer name, and its logo. */
export interface MemberCompany {
  name: string;
  /** The logo as a `data:` URL, so the print loads nothing from the network; null without one. */
  logo: string | null;
}

/**
 * The company the person belongs to now (a user has at most one membership), with its logo, in
 * one read for one document; null when they belong to none.
 */
export async function memberCompany(
  database: Database,
  member: ReportedMember,
): Promise<MemberCompany | null> {
  const query = database('memberships as m')
    .join('companies as c', 'c.id', 'm.company_id')
    .join('users as u', 'u.id', 'm.user_id')
    .leftJoin('company_branding as b', 'b.company_id', 'm.company_id');
  if ('userId' in member) query.where('u.id', member.userId);
  else query.whereRaw('lower(u.email) = lower(?)', [member.email]);
  const company = await query.first<
    { name: string; logo: Buffer | null; logo_type: string | null } | undefined
  >('c.name', 'b.logo', 'b.logo_type');
  if (!company) return null;
  return {
    name: company.name,
    logo:
      company.logo && company.logo_type
        ? `data:${company.logo_type};base64,${company.logo.toString('base64')}`
        : null,
  };
}
