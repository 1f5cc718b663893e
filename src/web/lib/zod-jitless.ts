// Imported first by main.tsx, before any schema is built. zod probes `new Function` once to
// decide on its JIT parser; under our CSP (no eval) the browser reports that probe as a CSP
// violation on every page, drowning real ones. zod's jitless mode skips the probe. It reads its
// settings from this global, so the first bundle does not need to load zod to set it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
