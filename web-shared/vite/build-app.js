// `npm run build` of a client-rendered app (the portal, the console): Vite's build, then for each page the app
// lists (`pages` of its shell module) an HTML file of its own, served by the gateway for that path:
//  - the page's frame (layout, navigation, skeleton) rendered in, so the first paint waits for no script;
//  - <link rel="modulepreload"> for the page's route chunks and <link rel="preload" as="fetch"> for its first
//    GET requests, so code and data download together; the app's own fetch of the same URL takes the answer;
// and a .gz copy of every text file, which the gateway serves to browsers that accept gzip. index.html (every
// other path) gets the requests all pages share.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { constants, gzip as gzipCallback } from 'node:zlib';
import { build } from 'vite';

const gzip = promisify(gzipCallback);
const COMPRESSED = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const ROOT_TAG = '<div id="root"></div>';

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

// A chunk and every chunk it imports statically, as built files.
function chunksOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((child) => chunksOf(manifest, child, seen))];
}

function pageChunks(page, manifest, alreadyLoaded) {
  const files = (page.modules ?? []).flatMap((module) => {
    if (!manifest[module]) throw new Error(`page ${page.path}: ${module} is not a chunk of the build`);
    return chunksOf(manifest, module);
  });
  return [...new Set(files)].filter((file) => !alreadyLoaded.has(file));
}

function preloads(base, chunks, requests) {
  return [
    // Same mode and credentials as the app's fetch(url, { credentials: 'include' }), so that fetch uses it.
    ...requests.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`),
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${file}">`),
  ];
}

// React hoists a page's <title> into its markup; in the body it would be a stray element.
const withoutTitles = (markup) => markup.replace(/<title>[\s\S]*?<\/title>/g, '');

// The frame is on screen before any script runs: let the stylesheet and the fonts go first.
const withLowPriorityScripts = (html) =>
  html
    .replace(/<script type="module" crossorigin /g, '<script type="module" crossorigin fetchpriority="low" ')
    .replace(/<link rel="modulepreload" crossorigin /g, '<link rel="modulepreload" crossorigin fetchpriority="low" ');

function page(template, { head, body }) {
  return withLowPriorityScripts(template)
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(ROOT_TAG, `<div id="root">${withoutTitles(body)}</div>`);
}

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

async function compressAll(dist) {
  for await (const file of filesUnder(dist)) {
    if (!COMPRESSED.test(file)) continue;
    await writeFile(`${file}.gz`, await gzip(await readFile(file), { level: constants.Z_BEST_COMPRESSION }));
  }
}

async function writePages(dist, shell, manifest) {
  const indexFile = join(dist, 'index.html');
  const template = await readFile(indexFile, 'utf8');
  if (!template.includes(ROOT_TAG)) throw new Error(`${indexFile} has no ${ROOT_TAG}`);
  const base = template.match(/<script type="module" crossorigin src="([^"]*)assets\//)?.[1];
  if (!base) throw new Error(`${indexFile} has no module script under assets/`);
  const alreadyLoaded = new Set([...template.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));

  const head = [];
  if (shell.headScript) {
    // Runs before the first paint (a blocking script, as the site's CSP allows no inline one): kept tiny.
    const name = `assets/head-${createHash('sha256').update(shell.headScript).digest('base64url').slice(0, 8)}.js`;
    await writeFile(join(dist, name), shell.headScript);
    head.push(`<script src="${base}${name}"></script>`);
  }
  const shared = shell.sharedRequests ?? [];
  for (const each of shell.pages) {
    const file = join(dist, `${each.path.replace(/^\/+/, '')}.html`);
    await mkdir(dirname(file), { recursive: true });
    const links = preloads(base, pageChunks(each, manifest, alreadyLoaded), [...shared, ...(each.requests ?? [])]);
    await writeFile(file, page(template, { head: [...head, ...links], body: shell.renderShell(each.path) }));
  }
  await writeFile(indexFile, page(template, { head: [...head, ...preloads(base, [], shared)], body: '' }));
}

export async function buildApp({ root, shellEntry, logLevel = 'info' }) {
  const dist = join(root, 'dist');
  const ssrOutDir = join(root, '.ssr');
  await build({ root, logLevel, build: { manifest: true } });
  await build({
    root,
    logLevel,
    build: { ssr: shellEntry, outDir: ssrOutDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    ssr: { noExternal: ['@ringbook/web-shared'] },
  });
  try {
    const shell = await import(pathToFileURL(join(ssrOutDir, basename(shellEntry).replace(/\.tsx?$/, '.js'))).href);
    const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
    await rm(join(dist, '.vite'), { recursive: true, force: true });
    await writePages(dist, shell, manifest);
  } finally {
    await rm(ssrOutDir, { recursive: true, force: true });
  }
  await compressAll(dist);
}
