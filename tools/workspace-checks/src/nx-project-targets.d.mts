interface ProjectTargets {
  projects: Record<string, { targets: Record<string, { command: string; inputs: string[] }> }>;
}

export const createNodesV2: readonly [
  string,
  (
    packageJsonPaths: readonly string[],
    options: unknown,
    context: { workspaceRoot: string },
  ) => Array<[string, ProjectTargets]>,
];
