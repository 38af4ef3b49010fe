// Renders each marketing page to static HTML with its own <head>, writes sitemap.xml and robots.txt,
// an empty app shell for client-only pages, and a .gz copy of every text file for the gateway.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback, constants } from 'node:zlib';

const gzip = promisify(gzipCallback);
const SITE_URL = (process.env.SITE_URL || 'https://ringbook.app').replace(/\/+$/, '');
const COMPRESSED = /\.(js|css|html|svg|xml|txt|json|webmanifest)$/;
const PRIVATE_PATHS = ['/app', '/portal', '/onboarding', '/setup-ai', '/admin', '/superadmin', '/auth/', '/thank-you', '/lead-thank-you'];

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// The route module's chunk and the chunks it imports, so the browser fetches them alongside the
// entry script instead of after it: hydration can start as soon as the entry has run.
function chunksOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((child) => chunksOf(manifest, child, seen))];
}

function headFor(page, { formatPageTitle }, preloads) {
  const url = `${SITE_URL}${page.path === '/' ? '/' : page.path}`;
  const title = escapeHtml(formatPageTitle(page.title));
  const description = escapeHtml(page.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${page.ogType}" />`,
    `<meta property="og:site_name" content="Ringbook" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}" />`),
  ].join('\n    ');
}

// The page is readable before any script runs: let the stylesheet and the fonts go first.
function withLowPriorityScripts(template) {
  return template
    .replace(/<script type="module" crossorigin /g, '<script type="module" crossorigin fetchpriority="low" ')
    .replace(/<link rel="modulepreload" crossorigin /g, '<link rel="modulepreload" crossorigin fetchpriority="low" ');
}

function withHead(template, head) {
  return withLowPriorityScripts(template)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`);
}

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export async function prerender({ root, ssrOutDir, log = console.log }) {
  const dist = join(root, 'dist');
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const server = await import(pathToFileURL(join(root, ssrOutDir, 'entry-server.js')).href);
  const rootTag = '<div id="root"></div>';
  if (!template.includes(rootTag)) throw new Error(`dist/index.html has no ${rootTag}`);

  // Client-only pages (sign-in, thank-you pages, 404s) get this: nothing to hydrate, no wrong content.
  await writeFile(join(dist, 'app-shell.html'), template);

  const pages = server.prerenderPages();
  for (const page of pages) {
    // React hoists each page's <title> into the markup; the <head> below carries it instead.
    const body = (await server.render(page.path)).replace(/<title>[\s\S]*?<\/title>/g, '');
    const preloads = chunksOf(manifest, page.module).filter((file) => !template.includes(`/${file}"`));
    const html = withHead(template, headFor(page, server, preloads)).replace(
      rootTag,
      `<div id="root" ${server.PRERENDERED_ATTRIBUTE}="${page.path}">${body}</div>`,
    );
    const file = page.path === '/' ? join(dist, 'index.html') : join(dist, page.path.slice(1), 'index.html');
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, html);
  }
  log(`pre-rendered ${pages.length} pages`);

  // The pages only the browser renders (sign-in, thank-you pages): the gateway answers any other path 404.
  const prerendered = new Set(pages.map((page) => page.path));
  const clientOnly = server.clientRoutes().filter((path) => !prerendered.has(path));
  await writeFile(join(dist, 'client-routes.json'), `${JSON.stringify(clientOnly, null, 2)}\n`);

  const today = new Date().toISOString().slice(0, 10);
  const urls = pages.map(
    (page) =>
      `  <url><loc>${SITE_URL}${page.path}</loc><lastmod>${today}</lastmod><priority>${page.priority.toFixed(1)}</priority></url>`,
  );
  await writeFile(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n${PRIVATE_PATHS.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
  );

  let compressed = 0;
  for await (const file of filesUnder(dist)) {
    if (!COMPRESSED.test(file) || file.includes(`${join(dist, '.vite')}`)) continue;
    const content = await readFile(file);
    await writeFile(`${file}.gz`, await gzip(content, { level: constants.Z_BEST_COMPRESSION }));
    compressed += 1;
  }
  log(`gzipped ${compressed} files`);
}
