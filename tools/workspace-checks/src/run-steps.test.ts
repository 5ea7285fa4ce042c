import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStage } from './run-steps.mjs';

/** A step that prints two lines with a pause between, so steps side by side could interleave. */
function slowStep(name: string, exitCode = 0) {
  return {
    name,
    command: `echo ${name} one; sleep 0.3; echo ${name} two >&2; exit ${exitCode}`,
  };
}

describe('a stage of npm test', () => {
  it('runs its steps side by side, prints each whole under its header and names the failures', async () => {
    const printed: string[] = [];
    // Each step marks that it started and goes on only once all three have: steps run one after
    // another would never see the others' marks, and the first would fail after its wait.
    const marks = mkdtempSync(join(tmpdir(), 'run-steps-'));
    const names = ['first', 'second', 'third'];
    const meeting = (name: string, exitCode = 0) => {
      const allThere = names.map((other) => `[ -e ${marks}/${other} ]`).join(' && ');
      const step = slowStep(name, exitCode);
      return {
        name,
        command:
          `touch ${marks}/${name}; for i in $(seq 200); do ${allThere} && break; sleep 0.05; done; ` +
          `${allThere} || exit 9; ${step.command}`,
      };
    };
    const failed = await runStage([meeting('first'), meeting('second', 3), meeting('third')], {
      print: (text) => printed.push(text),
    });
    rmSync(marks, { recursive: true });

    expect(failed).toEqual(['second']);
    const output = printed.join('');
    for (const name of ['first', 'second', 'third']) {
      expect(output).toMatch(new RegExp(`=== ${name}: [^\\n]*\\n${name} one\\n${name} two\\n`));
    }
    expect(output).toMatch(/=== second FAILED in \d+\.\ds/);
    expect(output).toMatch(/=== first passed in \d+\.\ds/);
  });

  it('prints a step alone in its stage as it goes, after its header', async () => {
    const printed: string[] = [];
    const failed = await runStage([slowStep('only')], { print: (text) => printed.push(text) });
    expect(failed).toEqual([]);
    expect(printed[0]).toBe('\n=== only: echo only one; sleep 0.3; echo only two >&2; exit 0\n');
    expect(printed.slice(1, -1).join('')).toBe('only one\nonly two\n');
    expect(printed.at(-1)).toMatch(/^=== only passed in \d+\.\ds\n$/);
  });

  it('counts a command that cannot start as failed', async () => {
    const printed: string[] = [];
    const failed = await runStage(
      [{ name: 'missing', command: 'a-command-no-one-has-installed' }],
      {
        print: (text) => printed.push(text),
        environment: { PATH: '/nonexistent' },
      },
    );
    expect(failed).toEqual(['missing']);
    expect(printed.join('')).toMatch(/=== missing FAILED/);
  });
});
