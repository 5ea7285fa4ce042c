export interface Step {
  name: string;
  command: string;
}

export function runStage(
  steps: Step[],
  options?: { print?: (text: string) => void; environment?: Record<string, string> },
): Promise<string[]>;
