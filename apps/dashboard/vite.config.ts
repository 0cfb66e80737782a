import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { themeInit } from './scripts/theme-init-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), themeInit()],
  // Workspace packages resolve to their TypeScript source inside the repo.
  resolve: { conditions: ['lisa-source', ...defaultClientConditions] },
  // Vitest's node environment resolves through ssr: source there too, so a test never reads a
  // package's dist while a parallel build rewrites it.
  ssr: { resolve: { conditions: ['lisa-source', ...defaultServerConditions] } },
  server: { port: 3001, strictPort: true },
  preview: { port: 3001 },
  build: { target: 'es2022', sourcemap: true },
});
