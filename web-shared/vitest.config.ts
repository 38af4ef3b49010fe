import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web-shared',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
