import * as operations from '@fantom-wallet/api-client';
import { addresses } from '@fantom-wallet/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../../test/gql.ts';
import { type Stack, startStack } from '../../test/startStack.ts';

// Every document of packages/api-client runs against the seeded devnet without a GraphQL error.
describe('every wallet operation answers from the seeded chain', () => {
  let stack: Stack;
  let variables: Record<string, Record<string, unknown>>;
  let guessVariables: (query: string) => Record<string, unknown>;

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'));
    const alice = stack.devnet.deployment.accounts.find((a) => a.role === 'alice')?.address ?? '';
    const v1 = `0x${(stack.devnet.deployment.validators[0]?.id ?? 1).toString(16)}`;
    const hash = await stack
      .rpc<string>('eth_getBlockByNumber', ['latest', false])
      .then((b) => (b as unknown as { hash: string }).hash);
    const someTx = await stack.rpc<{ transactions: string[] }>('eth_getBlockByNumber', ['0x5', false]);
    const account = { address: alice, count: 50 };
    // The seeded governance, a proposal validator 1 voted on, and alice's vote through validator 1.
    const governance = { address: stack.devnet.deployment.contracts.governance, from: alice };
    const proposal = {
      ...governance,
      id: `0x${(stack.devnet.deployment.proposals?.openVoted[0] ?? 1).toString(16)}`,
    };
    const governanceVariables = {
      governanceContractProposals: { ...governance, count: 20 },
      governanceProposal: proposal,
      governanceProposalDetail: proposal,
      governanceOptionState: { ...proposal, optionId: '0x0' },
      governanceResults: proposal,
      governanceVote: { ...proposal, delegatedTo: stack.devnet.deployment.validators[0]?.auth },
      governanceProposals: { count: 40 },
    };
    // The seeded WFTM/FUSD pair (at its mainnet address: same factory, same pair bytecode).
    const wftmFusd = '0x34bf23e2f08bfe00cae2adc15d4b47cf8b9ee7bf';
    // Operations added later (by the wallet's features) get values chosen by each variable's name and type.
    guessVariables = (query) => {
      const guessed: Record<string, unknown> = {};
      for (const [, name = '', type = ''] of query.matchAll(/\$(\w+):\s*([\w![\]]+)/g)) {
        const base = type.replace(/[![\]]/g, '');
        if (base === 'Address')
          guessed[name] =
            name === 'token' ? addresses.tokenUsdc : name === 'spender' ? addresses.stakeTokenizer : alice;
        else if (base === 'BigInt') guessed[name] = name === 'amount' ? '0xde0b6b3a7640000' : v1;
        else if (base === 'Long') guessed[name] = '0x0';
        else if (base === 'Int') guessed[name] = 25;
        else if (base === 'Bytes32') guessed[name] = someTx.transactions[0] ?? hash;
        else if (base === 'String' && name === 'to') guessed[name] = 'USD';
        else if (base === 'Boolean') guessed[name] = true;
      }
      return guessed;
    };
    variables = {
      accountBalance: account,
      accountJustBalance: account,
      accountWithDelegations: account,
      accountNonce: { address: alice },
      // fWallet's own simulation: alice sends 1 wei to bob.
      fwalletSimulate: {
        from: alice,
        calls: [
          { to: stack.devnet.deployment.accounts.find((a) => a.role === 'bob')?.address, value: '0x1' },
        ],
      },
      accountHistory: { address: alice, count: 40 },
      accountSimple: { address: alice },
      estimateGas: { from: alice, to: addresses.sfc, value: '0x0' },
      price: { to: 'EUR' },
      transactionByHash: { hash: someTx.transactions[0] ?? hash },
      getErc20TokenAllowance: { token: addresses.sftm, owner: alice, spender: addresses.stakeTokenizer },
      stakerById: { id: v1 },
      delegationsByAddress: { address: alice, count: 25 },
      delegationStakerIds: { address: alice, count: 100 },
      delegation: { address: alice, staker: v1 },
      delegationLock: { address: alice, staker: v1 },
      delegationClaim: { address: alice, staker: v1 },
      delegationAmount: { address: alice, staker: v1 },
      getUnlockedAmount: { address: alice, staker: v1 },
      getUnlockPenalty: { address: alice, staker: v1, amount: '0xde0b6b3a7640000' },
      getEpoch: { id: '0x0' },
      defiTokens: { owner: alice },
      erc20TokenList: { owner: alice },
      erc20TokenBalances: { owner: alice },
      erc20Assets: { owner: alice, count: 50 },
      ercTokenBalance: { owner: alice, token: addresses.tokenUsdc },
      getNativeToken: { owner: alice },
      fMintAccountPositions: { owner: alice },
      fMintAccountRewards: { owner: alice },
      getDefiUniswapQuoteLiquidity: {
        tokens: [addresses.wftm, addresses.fusd],
        amountsIn: ['0xde0b6b3a7640000', '0xde0b6b3a7640000'],
      },
      getUniswapAmountsOut: { amountIn: '0xde0b6b3a7640000', tokens: [addresses.wftm, addresses.fusd] },
      getUniswapAmountsIn: { amountOut: '0xde0b6b3a7640000', tokens: [addresses.wftm, addresses.fusd] },
      getFUniswapActions: { pairAddress: wftmFusd, count: 15 },
      getTimePrices: { address: wftmFusd, resolution: '15m', fromDate: 0 },
      getTimeReserves: { address: wftmFusd, resolution: '4h' },
      getTimeVolumes: { address: wftmFusd, resolution: '5m' },
      ...governanceVariables,
    };
  });
  afterAll(() => stack?.stop());

  it('runs each query document', async () => {
    const documents = Object.entries(operations).filter(
      (entry): entry is [string, { operationName: string; query: string }] =>
        typeof entry[1] === 'object' &&
        entry[1] !== null &&
        'query' in entry[1] &&
        'operationName' in entry[1],
    );
    expect(documents.length).toBeGreaterThanOrEqual(30);
    for (const [name, operation] of documents) {
      if (operation.query.startsWith('mutation')) continue; // sendTransaction is covered by the core tests
      const result = await gql(
        stack.api.url,
        operation.query,
        variables[name] ?? guessVariables(operation.query),
      );
      expect(result.errors, `${name}: ${JSON.stringify(result.errors)}`).toBeUndefined();
      expect(result.data, name).toBeDefined();
    }
  });
});
