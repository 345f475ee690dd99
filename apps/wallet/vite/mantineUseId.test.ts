import { describe, expect, it, vi } from 'vitest';
import { mantineUseId } from './mantineUseId.ts';

const hooksIndex = '/repo/node_modules/@mantine/hooks/esm/index.mjs';

/** The plugin's hooks, called as Vite calls them in a build. */
function plugin() {
  const { resolveId, buildEnd } = mantineUseId() as unknown as {
    resolveId(source: string, importer?: string): string | null;
    buildEnd(this: unknown, error?: Error): void;
  };
  const fail = vi.fn();
  const context = { environment: { config: { command: 'build' } }, error: fail };
  return { resolve: resolveId, end: () => buildEnd.call(context), fail };
}

describe('mantineUseId (the build gives Mantine src/shared/ui/mantineUseId.ts as useId)', () => {
  it("resolves the hooks index's use-id import to our hook, and nothing else", () => {
    const { resolve, end, fail } = plugin();
    expect(resolve('./use-id/use-id.mjs', hooksIndex)).toMatch(/src[\\/]shared[\\/]ui[\\/]mantineUseId\.ts$/);
    expect(resolve('./use-id/use-id.mjs', '/repo/src/features/other/index.ts')).toBeNull();
    expect(resolve('./use-idle/use-idle.mjs', hooksIndex)).toBeNull();
    expect(resolve('./use-id/use-id.mjs')).toBeNull();
    end();
    expect(fail).not.toHaveBeenCalled();
  });

  it('fails the build when the library no longer imports it that way', () => {
    const { end, fail } = plugin();
    end();
    expect(fail).toHaveBeenCalledWith(expect.stringContaining('no longer imports'));
  });
});
