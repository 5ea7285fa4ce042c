/**
 * The back office's twin of a company panel call (spec/api.md §7, D77): the member's path with
 * its first segment made `admin-companies` (`/companies/get-employees/x` →
 * `/admin-companies/get-employees/x`, `/hiring/settings` → `/admin-companies/settings`). The
 * browser addresses a platform admin's call by it and the server refuses to mount a twin
 * anywhere else (D94), so the two cannot drift apart.
 */
export function adminTwinPath(memberPath: string): string {
  return memberPath.replace(/^\/[^/]+/, '/admin-companies');
}
