import { adminTwinPath, type ActingRole } from '@facet/platform-kernel';

/**
 * Who acts on a company from the browser: the signed-in member on their own company, or a
 * platform admin on the company the back office opened. The company panel's endpoints take it
 * with their arguments and call the one operation the server mounts for both (decisions D77).
 */
export type CompanyActing = { kind: 'member' } | { kind: 'platformAdmin'; companyId: number };

export const actingAsMember: CompanyActing = { kind: 'member' };

export function actingAsPlatformAdmin(companyId: number): CompanyActing {
  return { kind: 'platformAdmin', companyId };
}

/** What an endpoint of the company panel takes besides its own arguments. */
export interface Acting {
  acting: CompanyActing;
}

type QueryPairs = ConstructorParameters<typeof URLSearchParams>[0];

/**
 * A call's address for who acts: the member's path with `?role` (the role api.md has the browser
 * send, a hint the server may only make stricter), or the back office's with `?company_id`.
 */
export function companyUrl(
  acting: CompanyActing,
  memberPath: string,
  role: ActingRole,
  query?: QueryPairs,
): string {
  const [path, fixed] =
    acting.kind === 'member'
      ? [memberPath, new URLSearchParams({ role })]
      : [adminTwinPath(memberPath), new URLSearchParams({ company_id: String(acting.companyId) })];
  const rest = new URLSearchParams(query).toString();
  return `${path}?${fixed.toString()}${rest ? `&${rest}` : ''}`;
}

/**
 * A call with a JSON body for who acts: a platform admin's names the company in the body, where
 * the back office's operations read it (spec/api.md §7).
 */
export function companyRequest<Body extends object>(
  acting: CompanyActing,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  memberPath: string,
  role: ActingRole,
  body: Body,
) {
  if (acting.kind === 'member') return { url: companyUrl(acting, memberPath, role), method, body };
  return {
    url: adminTwinPath(memberPath),
    method,
    body: { ...body, company_id: acting.companyId },
  };
}

/**
 * The id of a cache entry of the company who acts on: `LIST` for the member's own company,
 * `7/LIST` for company 7 in the back office, so no company's answers stand in for another's.
 */
export function companyTagId(acting: CompanyActing, id: string | number): string {
  return acting.kind === 'member' ? String(id) : `${acting.companyId}/${id}`;
}

/**
 * The cache entry of the company itself: the member's own (`MINE`), or the company's id in the
 * back office, where the companies list and its licence changes name it too.
 */
export function companyItselfTag(acting: CompanyActing) {
  return { type: 'Company' as const, id: acting.kind === 'member' ? 'MINE' : acting.companyId };
}

/** A mutation hook's trigger with `acting` filled in, so screens pass only their payload. */
export function boundTo<Payload extends object, Answer, State>(
  acting: CompanyActing,
  [trigger, state]: readonly [(payload: Payload & Acting) => Answer, State],
): readonly [(payload: Payload) => Answer, State] {
  return [(payload) => trigger({ ...payload, acting }), state];
}
