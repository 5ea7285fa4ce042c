import type { CompanyRole, Language } from '@facet/platform-kernel';

/**
 * What the session calls answer about who is signed in. The client may cache these records
 * (spec/product.md §3: name, email, role); tokens are never part of them.
 */

/** `user` is the role of a person who belongs to no company (spec/product.md §6). */
export type SessionRole = CompanyRole | 'user';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: SessionRole;
  lang: Language;
  company_id: number | null;
}

export interface SessionAdmin {
  id: number;
  name: string;
  email: string;
}

export interface UserSessionAnswer {
  user: SessionUser;
  token: string;
}

export interface AdminSessionAnswer {
  admin: SessionAdmin;
  token: string;
}

/**
 * `/auth/change-password`: the change ends every access token issued before it, so the session
 * that asked goes on with this one.
 */
export interface ChangePasswordAnswer {
  message: string;
  token: string;
}

/** `/refresh-token`: the new access token plus who it belongs to, so a reload restores the session. */
export type RefreshAnswer =
  | { accessToken: string; principal: 'user'; user: SessionUser }
  | { accessToken: string; principal: 'admin'; admin: SessionAdmin };

export interface VerifyRoleAnswer {
  role: CompanyRole;
  company_id: number;
}

/** Only company admins and managers open the company panel (spec/product.md §6). */
export function mayOpenCompanyPanel(role: SessionRole | undefined): boolean {
  return role === 'admin' || role === 'manager';
}

/** Whether the person belongs to a company: everyone but a `user` (their home greets them). */
export function belongsToCompany(role: SessionRole | undefined): boolean {
  return role !== undefined && role !== 'user';
}

/**
 * GET /auth/register-context/{token}: what the addressee of a registration or invitation link
 * sees before using it, and nothing more. `companyName` and `role` are null for a link of no
 * company; `inviterName` when no person sent it (a platform administrator's invitation).
 */
export interface LinkContextAnswer {
  email: string;
  lang: Language;
  companyName: string | null;
  role: CompanyRole | null;
  inviterName: string | null;
  /** The inviting company's own welcome line and logo address (`/api/company-logos/…`), if set. */
  welcomeLine: string | null;
  logoUrl: string | null;
}

/** The path of the link-context call, for every client that shows a link's context. */
export const linkContextPath = (token: string) =>
  `/auth/register-context/${encodeURIComponent(token)}`;
