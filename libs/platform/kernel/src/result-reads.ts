/**
 * The audit actions that record someone other than the person reading that person's results
 * (docs/decisions.md D41): the API writes them, the person's account lists them, and the trail
 * names them. A view or an export that shows many people writes one entry listing them (D63, D70,
 * D73).
 */
export const resultReadActions = {
  /** The result page of one person (scores, report text, comparison). */
  resultPage: 'result.read',
  /** The PDF report of one person. */
  report: 'report.downloaded',
  /** A group's fit with its profile: one entry per view, listing its members with a result. */
  groupFit: 'group_fit.read',
  /** The ranking of members against a profile: one entry per page viewed, listing its people. */
  ranking: 'ranking.read',
  /** A spreadsheet of results (employees, ranking, group): one entry per file, listing its people. */
  export: 'company.export_downloaded',
  /**
   * The team view (heatmap) of a group or the company, its PDF, or two groups compared: one entry
   * per view, listing the members shown.
   */
  teamView: 'result.read_in_team_view',
  /**
   * An interview guide aimed by one person's result (its page or its PDF): one entry, listing the
   * person, whose details name the profile.
   */
  interviewGuide: 'result.read_in_interview_guide',
} as const;

export type ResultReadKind = keyof typeof resultReadActions;
export type ResultReadAction = (typeof resultReadActions)[ResultReadKind];

export const resultReadActionList: readonly ResultReadAction[] = Object.values(resultReadActions);
