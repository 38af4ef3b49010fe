import '@ringbook/web-shared/testing/setup-tests.ts';
