import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { prerenderPublicPages } from './prerender-plugin';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    vanillaExtractPlugin(),
    react(),
    prerenderPublicPages(() => [vanillaExtractPlugin(), react()]),
  ],
  build: {
    outDir: `${workspaceRoot}/dist/apps/web`,
    emptyOutDir: true,
    sourcemap: true,
    // tools/bench reads which chunks the entry imports statically (the landing's initial JS).
    manifest: true,
  },
  server: {
    port: 4200,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
