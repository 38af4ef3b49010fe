import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core: Vitest's default leaves one idle, which on CI's two cores is half the machine.
    maxWorkers: availableParallelism(),
    projects: [
      'web-shared',
      'web-public',
      'web-portal',
      'web-ops',
      { test: { name: 'eslint', include: ['eslint.config.test.js'], environment: 'node' } },
    ],
  },
});
