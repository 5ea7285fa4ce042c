import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where index.html wants the script, in `<head>` before any style sheet or bundle. */
export const beforePaintScriptPlace = '<!--before-paint-script-->';

/** The script as the page carries it: its code, without the comments meant for us. */
export const beforePaintScriptSource = readFileSync(
  resolve(import.meta.dirname, 'before-paint-script.js'),
  'utf8',
)
  .replace(/^\s*\/\/.*\n/gm, '')
  .replace(/^\s*\/\*.*\*\/\n/gm, '')
  .trim();

/** The page with the script written inline where index.html asks for it. */
export function withInlineBeforePaintScript(html: string): string {
  if (!html.includes(beforePaintScriptPlace)) {
    throw new Error(`index.html has no ${beforePaintScriptPlace} for the before-paint script`);
  }
  return html.replace(beforePaintScriptPlace, () => `<script>${beforePaintScriptSource}</script>`);
}

/**
 * Writes the before-paint script (stored theme and cookie choice) inline in `<head>`: it must
 * run before the first paint, and a script file there would hold the paint back by a round trip
 * (issue 41). The API allows it by its hash, read from the built page (`inlineScriptHashesOf`),
 * so the CSP still runs no other inline code.
 */
export function inlineBeforePaintScript(): Plugin {
  return {
    name: 'facet-inline-before-paint-script',
    transformIndexHtml: withInlineBeforePaintScript,
  };
}
