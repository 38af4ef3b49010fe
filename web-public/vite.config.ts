import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
  build: {
    // scripts/prerender.mjs reads it to preload each pre-rendered page's own chunk.
    manifest: true,
    rolldownOptions: {
      output: {
        // A handful of chunks instead of one per icon and helper: fewer round trips on a phone.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|clsx|tailwind-merge)[\\/]/,
              priority: 4,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|src[\\/]lib[\\/]zod\.ts/,
              priority: 3,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            {
              name: 'shared',
              test: /web-shared[\\/]src|web-public[\\/]src[\\/](components|lib|config|utils|hooks)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Linked workspace package shipped as TypeScript source: bundle it into the server build.
    noExternal: ['@ringbook/web-shared'],
  },
  test: {
    name: 'web-public',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
