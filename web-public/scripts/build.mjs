// `npm run build`: the client bundle, then a server bundle of the same app, then the pre-rendered
// marketing pages (scripts/prerender.mjs). Accepts Vite's --logLevel, as `npm run build -- --logLevel warn`.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const flag = args.indexOf('--logLevel');
const logLevel = flag >= 0 ? args[flag + 1] : 'info';
const ssrOutDir = '.ssr';

await build({ root, logLevel });
await build({
  root,
  logLevel,
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
try {
  await prerender({ root, ssrOutDir, log: logLevel === 'info' ? console.log : () => {} });
} finally {
  await rm(new URL(`../${ssrOutDir}`, import.meta.url), { recursive: true, force: true });
}
