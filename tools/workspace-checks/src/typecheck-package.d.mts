export const sidePrograms: string[];
export function packageFilesBySide(
  packageRoot: string,
  workspaceRoot?: string,
): Record<string, string[]>;
export function typecheckPackage(packageRoot: string, workspaceRoot?: string): boolean;
