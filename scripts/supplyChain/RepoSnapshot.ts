import type { DEPENDENCY_FIELDS } from './DEPENDENCY_FIELDS.ts';

/** The parts of a package.json (or of a lockfile entry) the supply-chain checks read. */
type Manifest = { name?: string; version?: string; scripts?: Record<string, string> } & {
  [field in (typeof DEPENDENCY_FIELDS)[number]]?: Record<string, string>;
};

/**
 * Everything the supply-chain checks look at, read once from disk. The checks are pure functions of this, so a
 * test can hand them a deliberately broken copy and see them fail.
 */
export interface RepoSnapshot {
  root: Manifest & { workspaces: string[]; allowScripts?: Record<string, boolean | string> };
  /** Workspace folder (as listed in the root `workspaces`) → its package.json. */
  workspaces: Record<string, Manifest>;
  /** package-lock.json, lockfile version 3: `packages` maps an install path ('' is the root) to an entry. */
  lock: {
    lockfileVersion: number;
    packages: Record<
      string,
      Manifest & { resolved?: string; integrity?: string; link?: boolean; hasInstallScript?: boolean }
    >;
  };
  /** Text of DEPENDENCIES.md. */
  dependencyTable: string;
}
