import type { Database } from '@facet/platform-db';

/** Who a report is about: the user, by id or by e-mail (as a company's screens name them). */
export type ReportedMember = { userId: number } | { email: string };

/**
 * The name of the company the person belongs to now (a user has at most one membership), for the
 * header and page footer of their report; null when they belong to none.
 */
export async function memberCompanyName(
  database: Database,
  member: ReportedMember,
): Promise<string | null> {
  const query = database('memberships as m')
    .join('companies as c', 'c.id', 'm.company_id')
    .join('users as u', 'u.id', 'm.user_id');
  if ('userId' in member) query.where('u.id', member.userId);
  else query.whereRaw('lower(u.email) = lower(?)', [member.email]);
  const company = await query.first<{ name: string } | undefined>('c.name');
  return company?.name ?? null;
}

/**
 * The logo of the member's company as a `data:` URL for a document's cover, or null when it has
 * none: the print loads nothing from the network.
 */
export async function memberCompanyLogo(
  database: Database,
  member: ReportedMember,
): Promise<string | null> {
  const query = database('memberships as m')
    .join('company_branding as b', 'b.company_id', 'm.company_id')
    .join('users as u', 'u.id', 'm.user_id')
    .whereNotNull('b.logo');
  if ('userId' in member) query.where('u.id', member.userId);
  else query.whereRaw('lower(u.email) = lower(?)', [member.email]);
  const logo = await query.first<{ logo: Buffer; logo_type: string } | undefined>(
    'b.logo',
    'b.logo_type',
  );
  return logo ? `data:${logo.logo_type};base64,${logo.logo.toString('base64')}` : null;
}
