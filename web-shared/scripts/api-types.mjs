// The TypeScript types of the OpenAPI documents: one module per document, web-shared/src/api/generated/<name>.ts.
//   node web-shared/scripts/api-types.mjs                      write them
//   node web-shared/scripts/api-types.mjs --check              fail when a committed module differs from its document
//   node web-shared/scripts/api-types.mjs --input D --output D  from and into other folders
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const { values } = parseArgs({
  options: {
    input: { type: 'string', default: join(root, 'api/openapi') },
    output: { type: 'string', default: join(root, 'web-shared/src/api/generated') },
    check: { type: 'boolean', default: false },
  },
});

const HEADER = '// Generated from api/openapi/%s.json by `make api`; do not edit.\n';

async function typesOf(document, scratch) {
  const folder = join(scratch, basename(document, '.json'));
  await createClient({
    input: document,
    output: { path: folder, entryFile: false, header: null },
    plugins: [{ name: '@hey-api/typescript', case: 'preserve' }],
    logs: { level: 'silent' },
  });
  return readFile(join(folder, 'types.gen.ts'), 'utf8');
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function camelCase(operationId) {
  const words = operationId.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index ? word[0].toUpperCase() + word.slice(1) : word)).join('');
}

/** `Routes`: each operation as 'METHOD /path', to its request (path, query, body) and its successful answer. */
function routesOf(document, types) {
  const lines = ['', "/** Each operation by 'METHOD /path': what is sent, and what a successful answer holds. */", 'export type Routes = {'];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS.filter((name) => operations[name])) {
      const name = camelCase(operations[method].operationId);
      if (!types.includes(`export type ${name}Data = {`) || !types.includes(`url: '${path}'`)) {
        throw new Error(`no generated request type for ${method.toUpperCase()} ${path} (${name}Data)`);
      }
      const answer = types.includes(`export type ${name}Response =`) ? `${name}Response` : 'unknown';
      lines.push(`    '${method.toUpperCase()} ${path}': { request: ${name}Data; response: ${answer} };`);
    }
  }
  lines.push('};', '');
  return lines.join('\n');
}

async function generated(inputFolder) {
  const documents = (await readdir(inputFolder)).filter((name) => name.endsWith('.json')).sort();
  const scratch = await mkdtemp(join(tmpdir(), 'api-types-'));
  try {
    const modules = new Map();
    for (const name of documents) {
      const service = basename(name, '.json');
      const types = (await typesOf(join(inputFolder, name), scratch)).replace(/^\/\/.*\n+/, '');
      const document = JSON.parse(await readFile(join(inputFolder, name), 'utf8'));
      modules.set(`${service}.ts`, HEADER.replace('%s', service) + types + routesOf(document, types));
    }
    return modules;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function committed(outputFolder) {
  const names = await readdir(outputFolder).catch(() => []);
  const modules = new Map();
  for (const name of names.filter((entry) => entry.endsWith('.ts'))) {
    modules.set(name, await readFile(join(outputFolder, name), 'utf8'));
  }
  return modules;
}

const fresh = await generated(values.input);
if (values.check) {
  const current = await committed(values.output);
  const stale = [...new Set([...fresh.keys(), ...current.keys()])].filter(
    (name) => fresh.get(name) !== current.get(name),
  );
  if (stale.length) {
    console.error(`API types out of date (run \`make api\`): ${stale.sort().join(', ')}`);
    process.exit(1);
  }
} else {
  await rm(values.output, { recursive: true, force: true });
  await mkdir(values.output, { recursive: true });
  for (const [name, text] of fresh) await writeFile(join(values.output, name), text);
}
