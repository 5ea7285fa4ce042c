import { execFileSync } from 'node:child_process';

/** The Chromium browsers this process started: the renderer launches them as its children. */
export function chromiumChildren(): number[] {
  const listing = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  return listing
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command?.startsWith('chromium'))
    .map(([pid]) => Number(pid));
}
