import type { ValidatorMetadata } from '@fantom-wallet/contracts';

/**
 * The StakerInfo contract returns a URL to a JSON document. We store a `data:` URL so the metadata lives on
 * the chain itself: it survives restarts and port changes and needs no server (the devnet also serves it).
 */
export function validatorInfoUrl(metadata: ValidatorMetadata): string {
  return `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`;
}
