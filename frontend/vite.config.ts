import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildVersion, versionFilePlugin } from './build/version-plugin.ts';

const version = buildVersion(fileURLToPath(new URL('./src', import.meta.url)));
const gateway = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), versionFilePlugin(version)],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  server: {
    proxy: {
      '/api': gateway,
      '/dita': gateway,
      '/fe_assets': gateway,
      '/socket.io': { target: gateway, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: false, target: 'es2022' },
});
