import { appRoutesFallback } from '@ringbook/web-shared/vite/app-routes-fallback.js';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appRoutePaths } from './src/config/paths.ts';

export default defineConfig({
  base: '/_portal/',
  plugins: [react(), tailwindcss(), appRoutesFallback(appRoutePaths)],
  build: {
    rolldownOptions: {
      output: {
        // A handful of chunks per page instead of one per icon and helper: on a phone each request waits its turn.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 4,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web-portal',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
