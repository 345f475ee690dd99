import { type Address, erc20Abi } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';

type AmountCall =
  | { functionName: 'totalSupply'; args?: undefined }
  | { functionName: 'balanceOf'; args: readonly [Address] }
  | { functionName: 'allowance'; args: readonly [Address, Address] };

/** A token amount read; 0 when the contract cannot answer, as the public API does for these fields. */
export function readTokenAmount(services: ApiServices, token: Address, call: AmountCall): Promise<bigint> {
  const read =
    call.functionName === 'totalSupply'
      ? services.chain.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })
      : call.functionName === 'balanceOf'
        ? services.chain.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: call.args,
          })
        : services.chain.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'allowance',
            args: call.args,
          });
  return read.catch(() => 0n);
}
