import { ContractFunctionExecutionError, ContractFunctionRevertedError, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { NodeUnavailableError } from '../../errors/NodeUnavailableError.ts';
import { zeroOnContractFailure } from './zeroOnContractFailure.ts';

const wrapped = (cause: Error) =>
  new ContractFunctionExecutionError(cause as never, { abi: erc20Abi, functionName: 'totalSupply' });

describe('zeroOnContractFailure', () => {
  it('passes a value through and answers 0 for a call the contract refuses', async () => {
    expect(await zeroOnContractFailure(Promise.resolve(5n))).toBe(5n);
    const reverted = new ContractFunctionRevertedError({ abi: erc20Abi, functionName: 'totalSupply' });
    expect(await zeroOnContractFailure(Promise.reject(wrapped(reverted)))).toBe(0n);
  });

  it('still reports a node that is down, bare or inside viem’s error', async () => {
    const down = new NodeUnavailableError('the chain node is not reachable');
    await expect(zeroOnContractFailure(Promise.reject(down))).rejects.toBe(down);
    await expect(zeroOnContractFailure(Promise.reject(wrapped(down)))).rejects.toThrow(
      ContractFunctionExecutionError,
    );
  });
});
