import { stakeTokenizerAbi, WEI_PER_FTM } from '@fantom-wallet/core';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { planMintSftm } from './planMintSftm.ts';

const TOKENIZER = '0xb0b0000000000000000000000000000000000001';
const FTM = WEI_PER_FTM;

describe('planMintSftm (docs/staking.md#mint-sftm)', () => {
  it('mintSFTM(validator) to the tokenizer, minting the locked amount not yet minted', () => {
    const [step, ...more] = planMintSftm(
      { validatorId: 5n, lockedAmount: 10n * FTM, outstandingSftm: 4n * FTM },
      TOKENIZER,
    );
    expect(more).toEqual([]);
    expect(step).toMatchObject({ kind: 'call', id: 'mint', call: { to: TOKENIZER, value: 0n } });
    expect(step?.description).toEqual({ kind: 'mint', validatorId: 5n, amount: 6n * FTM });
    const call = decodeFunctionData({ abi: stakeTokenizerAbi, data: step?.call?.data ?? '0x' });
    expect(call.functionName).toBe('mintSFTM');
    expect(call.args).toEqual([5n]);
  });

  it('shows 0 when everything locked is already minted (never a negative amount)', () => {
    const all = planMintSftm(
      { validatorId: 5n, lockedAmount: 4n * FTM, outstandingSftm: 4n * FTM },
      TOKENIZER,
    );
    expect(all[0]?.description).toMatchObject({ amount: 0n });
    const more = planMintSftm(
      { validatorId: 5n, lockedAmount: 3n * FTM, outstandingSftm: 4n * FTM },
      TOKENIZER,
    );
    expect(more[0]?.description).toMatchObject({ amount: 0n });
  });
});
