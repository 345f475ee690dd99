import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

/** A contract as compiled and published by Uniswap (waffle output in the npm package's `build/`). */
export interface UniswapArtifact {
  /** Package and file it was read from, e.g. `@uniswap/v2-core/build/UniswapV2Factory.json`. */
  source: string;
  abi: Abi;
  /** Creation code (constructor included). */
  bytecode: Hex;
  /** Runtime code; for the router it lacks the immutables a deployment fills in. */
  deployedBytecode: Hex;
}

interface WaffleOutput {
  abi: Abi;
  evm: { bytecode: { object: string }; deployedBytecode: { object: string } };
}

const sources = {
  factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  router: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
} as const;

export type UniswapContract = keyof typeof sources;

const loaded = new Map<UniswapContract, UniswapArtifact>();

const hex = (object: string): Hex => (object.startsWith('0x') ? object : `0x${object}`) as Hex;

/**
 * The real Uniswap V2 contracts, read from the compiled artefacts the pinned npm packages ship (nothing is
 * compiled or copied here): the factory and pair of `@uniswap/v2-core`, `UniswapV2Router02` of
 * `@uniswap/v2-periphery`. Loaded on first use, so importing this package costs nothing until a deployment
 * needs them.
 */
export function uniswapArtifact(contract: UniswapContract): UniswapArtifact {
  const cached = loaded.get(contract);
  if (cached !== undefined) return cached;
  const source = sources[contract];
  const output = createRequire(import.meta.url)(source) as WaffleOutput;
  const artifact = {
    source,
    abi: output.abi,
    bytecode: hex(output.evm.bytecode.object),
    deployedBytecode: hex(output.evm.deployedBytecode.object),
  };
  loaded.set(contract, artifact);
  return artifact;
}
