import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'web-shared',
      'web-public',
      'web-portal',
      'web-ops',
      { test: { name: 'eslint', include: ['eslint.config.test.js'], environment: 'node' } },
    ],
  },
});
