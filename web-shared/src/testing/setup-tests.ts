import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockApi, resetApiServer } from './api-server';

beforeAll(() => {
  mockApi.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  cleanup();
  resetApiServer();
});

afterAll(() => {
  mockApi.close();
});
