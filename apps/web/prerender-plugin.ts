import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type PluginOption, type Plugin, type ResolvedConfig } from 'vite';

const renderModule = 'src/prerender/render-public-page.tsx';

interface RenderModule {
  languages: readonly string[];
  prerenderedPagePaths: readonly string[];
  prerenderedPageFile: (language: string, path: string) => string;
  renderPublicPage: (
    path: string,
    language: string,
  ) => Promise<{ html: string; titleElement: string }>;
  clientRoutesFile: string;
  clientRoutePatterns: () => Promise<string[]>;
}

/** The style sheets of a chunk and of every chunk it imports statically, each once. */
function stylesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}`);
  return [
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen)),
  ];
}

/**
 * After the browser build, renders the public pages (landing, about, legal) in every language
 * with the app's own components through a server build of `render-public-page`, and writes each
 * as the built index.html with the page inside #root and the app's style sheets linked. The page
 * is drawn from that HTML alone; main.tsx hydrates it later (DESIGN §8, docs/decisions.md). It
 * also writes the router's page patterns, from which the server answers 404 for other addresses.
 */
export function prerenderPublicPages(serverPlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'facet-prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Beside the build, so the server build's imports find the workspace's node_modules.
      const serverDir = `${outDir}-prerender`;
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'error',
          plugins: serverPlugins(),
          build: { ssr: renderModule, outDir: serverDir, emptyOutDir: true },
        });
        const render = (await import(
          pathToFileURL(join(serverDir, 'render-public-page.js')).href
        )) as RenderModule;
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        // The style sheets of what main.tsx loads to start the app: the shell's and the pages'.
        const styleLinks = (manifest['index.html']?.dynamicImports ?? [])
          .flatMap((key) => stylesOf(manifest, key))
          .map((file) => `<link rel="stylesheet" href="/${file}">`)
          .join('');
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const language of render.languages) {
          for (const path of render.prerenderedPagePaths) {
            const page = await render.renderPublicPage(path, language);
            const html = template
              .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
              .replace(/<title>[^<]*<\/title>/, page.titleElement)
              .replace('</head>', `${styleLinks}</head>`)
              .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
            const file = join(outDir, render.prerenderedPageFile(language, path));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, html);
          }
        }
        writeFileSync(
          join(outDir, render.clientRoutesFile),
          JSON.stringify(await render.clientRoutePatterns()),
        );
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
