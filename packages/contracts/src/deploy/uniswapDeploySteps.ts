import { type Address, getAddress, type Hex, isAddressEqual, pad } from 'viem';
import { addresses } from '../addresses.ts';
import { uniswapArtifact } from '../uniswap/uniswapArtifacts.ts';
import { uniswapFactoryAbi } from '../uniswap/uniswapFactoryAbi.ts';
import { uniswapRouterAbi } from '../uniswap/uniswapRouterAbi.ts';
import type { DeployStep } from './DeployStep.ts';
import { placeCode } from './placeCode.ts';
import { waitForReceipt } from './waitForReceipt.ts';

/**
 * Storage slot of `feeToSetter` in Uniswap's `UniswapV2Factory` (slot 0 is `feeTo`, 2 `getPair`, 3 `allPairs`).
 * Placed code runs no constructor, so the one value the constructor would store is written here directly.
 */
export const uniswapFactoryFeeToSetterSlot: Hex = pad('0x1');

/**
 * Uniswap V2 at its Opera mainnet addresses, from the artefacts of `@uniswap/v2-core` and
 * `@uniswap/v2-periphery` (packages/contracts/README.md#uniswap-v2): the factory's runtime code is placed as
 * is, with `feeToSetter` = owner and `feeTo` left 0 (no protocol fee, so LPs get the whole 0.3 %). The router
 * keeps its factory and WETH (= WFTM) as immutables inside its runtime code, so it is deployed normally with
 * those constructor arguments and its runtime code copied to the mainnet address. Its `pairFor` computes pair
 * addresses from the factory's address and the init-code hash of v2-core's pair, which is why the factory
 * must sit exactly at the address the router was built with. Needs WFTM (coreDeploySteps) first.
 */
export const uniswapDeploySteps: readonly DeployStep[] = [
  {
    name: 'uniswap',
    async run({ clients, owner, contracts }) {
      const wftm = contracts.wftm;
      if (wftm === undefined) throw new Error('Uniswap needs WFTM as its WETH: run coreDeploySteps first');
      const factory = getAddress(addresses.uniswapFactory);
      const router = getAddress(addresses.uniswapRouter);

      await placeCode(clients, factory, uniswapArtifact('factory').deployedBytecode);
      await clients.test.setStorageAt({
        address: factory,
        index: uniswapFactoryFeeToSetterSlot,
        value: pad(owner),
      });

      const built = uniswapArtifact('router');
      const hash = await clients.wallet.deployContract({
        abi: built.abi,
        bytecode: built.bytecode,
        args: [factory, wftm],
        account: owner,
      });
      const receipt = await waitForReceipt(clients.public, hash);
      const deployed = receipt.contractAddress;
      if (receipt.status !== 'success' || deployed == null)
        throw new Error(`router deployment failed in ${hash}`);
      const runtime = await clients.public.getCode({ address: deployed });
      if (runtime === undefined) throw new Error('the deployed router has no code');
      await placeCode(clients, router, runtime);
      // Only the mainnet address keeps a router; the deployment was just a way to fill in the immutables.
      await placeCode(clients, deployed, '0x');

      await expectAddress('factory.feeToSetter', owner, () =>
        clients.public.readContract({
          address: factory,
          abi: uniswapFactoryAbi,
          functionName: 'feeToSetter',
        }),
      );
      await expectAddress('router.factory', factory, () =>
        clients.public.readContract({ address: router, abi: uniswapRouterAbi, functionName: 'factory' }),
      );
      await expectAddress('router.WETH', wftm, () =>
        clients.public.readContract({ address: router, abi: uniswapRouterAbi, functionName: 'WETH' }),
      );
      contracts.uniswapFactory = factory;
      contracts.uniswapRouter = router;
    },
  },
];

async function expectAddress(what: string, expected: Address, read: () => Promise<Address>): Promise<void> {
  const actual = await read();
  if (!isAddressEqual(actual, expected)) throw new Error(`${what} is ${actual}, expected ${expected}`);
}
