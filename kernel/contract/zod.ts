import { z } from "zod";

// The site's CSP has no 'unsafe-eval': in the browser zod must not compile parsers with
// `new Function`, nor even probe for it (the probe alone is reported as a CSP violation).
// The server keeps the faster compiled parsers. Every contract module imports z from here so
// that this runs before any schema is built.
if ("document" in globalThis) z.config({ jitless: true });

export { z };
