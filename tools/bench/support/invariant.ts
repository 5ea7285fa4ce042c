/** What a check found: whether its invariant held, and the figures that show it. */
export interface Finding {
  held: boolean;
  figures: string[];
}

export interface Invariant extends Finding {
  label: string;
}

/** Runs a check; one that threw (a step it stands on failed) counts as broken, with the reason. */
export async function checked(label: string, check: () => Promise<Finding>): Promise<Invariant> {
  try {
    return { label, ...(await check()) };
  } catch (error) {
    return {
      label,
      held: false,
      figures: [`could not be checked: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
}

export function printInvariant(invariant: Invariant): void {
  console.log(`${invariant.held ? 'PASS' : 'FAIL'} ${invariant.label}`);
  for (const figure of invariant.figures) console.log(`     ${figure}`);
}
