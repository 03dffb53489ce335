import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildVersion, versionFilePlugin } from './build/version-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const version = buildVersion(src);
const gateway = 'http://127.0.0.1:8080';

/**
 * Every page is a chunk of its own (the lazy imports of the modules' routes.ts), named after its
 * module (`company-pages-<hash>.js`), so the build output and a browser's network panel say which
 * module a page belongs to. The page's own name is left out: the route table lists every page
 * chunk's file with its preloads, and that table is part of the first load.
 */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const module = chunk.facadeModuleId?.match(/\/src\/modules\/([^/]+)\/pages\/[^/]+\.tsx$/)?.[1];
  return module ? `assets/${module}-pages-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig({
  plugins: [react(), versionFilePlugin(version)],
  // `@/…` is frontend/src (tsconfig.json `paths` says the same to TypeScript and Biome).
  resolve: { alias: [{ find: /^@\//, replacement: `${src}/` }] },
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  server: {
    proxy: {
      '/api': gateway,
      '/dita': gateway,
      '/fe_assets': gateway,
      '/socket.io': { target: gateway, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: { output: { chunkFileNames: chunkFileName } },
  },
});
