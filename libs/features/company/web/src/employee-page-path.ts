/** An employee's page in the panel (`/company-panel` or the back office's company page). */
export const employeePagePath = (email: string, panelPath = '/company-panel') =>
  `${panelPath}/employee/${encodeURIComponent(email)}`;
