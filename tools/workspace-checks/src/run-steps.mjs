import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

/**
 * Runs one step of `npm test`: a shell command under a header with its name, then its outcome
 * and time. A step alone in its stage prints as it goes; steps side by side keep their output
 * and print it whole when they end, so their lines never interleave. Resolves to whether it
 * passed; never rejects.
 */
function runStep({ name, command }, { print, environment, alone }) {
  const started = Date.now();
  if (alone) print(`\n=== ${name}: ${command}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: '/bin/bash',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...environment },
    });
    const output = [];
    const keep = (chunk) => (alone ? print(chunk.toString()) : output.push(chunk));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const finish = (passed) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) print(`\n=== ${name}: ${command}\n${Buffer.concat(output).toString()}`);
      print(`=== ${name} ${passed ? 'passed' : 'FAILED'} in ${seconds}s\n`);
      resolve(passed);
    };
    child.on('error', (error) => {
      keep(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/**
 * Runs the steps of one stage side by side and resolves to the names of those that failed. Each
 * stage is a list: steps that need the whole machine go in a stage of their own.
 */
export async function runStage(
  steps,
  { print = (text) => process.stdout.write(text), environment = {} } = {},
) {
  const alone = steps.length === 1;
  const outcomes = await Promise.all(
    steps.map((step) => runStep(step, { print, environment, alone })),
  );
  return steps.filter((_, index) => !outcomes[index]).map(({ name }) => name);
}
