import type { Operation } from '@fantom-wallet/api-client';
import { FMINT_ACCOUNT_FIELDS, type FmintAccountWire, fmintAccountDecode } from './fmintOverviewOperation.ts';

type Address = `0x${string}`;

/**
 * docs/fmint.md#positions: every saved wallet's position in ONE request, an aliased `fMintAccount` per wallet
 * (`a0…aN`), read back in the wallets' order.
 */
export function fmintPositionsOperation(owners: readonly Address[]): {
  operation: Operation<Record<string, FmintAccountWire>, Record<string, Address>>;
  variables: Record<string, Address>;
} {
  if (owners.length === 0) throw new RangeError('fmintPositionsOperation needs at least one wallet');
  const variables: Record<string, Address> = {};
  const params: string[] = [];
  const fields = owners.map((owner, i) => {
    variables[`o${i}`] = owner;
    params.push(`$o${i}: Address!`);
    return `a${i}: fMintAccount(owner: $o${i}) { ${FMINT_ACCOUNT_FIELDS} }`;
  });
  return {
    operation: {
      operationName: 'FmintPositions',
      query: `query FmintPositions(${params.join(', ')}) { ${fields.join(' ')} }`,
      decode: Object.fromEntries(owners.map((_, i) => [`a${i}`, fmintAccountDecode])),
    },
    variables,
  };
}

export function readFmintPositions(
  owners: readonly Address[],
  result: Record<string, FmintAccountWire>,
): { owner: Address; account: FmintAccountWire }[] {
  return owners.flatMap((owner, i) => {
    const account = result[`a${i}`];
    return account ? [{ owner, account }] : [];
  });
}
