import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { prerenderedPageFile } from '@facet/public-site-domain';

/**
 * What the landing loads before it is drawn, read from the production build: the scripts its
 * prerendered HTML names (the entry, modulepreloads, the blocking theme script) and every chunk
 * the entry imports statically, found through Vite's manifest. The app that hydrates the page
 * loads after the page's load event (main.tsx); landing-lcp measures that part in the browser.
 * Shared by the web-bundle and landing-lcp benches.
 */
export const webDist = 'dist/apps/web';

/** The budget for the landing's initial JS (gzip). */
export const initialJsBudgetBytes = 100 * 1000;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface BuiltFile {
  file: string;
  raw: number;
  gzip: number;
}

export function sizeOf(file: string, dist = webDist): BuiltFile {
  const content = readFileSync(`${dist}/${file}`);
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

export function readManifest(dist = webDist): Record<string, ManifestChunk> {
  const path = `${dist}/.vite/manifest.json`;
  if (!existsSync(path)) throw new Error(`No ${path}: build the web app first`);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
}

export interface InitialLoad {
  scripts: BuiltFile[];
  styles: BuiltFile[];
  jsGzip: number;
}

export function landingInitialLoad(dist = webDist): InitialLoad {
  const html = readFileSync(`${dist}/${prerenderedPageFile('en', '/')}`, 'utf8');
  const manifest = readManifest(dist);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)) scripts.add(src!);
  for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) {
    scripts.add(href!);
  }
  for (const [, href] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)) {
    styles.add(href!);
  }
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    scripts.delete(chunk.file);
    visit(key);
  }
  const scriptSizes = [...scripts].map((file) => sizeOf(file, dist));
  return {
    scripts: scriptSizes,
    styles: [...styles].map((file) => sizeOf(file, dist)),
    jsGzip: scriptSizes.reduce((total, script) => total + script.gzip, 0),
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
