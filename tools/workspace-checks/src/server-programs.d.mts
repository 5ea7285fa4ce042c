export const serverProgramsDirectory: string;
export const serverProgramSources: Record<'main' | 'mail-worker' | 'migrate', string>;
export type ServerProgram = keyof typeof serverProgramSources;
export function builtServerProgram(name: ServerProgram): string;
export function buildServerPrograms(): void;
