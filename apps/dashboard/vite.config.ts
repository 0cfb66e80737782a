import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Workspace packages resolve to their TypeScript source inside the repo.
  resolve: { conditions: ['lisa-source', ...defaultClientConditions] },
  server: { port: 3001, strictPort: true },
  preview: { port: 3001 },
  build: { target: 'es2022', sourcemap: true },
});
