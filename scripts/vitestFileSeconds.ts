// A Vitest reporter for `npm test`'s table: each test file's seconds from the start of its environment to its
// last hook (environment, harness, setup files, importing the file and everything it imports, then its tests),
// written as JSON { "<absolute path>": seconds } to the file named by VITEST_FILE_SECONDS. Vitest's JSON report
// times only the tests, while importing is often most of a file's cost.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class VitestFileSeconds implements Reporter {
  private readonly seconds: Record<string, number> = {};

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    this.seconds[module.moduleId] =
      (d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) /
      1000;
  }

  onTestRunEnd(): void {
    const out = process.env.VITEST_FILE_SECONDS;
    if (out) writeFileSync(out, JSON.stringify(this.seconds));
  }
}
