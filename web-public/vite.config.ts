import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
  test: {
    name: 'web-public',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
