import { gasPriceToUse } from '@fantom-wallet/core';
import type { Hex } from 'viem';
import { hexToBigInt, isHex, numberToHex } from 'viem';
import { atNextBlock } from '../../chain/atNextBlock.ts';
import { BlockCache } from '../../chain/BlockCache.ts';
import { blockOverrides } from '../../chain/blockOverrides.ts';
import { ApiError } from '../../errors/ApiError.ts';
import { NodeUnavailableError } from '../../errors/NodeUnavailableError.ts';
import type { RpcBlock } from '../../indexer/RpcBlock.ts';
import { toConnection } from '../../paging/toConnection.ts';
import type { ApiModule } from '../ApiModule.ts';
import { blockFromNode } from './blockFromNode.ts';
import type { CoreServices } from './CoreServices.ts';
import { chainIndexer } from './chainIndexer.ts';
import { loadBlock } from './loadBlock.ts';
import { loadTransaction } from './loadTransaction.ts';
import { readBalance } from './readBalance.ts';
import { readPrice } from './readPrice.ts';
import { TransactionStore } from './TransactionStore.ts';

// A node reporting more than 1 FTM per gas is glitching; ask again briefly instead of passing it on.
const absurdGasPrice = 10n ** 18n;

/**
 * Accounts, history, transactions, gas, sending and prices. Its `blocks` table is the spine of the index: every
 * other area's indexed rows reference it, so core comes first in `apiModules`.
 */
export const coreModule: ApiModule = {
  name: 'core',
  migrations: new URL('./migrations/', import.meta.url),
  services: ({ db, heads }): { core: CoreServices } => ({
    core: {
      transactions: new TransactionStore(db),
      blockValues: new BlockCache(heads),
      historyPages: new BlockCache(heads, 2000),
    },
  }),
  indexer: () => chainIndexer,
  // `balance` and `txCount` through `blockValues`; `account` and `address` echo the argument.
  perBlockFields: ['Query.account', 'Account.address', 'Account.balance', 'Account.txCount'],
  resolvers: {
    Query: {
      version: (_parent, _args, { config }) => config.version,
      account: (_parent, { address }) => ({ address }),
      transaction: (_parent, { hash }, services) => loadTransaction(services, hash),
      block: async (_parent, { number, hash }, services) => {
        if (number != null) return loadBlock(services, number);
        // By hash or the latest: straight from the node, so "now" is never behind the indexer.
        const block = await services.rpc.request<RpcBlock | null>(
          hash != null ? 'eth_getBlockByHash' : 'eth_getBlockByNumber',
          [hash ?? 'latest', false],
        );
        return block === null ? null : blockFromNode(block);
      },
      gasPrice: async (_parent, _args, { rpc }) => {
        for (let attempt = 0; attempt < 3; attempt++) {
          const price = hexToBigInt(await rpc.request<Hex>('eth_gasPrice'));
          if (price <= absurdGasPrice) return price;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new NodeUnavailableError('the node reports an invalid gas price');
      },
      estimateGas: async (_parent, { from, to, value, data }, services) => {
        const { rpc } = services;
        if (data != null && (!isHex(data, { strict: true }) || data.length % 2 !== 0)) {
          throw new ApiError('INVALID_ARGUMENT', 'data must be a 0x-prefixed hex string of whole bytes');
        }
        const call: Record<string, string> = {};
        if (from != null) call.from = from;
        if (to != null) call.to = to;
        if (value != null) call.value = `0x${value.toString(16)}`;
        if (data != null) call.data = data;
        // Estimated as the transaction will run (docs/simulation.md#how-the-api-simulates): at the price a wallet
        // pays (docs/transactions.md#gas-price) and in the next block, not for free in the head block, so a
        // contract that reads its block or the gas price takes the path it will take on chain. An account that
        // cannot pay that price is estimated without one, as the public API does, so its wallet can still say
        // what is missing.
        try {
          return await atNextBlock(services, async (block) =>
            hexToBigInt(
              await rpc.request<Hex>('eth_estimateGas', [
                { ...call, gasPrice: numberToHex(gasPriceToUse(block.gasPrice)) },
                numberToHex(block.head),
                {},
                blockOverrides(block),
              ]),
            ),
          );
        } catch (error) {
          if (!(error instanceof Error && /insufficient funds/i.test(error.message))) throw error;
        }
        // Node errors (reverts, insufficient funds) become GraphQL errors with the node's own message.
        return hexToBigInt(await rpc.request<Hex>('eth_estimateGas', [call]));
      },
      price: (_parent, { to }, { config }) => readPrice(config.prices, to),
    },
    Mutation: {
      sendTransaction: async (_parent, { tx }, services) => {
        // A node that stopped answering might still take the transaction once it wakes, after we had told the
        // wallet it failed: refuse it here instead, so "not sent" is true.
        if (!services.heads.isResponsive()) throw new NodeUnavailableError('the chain node is not reachable');
        const hash = await services.rpc.request<Hex>('eth_sendRawTransaction', [tx]);
        // Balances and nonces of the sender changed; do not serve them from the block cache.
        services.heads.invalidate();
        return loadTransaction(services, hash);
      },
    },
    Account: {
      address: ({ address }) => address,
      balance: ({ address }, _args, services) => readBalance(services, address),
      txCount: ({ address }, _args, { core, rpc }) =>
        core.blockValues.get(`nonce:${address}`, async () =>
          hexToBigInt(await rpc.request<Hex>('eth_getTransactionCount', [address, 'latest'])),
        ),
      txList: async ({ address }, { recipient, cursor, count }, { core, isIndexer }) => {
        const load = () => core.transactions.accountPage(address, recipient ?? null, cursor ?? null, count);
        const key = `${address}:${recipient ?? ''}:${cursor ?? ''}:${count}`;
        const { slice, totalCount } = await (isIndexer() ? core.historyPages.get(key, load) : load());
        const connection = toConnection(
          slice,
          totalCount,
          (tx) => tx.hash,
          (tx) => tx,
        );
        return {
          ...connection,
          edges: connection.edges.map(({ cursor: c, node }) => ({ cursor: c, transaction: node })),
        };
      },
    },
    Transaction: {
      sender: ({ from }) => ({ address: from }),
      recipient: ({ to }) => (to === null ? null : { address: to }),
      inputData: ({ inputData }) => inputData,
      block: ({ blockModel, blockNumber }, _args, services) =>
        blockModel ?? (blockNumber === null ? null : loadBlock(services, blockNumber)),
    },
    Block: {
      parent: ({ number }, _args, services) => (number === 0n ? null : loadBlock(services, number - 1n)),
      txHashList: async ({ number }, _args, { core }) =>
        (await core.transactions.blockTransactions(number)).map((tx) => tx.hash),
      txList: ({ number }, _args, { core }) => core.transactions.blockTransactions(number),
    },
  },
};
