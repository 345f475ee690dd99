import { sameAddress } from '../types/sameAddress.ts';
import type { SendDirection } from './BRIDGE.ts';

export interface BridgeTokenDirections {
  /** The token on Opera; null for FTM. */
  operaToken: string | null;
  directions: readonly string[];
}

/**
 * The directions a send may take (docs/bridge.md#directions): always OperaToOpera; a bridge direction when the
 * network has a bridge and the bridge lists the token (FTM or the token's Opera address) for it.
 */
export function bridgeDirectionsFor(
  token: string | null,
  bridgeTokens: readonly BridgeTokenDirections[] | undefined,
): SendDirection[] {
  const listed = bridgeTokens?.find((t) =>
    token === null ? t.operaToken === null : sameAddress(t.operaToken, token),
  );
  const out: SendDirection[] = ['OperaToOpera'];
  for (const direction of ['OperaToBinance', 'OperaToEthereum'] as const)
    if (listed?.directions.includes(direction)) out.push(direction);
  return out;
}
