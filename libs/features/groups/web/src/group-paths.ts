/** The addresses of the group pages under a panel (`/company-panel` or the back office's company page). */

export const groupPagePath = (groupId: number, panelPath = '/company-panel') =>
  `${panelPath}/group/${groupId}`;

export const groupEmployeePath = (groupId: number, email: string, panelPath = '/company-panel') =>
  `${groupPagePath(groupId, panelPath)}/employee/${encodeURIComponent(email)}`;

export const groupMemberResultPath = (
  groupId: number,
  email: string,
  resultId: number,
  panelPath = '/company-panel',
) => `${groupEmployeePath(groupId, email, panelPath)}/result/${resultId}`;

/** Where the group pages sit: the panel's Groups tab, then the group. */
export const groupsCrumb = (panelPath: string, label: string) => ({
  id: 'groups',
  label,
  href: `${panelPath}?tab=groups`,
});
