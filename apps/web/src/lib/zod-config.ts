import { z } from 'zod';

/*
 * zod 4 probes for `new Function` to compile faster parsers. Our CSP (script-src 'self') forbids eval, so the probe
 * only produces a CSP violation report in the console on every page load. Parsing is the same without it.
 */
z.config({ jitless: true });
