// ESLint for the web apps: TypeScript and React hooks rules, and the import boundaries of STYLE.md: a feature never
// imports another feature, shared code (web-shared, an app's lib/, components/, hooks/...) imports no feature, and
// the apps never import each other (all of them may import web-shared).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_PACKAGES = '{web-shared,web-portal,web-ops,web-public}';

// A file belongs to the closest folder listed here; `app` names its web app so a policy can ask for the same app.
const elements = [
  { type: 'web-shared', pattern: 'web-shared', partialMatch: false },
  { type: 'feature', pattern: 'web-*/src/features/*', partialMatch: false, capture: ['app', 'feature'] },
  { type: 'app-shell', pattern: 'web-*/src/app', partialMatch: false, capture: ['app'] },
  { type: 'app-testing', pattern: 'web-*/src/testing', partialMatch: false, capture: ['app'] },
  { type: 'app-shared', pattern: 'web-*/src/*', partialMatch: false, capture: ['app', 'folder'] },
  { type: 'app-entry', pattern: 'web-*/src', partialMatch: false, capture: ['app'] },
  { type: 'app-tooling', pattern: 'web-*', partialMatch: false, capture: ['app'] },
  { type: 'formula-vectors', pattern: 'proto-schemas/vectors', partialMatch: false },
];

const files = [{ category: 'test', pattern: ['**/__tests__/**', '**/*.test.{ts,tsx}'] }];

const inSameApp = (...types) => types.map((type) => ({ type, captured: { app: '{{ from.captured.app }}' } }));
const webShared = { type: 'web-shared' };

const policies = [
  { from: { element: { type: 'web-shared' } }, allow: { to: { element: webShared } } },
  // A feature uses its own files, its app's shared code and web-shared; never another feature.
  { from: { element: { type: 'feature' } }, allow: { to: { element: [...inSameApp('app-shared'), webShared] } } },
  { from: { element: { type: 'app-shared' } }, allow: { to: { element: [...inSameApp('app-shared'), webShared] } } },
  // The app layer composes the features.
  {
    from: { element: { type: ['app-shell', 'app-entry', 'app-testing', 'app-tooling'] } },
    allow: {
      to: {
        element: [...inSameApp('feature', 'app-shell', 'app-entry', 'app-testing', 'app-shared', 'app-tooling'), webShared],
      },
    },
  },
  // A test renders what it tests inside its app, with the app's test helpers.
  {
    from: { element: { type: ['feature', 'app-shared'] }, file: { categories: 'test' } },
    allow: { to: { element: inSameApp('app-testing', 'app-shell') } },
  },
  // The TypeScript formulas are checked against the same vectors as the Python ones.
  {
    from: { element: webShared, file: { categories: 'test' } },
    allow: { to: { element: { type: 'formula-vectors' } } },
  },
];

export default tseslint.config(
  // Only the web packages are linted: everything else at the root is Python, data or tooling.
  { ignores: ['*', `!${WEB_PACKAGES}/`, '**/dist/', 'web-shared/src/api/generated/'] },
  {
    files: [`${WEB_PACKAGES}/**/*.{ts,tsx,js,mjs}`],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'import/resolver': { typescript: { project: `${WEB_PACKAGES}/tsconfig.json`, noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkUnknownLocals: true, policies }],
      'boundaries/no-unknown-files': 'error',
      // It says when the React Compiler would skip a component; the apps are not built with the compiler.
      'react-hooks/incompatible-library': 'off',
      // As the compiler's noUnusedParameters: a leading underscore marks a parameter kept for its signature, and a
      // rest sibling is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
