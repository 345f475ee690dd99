import { basename, dirname, join } from 'node:path';

/** The deployment description sits next to the chain state: `x/state.json` → `x/state.deployment.json`. */
export function deploymentFileFor(stateFile: string): string {
  return join(dirname(stateFile), `${basename(stateFile).replace(/\.json$/, '')}.deployment.json`);
}
