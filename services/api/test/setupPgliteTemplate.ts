// Vitest setup for the API's tests: an in-memory PGlite (`openPglite()` without a folder, every test stack's
// database) starts from the empty cluster that globalSetup made once, instead of running initdb in WebAssembly
// again for each: that took 15–22 s a database on this machine under load, against 4 s to load the template. The
// template is a fresh initdb's files, so a database made from it is the same as one made without; databases in a
// folder (the restart and migration tests) are made as before.
import { readFileSync } from 'node:fs';
import { inject, vi } from 'vitest';

vi.mock('@electric-sql/pglite', async (load) => {
  const real = await load<typeof import('@electric-sql/pglite')>();
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  class PGliteFromTemplate extends real.PGlite {
    static override create(...args: Parameters<typeof real.PGlite.create>) {
      return args.length === 0 ? real.PGlite.create({ loadDataDir: template }) : real.PGlite.create(...args);
    }
  }
  return { ...real, PGlite: PGliteFromTemplate };
});
