import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RepoSnapshot } from './RepoSnapshot.ts';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Reads the manifests, the lockfile and DEPENDENCIES.md of the repository at `repo`. */
export function readRepoSnapshot(repo: string): RepoSnapshot {
  // The files are the repository's own; the checks themselves report any field with an unexpected shape.
  const root = readJson(join(repo, 'package.json')) as RepoSnapshot['root'];
  const workspaces: RepoSnapshot['workspaces'] = {};
  for (const dir of root.workspaces) {
    workspaces[dir] = readJson(join(repo, dir, 'package.json')) as RepoSnapshot['workspaces'][string];
  }
  return {
    root,
    workspaces,
    lock: readJson(join(repo, 'package-lock.json')) as RepoSnapshot['lock'],
    dependencyTable: readFileSync(join(repo, 'DEPENDENCIES.md'), 'utf8'),
  };
}
