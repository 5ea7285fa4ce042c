import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { inlineBeforePaintScript } from './inline-before-paint-script';
import { prerenderPublicPages } from './prerender-plugin';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    inlineBeforePaintScript(),
    // React Aria ships its controls' words in 34 locales; the app speaks English, Spanish and
    // Brazilian Portuguese (D67), and React Aria finds these by language for 'en', 'es', 'pt'.
    optimizeLocales.vite({ locales: ['en-US', 'es-ES', 'pt-BR'] }),
    vanillaExtractPlugin(),
    react(),
    prerenderPublicPages(() => [vanillaExtractPlugin(), react()]),
  ],
  build: {
    outDir: `${workspaceRoot}/dist/apps/web`,
    emptyOutDir: true,
    // Maps are built for the error-reporting service but carry no sourceMappingURL comment, and
    // the API never serves a .map file: the original source is not published (docs/decisions.md).
    sourcemap: 'hidden',
    // tools/bench reads which chunks the entry imports statically (the landing's initial JS).
    manifest: true,
  },
  server: {
    port: 4200,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
