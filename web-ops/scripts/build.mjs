// `npm run build`: the console, its sign-in card pre-rendered into index.html, compressed (web-shared/vite/build-app.js).
// Accepts Vite's --logLevel, as `npm run build -- --logLevel warn`.
import { fileURLToPath } from 'node:url';
import { buildApp } from '@ringbook/web-shared/vite/build-app.js';

const args = process.argv.slice(2);
const flag = args.indexOf('--logLevel');
await buildApp({
  root: fileURLToPath(new URL('..', import.meta.url)),
  shellEntry: 'src/app/shell.tsx',
  logLevel: flag >= 0 ? args[flag + 1] : 'info',
});
