import { isRecord } from './isRecord.ts';
import type { LoadedState } from './LoadedState.ts';
import type { PersistedSpec } from './PersistedSpec.ts';

/**
 * Turns the raw text of a persisted store into valid current-version state. Never throws: corrupt, foreign,
 * older, newer or partly invalid data yields what can be kept plus the problems to report.
 */
export function loadPersisted<T>(raw: string | null, spec: PersistedSpec<T>): LoadedState<T> {
  if (raw === null) return { state: null, problems: [], keepRaw: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { state: null, problems: [{ key: spec.key, kind: 'corrupt', dropped: [] }], keepRaw: true };
  }
  if (!isRecord(json) || !('state' in json)) {
    return { state: null, problems: [{ key: spec.key, kind: 'foreign', dropped: [] }], keepRaw: true };
  }
  // Data saved before stores had a version counts as version 0.
  const version = typeof json.version === 'number' && Number.isInteger(json.version) ? json.version : 0;
  const problems: LoadedState<T>['problems'] = [];
  if (version > spec.version) problems.push({ key: spec.key, kind: 'newer-version', dropped: [] });
  let migrated: unknown = json.state;
  try {
    migrated = spec.migrate(json.state, version);
  } catch {
    // A migration bug must not cost the user their data: the sanitiser keeps what still fits.
  }
  let salvaged: ReturnType<PersistedSpec<T>['sanitize']>;
  try {
    salvaged = spec.sanitize(migrated);
  } catch {
    return { state: null, problems: [{ key: spec.key, kind: 'foreign', dropped: [] }], keepRaw: true };
  }
  if (salvaged.dropped.length > 0) {
    problems.push({ key: spec.key, kind: 'invalid-entries', dropped: salvaged.dropped });
  }
  return { state: salvaged.value, problems, keepRaw: problems.length > 0 };
}
