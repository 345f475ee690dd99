import { encodeFunctionData, erc20Abi, erc721Abi, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { pairCall } from './readApprovals.ts';

const OWNER = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const SPENDER = getAddress('0xdef1000000000000000000000000000000000001');

describe('pairCall (the live reads written out, docs/approvals.md)', () => {
  it('is what viem encodes for allowance and isApprovedForAll, whatever the addresses’ case', () => {
    expect(pairCall(false, OWNER, SPENDER)).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [OWNER, SPENDER] }),
    );
    expect(pairCall(true, OWNER, SPENDER)).toBe(
      encodeFunctionData({ abi: erc721Abi, functionName: 'isApprovedForAll', args: [OWNER, SPENDER] }),
    );
    expect(pairCall(false, OWNER.toLowerCase() as typeof OWNER, SPENDER)).toBe(
      pairCall(false, OWNER, SPENDER),
    );
  });
});
