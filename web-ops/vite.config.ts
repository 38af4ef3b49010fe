import { appRoutesFallback } from '@ringbook/web-shared/vite/app-routes-fallback.js';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appRoutePaths } from './src/config/paths.ts';

export default defineConfig({
  base: '/_ops/',
  plugins: [react(), tailwindcss(), appRoutesFallback(appRoutePaths)],
  test: {
    name: 'web-ops',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
