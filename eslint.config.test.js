// The import boundaries of eslint.config.js, checked on snippets placed in the web apps: an import across a
// boundary is an error, the imports the layers are meant to use are not.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = import.meta.dirname;
let eslint;

/** A source file of a folder (tests aside), for a snippet to import from it. */
function sourceFileIn(dir) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) return path;
    if (entry.isDirectory() && entry.name !== '__tests__') {
      const found = sourceFileIn(path);
      if (found) return found;
    }
  }
  return null;
}

/** A feature of an app other than `except`. */
function featureOf(app, except) {
  const features = readdirSync(join(root, app, 'src/features')).filter((name) => name !== except);
  return `${app}/src/features/${features[0]}`;
}

/** Where `file` would write an import of `target` (both relative to the repository). */
function importPath(file, target) {
  const up = file.split('/').length - 1;
  return `${'../'.repeat(up)}${target}`;
}

/** The boundary errors ESLint reports on a file at `file` that imports `source` and uses it. */
async function boundaryErrors(file, source) {
  const code = `import * as imported from '${source}';\n\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => message.message);
}

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first file loads the parsers and resolvers.
  await eslint.lintText('export {};\n', { filePath: join(root, 'web-shared/src/lib/warm-up.ts') });
}, 60_000);

describe('import boundaries', () => {
  const feature = 'web-portal/src/features/bookings';
  const file = `${feature}/components/snippet.tsx`;

  it('refuses a feature importing another feature', async () => {
    const other = sourceFileIn(featureOf('web-portal', 'bookings'));
    const errors = await boundaryErrors(file, importPath(file, other));
    expect(errors).toEqual([expect.stringMatching(/from elements of type "feature".* to elements of type "feature"/)]);
  });

  it('lets a feature import its own files, its app’s shared code and web-shared', async () => {
    expect(await boundaryErrors(file, importPath(file, sourceFileIn(feature)))).toEqual([]);
    expect(await boundaryErrors(file, importPath(file, 'web-portal/src/config/paths.ts'))).toEqual([]);
    expect(await boundaryErrors(file, '@ringbook/web-shared')).toEqual([]);
  });

  it('refuses an app’s shared code importing a feature', async () => {
    for (const shared of ['web-portal/src/lib/snippet.ts', 'web-portal/src/components/snippet.tsx', 'web-ops/src/hooks/snippet.ts']) {
      const app = shared.split('/')[0];
      const errors = await boundaryErrors(shared, importPath(shared, sourceFileIn(featureOf(app))));
      expect(errors, shared).toEqual([expect.stringMatching(/to elements of type "feature"/)]);
    }
  });

  it('refuses web-shared importing an app', async () => {
    const shared = 'web-shared/src/lib/snippet.ts';
    const errors = await boundaryErrors(shared, importPath(shared, 'web-portal/src/config/paths.ts'));
    expect(errors).toEqual([expect.stringMatching(/from elements of type "web-shared"/)]);
  });

  it('refuses an app importing another app, by path or by package name', async () => {
    expect(await boundaryErrors(file, importPath(file, 'web-ops/src/config/paths.ts'))).toHaveLength(1);
    expect(await boundaryErrors(file, '@ringbook/web-public/src/config/paths.ts')).toHaveLength(1);
  });

  it('lets the app layer compose the features', async () => {
    const route = 'web-portal/src/app/routes/snippet.tsx';
    expect(await boundaryErrors(route, importPath(route, sourceFileIn(feature)))).toEqual([]);
  });
});
