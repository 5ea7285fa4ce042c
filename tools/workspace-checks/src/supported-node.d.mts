export const supportedMajor: number;
export function majorOf(version: string): number;
export function bundledNodePath(platform?: string, arch?: string, root?: string): string;
export function needsBundledNode(version?: string): boolean;
export function environmentFor(
  binary: string,
  environment?: Record<string, string | undefined>,
): Record<string, string | undefined>;
export function runUnderSupportedNode(): Promise<never> | undefined;
