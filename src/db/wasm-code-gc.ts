import { setFlagsFromString } from 'node:v8';

// Node 24's V8 (13.6) can free a wasm import wrapper twice when its wasm code GC runs while
// another thread tiers the same wrapper up; the process then dies on a V8 CHECK
// ("jit_page_->allocations_.erase(addr) == 1", SIGTRAP, exit 133), as one CI run of ours did in
// the integration tier. PGlite is our only wasm and we open, close and (after a statement
// timeout) restart it in worker threads, which is the churn that trips it (nodejs/node#64500;
// fixed in V8 9b8ca54d5a, not in Node 24). With wasm code GC off the race has nothing to free.
// The flag is process-wide: it is set on the opening thread before the first PGlite, and
// vitest.config.ts sets it in the test runner before any worker starts. It cost no memory we
// could measure: 30 PGlite instances opened and closed two at a time in worker threads ended at
// 514 MB RSS with the flag against 577 MB without.
const FLAG = '--no-wasm-code-gc';
let set = false;

/** Turns V8's wasm code GC off in this process (idempotent). Call before opening PGlite. */
export function keepWasmCodeForProcessLifetime(): void {
  if (set) return;
  setFlagsFromString(FLAG);
  set = true;
}
