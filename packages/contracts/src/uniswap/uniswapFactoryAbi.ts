import { parseAbi } from 'viem';

/**
 * The parts of Uniswap V2's factory (`IUniswapV2Factory`) the devnet and the API call, typed for viem. The
 * deployed code is Uniswap's own (`uniswapArtifact('factory')`); a test checks every entry here against the
 * ABI of that artefact.
 */
export const uniswapFactoryAbi = parseAbi([
  'event PairCreated(address indexed token0, address indexed token1, address pair, uint256 index)',
  'function feeTo() view returns (address)',
  'function feeToSetter() view returns (address)',
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function allPairs(uint256 index) view returns (address pair)',
  'function allPairsLength() view returns (uint256)',
  'function createPair(address tokenA, address tokenB) returns (address pair)',
  'function setFeeTo(address feeTo)',
  'function setFeeToSetter(address feeToSetter)',
]);
