import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to; the console's CSP forbids eval, and trying
// it anyway leaves a CSP violation report in the browser on every form page.
z.config({ jitless: true });

export { z };
