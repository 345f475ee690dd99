import { DEPENDENCY_FIELDS } from './DEPENDENCY_FIELDS.ts';
import type { RepoSnapshot } from './RepoSnapshot.ts';

type Check = (repo: RepoSnapshot) => string[];

/** Exact semver: no range operator, no wildcard, no tag. */
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z.-]+)?$/;
/** Specs npm resolves outside the registry: git hosts, tarball URLs, local paths, GitHub shorthands. */
const NON_REGISTRY_SPEC =
  /^(?:git(?:\+[a-z]+)?:|[a-z]+:\/\/|github:|gitlab:|bitbucket:|gist:|file:|link:|\.{0,2}\/|[\w.-]+\/[\w.-]+(?:#.*)?$)/i;
const REGISTRY = 'https://registry.npmjs.org/';
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'] as const;

/** Root first (labelled '(root)'), then each workspace folder with its package.json. */
function manifests(repo: RepoSnapshot): Array<[string, RepoSnapshot['workspaces'][string]]> {
  return [['(root)', repo.root], ...Object.entries(repo.workspaces)];
}

/** Package name → version of every workspace, so a dependency on a sibling can be told from a registry one. */
function workspaceVersions(repo: RepoSnapshot): Map<string, string | undefined> {
  return new Map(
    Object.values(repo.workspaces).flatMap((m) => (m.name ? [[m.name, m.version] as const] : [])),
  );
}

/** Every (manifest, field, package, spec) declared anywhere in the repository's own package.json files. */
function declaredDependencies(repo: RepoSnapshot) {
  return manifests(repo).flatMap(([where, manifest]) =>
    DEPENDENCY_FIELDS.flatMap((field) =>
      Object.entries(manifest[field] ?? {}).map(([name, spec]) => ({ where, field, name, spec })),
    ),
  );
}

/** The package name of a lockfile install path such as `node_modules/a/node_modules/@s/b`. */
function lockPathName(path: string): string {
  return path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** Reads the `| package | workspace | purpose |` rows of DEPENDENCIES.md. */
function tableRows(markdown: string): Array<{ name: string; workspace: string; purpose: string }> {
  return markdown
    .split('\n')
    .filter((line) => line.trimStart().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    )
    .filter((cells) => cells.length >= 3 && !/^:?-+:?$/.test(cells[0] ?? '') && cells[0] !== 'package')
    .map(([name = '', workspace = '', purpose = '']) => ({ name, workspace, purpose }));
}

/**
 * The supply-chain rules of README "Dependencies and install scripts", one function per rule. Each returns the
 * problems it finds, worded so that the failing test tells the developer what to change.
 */
export const supplyChainChecks = {
  /** A range lets a new, unreviewed release in on the next install; siblings must match the workspace exactly. */
  exactVersions: (repo) => {
    const siblings = workspaceVersions(repo);
    return declaredDependencies(repo).flatMap(({ where, field, name, spec }) => {
      if (siblings.has(name)) {
        return spec === siblings.get(name) || spec === '*'
          ? []
          : [
              `${where} ${field} ${name}: '${spec}' does not match the workspace version ${siblings.get(name)}`,
            ];
      }
      return EXACT_VERSION.test(spec) ? [] : [`${where} ${field} ${name}: '${spec}' is not an exact version`];
    });
  },

  /** Git, URL and file dependencies bypass the registry's integrity hashes and can change under the same name. */
  registryOnly: (repo) => {
    const fromManifests = declaredDependencies(repo)
      .filter(({ spec }) => NON_REGISTRY_SPEC.test(spec))
      .map(
        ({ where, field, name, spec }) =>
          `${where} ${field} ${name}: '${spec}' is a git, URL or file dependency`,
      );
    const siblings = workspaceVersions(repo);
    const workspaceDirs = new Set(repo.root.workspaces);
    const fromLock = Object.entries(repo.lock.packages).flatMap(([path, entry]) => {
      if (path === '' || workspaceDirs.has(path)) return [];
      const name = entry.name ?? lockPathName(path);
      if (entry.link) {
        return workspaceDirs.has(entry.resolved ?? '')
          ? []
          : [`lockfile ${path} links to '${entry.resolved}', not a workspace`];
      }
      const problems: string[] = [];
      // A sibling's name installed from the registry is dependency confusion: someone else's package, our name.
      if (siblings.has(name))
        problems.push(`lockfile ${path}: workspace package ${name} comes from the registry`);
      if (!EXACT_VERSION.test(entry.version ?? ''))
        problems.push(`lockfile ${path}: version '${entry.version}' is not exact`);
      if (entry.resolved !== undefined && !entry.resolved.startsWith(REGISTRY)) {
        problems.push(`lockfile ${path}: resolved from '${entry.resolved}', not ${REGISTRY}`);
      }
      if (!entry.integrity?.startsWith('sha512-'))
        problems.push(`lockfile ${path}: no sha512 integrity hash`);
      return problems;
    });
    return repo.lock.lockfileVersion === 3
      ? [...fromManifests, ...fromLock]
      : ['package-lock.json is not lockfile version 3', ...fromManifests, ...fromLock];
  },

  /** A lockfile that disagrees with package.json is rewritten by the next `npm install`, pins and all. */
  lockInSync: (repo) =>
    manifests(repo).flatMap(([where, manifest]) => {
      const entry = repo.lock.packages[where === '(root)' ? '' : where];
      if (!entry) return [`package-lock.json has no entry for ${where}; run npm install`];
      return DEPENDENCY_FIELDS.flatMap((field) => {
        const declared = JSON.stringify(Object.entries(manifest[field] ?? {}).sort());
        const locked = JSON.stringify(Object.entries(entry[field] ?? {}).sort());
        return declared === locked
          ? []
          : [`package-lock.json is out of date for ${where} ${field}; run npm install`];
      });
    }),

  /** Install scripts run with the developer's rights before anyone has read them: each one is a reviewed decision. */
  installScripts: (repo) => {
    const allow = repo.root.allowScripts ?? {};
    const withScripts = new Set(
      Object.entries(repo.lock.packages)
        .filter(([path, entry]) => entry.hasInstallScript && path.includes('node_modules/'))
        .map(([path, entry]) => entry.name ?? lockPathName(path)),
    );
    const unlisted = [...withScripts]
      .filter((name) => !Object.hasOwn(allow, name))
      .map((name) => `${name} has an install script but is not in package.json allowScripts`);
    const stale = Object.keys(allow)
      .filter((name) => !withScripts.has(name))
      .map((name) => `allowScripts lists ${name}, which has no install script in the lockfile`);
    const notBoolean = Object.entries(allow)
      .filter(([, value]) => typeof value !== 'boolean')
      .map(([name, value]) => `allowScripts ${name}: '${value}' should be true or false`);
    const own = manifests(repo).flatMap(([where, manifest]) =>
      INSTALL_SCRIPTS.filter((script) => manifest.scripts?.[script] !== undefined).map(
        (script) => `${where} has a ${script} script, which every npm install would run`,
      ),
    );
    return [...unlisted, ...stale, ...notBoolean, ...own];
  },

  /** What ships to users must be explained: each runtime dependency has a row with its purpose, and no row is stale. */
  dependencyTable: (repo) => {
    const siblings = workspaceVersions(repo);
    const rows = tableRows(repo.dependencyTable);
    const key = (name: string, workspace: string) => `${name} @ ${workspace}`;
    const shipped = Object.entries(repo.workspaces).flatMap(([workspace, manifest]) =>
      Object.keys(manifest.dependencies ?? {})
        .filter((name) => !siblings.has(name))
        .map((name) => key(name, workspace)),
    );
    const listed = new Map(rows.map((row) => [key(row.name, row.workspace), row.purpose]));
    const missing = shipped
      .filter((k) => !listed.get(k))
      .map((k) => `${k} is a runtime dependency without a purpose in DEPENDENCIES.md`);
    const stale = [...listed.keys()]
      .filter((k) => !shipped.includes(k))
      .map((k) => `DEPENDENCIES.md lists ${k}, which is not a runtime dependency there`);
    return [...missing, ...stale];
  },
} satisfies Record<string, Check>;
