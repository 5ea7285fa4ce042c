import { fileURLToPath } from 'node:url';
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
