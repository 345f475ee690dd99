import { DEVNET_FTM_PRICES } from '@fantom-wallet/core';
import { type Address, decodeEventLog, getAddress, parseEther, stringToHex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses } from '../src/addresses.ts';
import { fmintAddressKeys, fmintRewardPool } from '../src/deploy/fmintDeploySteps.ts';
import { placeCode } from '../src/deploy/placeCode.ts';
import { sendTx } from '../src/deploy/sendTx.ts';
import { fmintTokens } from '../src/fmintTokens.ts';
import { fantomMintAddressProviderArtifact } from '../src/generated/fantomMintAddressProviderArtifact.ts';
import { fantomMintRewardDistributionArtifact } from '../src/generated/fantomMintRewardDistributionArtifact.ts';
import { fantomMintTokenRegistryArtifact } from '../src/generated/fantomMintTokenRegistryArtifact.ts';
import {
  COLLATERAL_POOL,
  DEBT_POOL,
  E18,
  FEUR,
  FUSD,
  fmintChainSteps,
  fmintHelpers,
  MINT,
  ORACLE,
  REWARDS,
  SFTM,
} from './fmintHelpers.ts';
import { startTestChain, type TestChain } from './startTestChain.ts';

let chain: TestChain;
let h: ReturnType<typeof fmintHelpers>;
let owner: Address;
let alice: Address;
let bob: Address;
let carol: Address;

const PROVIDER = {
  address: addresses.fMintAddressProvider,
  abi: fantomMintAddressProviderArtifact.abi,
} as const;
const REGISTRY = { address: addresses.fMintTokenRegistry, abi: fantomMintTokenRegistryArtifact.abi } as const;
const wftmPrice = DEVNET_FTM_PRICES.USD;

beforeAll(async () => {
  chain = await startTestChain(fmintChainSteps);
  h = fmintHelpers(chain);
  const [o, a, b, c] = chain.accounts;
  if (!o || !a || !b || !c) throw new Error('not enough accounts');
  [owner, alice, bob, carol] = [o, a, b, c];
  for (const who of [alice, bob, carol]) {
    await h.wrap(who, parseEther('100000'));
    await h.approve(addresses.wftm, who);
  }
  await chain.rebase();
});
afterAll(async () => {
  await chain?.stop();
});
beforeEach(async () => {
  await chain.reset();
});

/** What a non-reverting twin returns, simulated from `who`. */
async function code(
  who: Address,
  functionName: 'deposit' | 'withdraw' | 'mint' | 'repay',
  args: [Address, bigint],
) {
  const { result } = await chain.clients.public.simulateContract({
    ...MINT,
    account: who,
    functionName,
    args,
  });
  return result;
}

describe('fMint configuration', () => {
  it('has the mainnet ratios, fee and digits', async () => {
    const r = chain.clients.public;
    expect(await r.readContract({ ...MINT, functionName: 'getCollateralLowestDebtRatio4dec' })).toBe(30000n);
    expect(await r.readContract({ ...MINT, functionName: 'getRewardEligibilityRatio4dec' })).toBe(50000n);
    expect(await r.readContract({ ...MINT, functionName: 'getFMintFee4dec' })).toBe(50n);
    expect(await r.readContract({ ...MINT, functionName: 'fMintFeeDigitsCorrection' })).toBe(10000n);
    expect(await r.readContract({ ...MINT, functionName: 'ERR_LOW_COLLATERAL_RATIO' })).toBe(0x1005n);
    expect(await r.readContract({ ...REWARDS, functionName: 'minRewardPushInterval' })).toBe(3600n);
    expect(await r.readContract({ ...REWARDS, functionName: 'rewardTokenAddress' })).toBe(addresses.wftm);
    expect(await h.balance(addresses.wftm, addresses.fMintRewardDistribution)).toBe(fmintRewardPool);
  });

  it('finds every part through the address provider, by right-padded ASCII key and by typed getter', async () => {
    const r = chain.clients.public;
    for (const { key, address } of fmintAddressKeys) {
      expect(
        await r.readContract({
          ...PROVIDER,
          functionName: 'getAddress',
          args: [stringToHex(key, { size: 32 })],
        }),
      ).toBe(address);
    }
    expect(await r.readContract({ ...PROVIDER, functionName: 'getFantomMint' })).toBe(addresses.fMint);
    expect(await r.readContract({ ...PROVIDER, functionName: 'getDebtPool' })).toBe(addresses.fMintDebtPool);
    expect(await r.readContract({ ...PROVIDER, functionName: 'getPriceOracleProxy' })).toBe(
      addresses.fMintPriceOracle,
    );
    expect(await r.readContract({ ...PROVIDER, functionName: 'getRewardToken' })).toBe(addresses.wftm);
    await expect(
      sendTx(chain.clients, { ...PROVIDER, from: alice, functionName: 'setFantomMint', args: [alice] }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
  });

  it('lists WFTM and sFTM as collateral and FUSD and fEUR as synths, priced by the oracle', async () => {
    const r = chain.clients.public;
    expect(await r.readContract({ ...REGISTRY, functionName: 'tokensCount' })).toBe(4n);
    for (const [i, token] of fmintTokens.entries()) {
      expect(await r.readContract({ ...REGISTRY, functionName: 'tokensList', args: [BigInt(i)] })).toBe(
        token.address,
      );
      const [id, name, symbol, decimals, logo, oracle, priceDecimals, active, canDeposit, canMint] =
        await r.readContract({ ...REGISTRY, functionName: 'tokens', args: [token.address] });
      expect([id, name, symbol, decimals, oracle, priceDecimals, active]).toEqual([
        BigInt(i),
        token.name,
        token.symbol,
        18,
        addresses.fMintPriceOracle,
        18,
        true,
      ]);
      expect(logo).toMatch(/^data:image\/svg\+xml,/);
      expect([canDeposit, canMint]).toEqual([token.kind === 'collateral', token.kind === 'synth']);
      expect(await r.readContract({ ...MINT, functionName: 'getPrice', args: [token.address] })).toBe(
        token.price,
      );
    }
    expect(await r.readContract({ ...MINT, functionName: 'getPrice', args: [addresses.wftm] })).toBe(
      wftmPrice,
    );
    expect(
      await r.readContract({ ...MINT, functionName: 'getExtendedPrice', args: [addresses.fusd] }),
    ).toEqual([E18, E18]);
  });

  it('lets only the owner set prices, ratios, the fee, tokens and the reward rate', async () => {
    const denied = 'OwnableUnauthorizedAccount';
    await expect(
      sendTx(chain.clients, { ...ORACLE, from: alice, functionName: 'setPrice', args: [addresses.wftm, 1n] }),
    ).rejects.toThrow(denied);
    await expect(
      sendTx(chain.clients, { ...MINT, from: alice, functionName: 'cfgSetMintFee', args: [0n] }),
    ).rejects.toThrow(denied);
    await expect(
      sendTx(chain.clients, {
        ...MINT,
        from: alice,
        functionName: 'cfgSetLowestCollateralRatio',
        args: [20000n],
      }),
    ).rejects.toThrow(denied);
    await expect(
      sendTx(chain.clients, {
        ...REGISTRY,
        from: alice,
        functionName: 'updateToken',
        args: [addresses.wftm, '', addresses.fMintPriceOracle, 18, true, true, true],
      }),
    ).rejects.toThrow(denied);
    await expect(
      sendTx(chain.clients, { ...REWARDS, from: alice, functionName: 'rewardUpdateRate', args: [1n] }),
    ).rejects.toThrow(denied);
    await expect(
      sendTx(chain.clients, { ...REWARDS, from: owner, functionName: 'rewardUpdateRate', args: [0n] }),
    ).rejects.toThrow('invalid reward rate');
    await expect(
      sendTx(chain.clients, {
        ...REGISTRY,
        from: owner,
        functionName: 'addToken',
        args: [addresses.wftm, '', addresses.fMintPriceOracle, 18, true, true, false],
      }),
    ).rejects.toThrow('token already known');
    await sendTx(chain.clients, { ...MINT, from: owner, functionName: 'cfgSetMintFee', args: [25n] });
    expect(await chain.clients.public.readContract({ ...MINT, functionName: 'fMintFee4dec' })).toBe(25n);
  });

  it('lets only fMint change the pools, mint and burn synths, and update rewards', async () => {
    await expect(
      sendTx(chain.clients, {
        ...COLLATERAL_POOL,
        from: owner,
        functionName: 'add',
        args: [alice, addresses.wftm, 1n],
      }),
    ).rejects.toThrow('token storage access restricted');
    await expect(
      sendTx(chain.clients, {
        ...DEBT_POOL,
        from: alice,
        functionName: 'sub',
        args: [alice, addresses.fusd, 0n],
      }),
    ).rejects.toThrow('token storage access restricted');
    await expect(
      sendTx(chain.clients, { ...FUSD, from: owner, functionName: 'mint', args: [owner, 1n] }),
    ).rejects.toThrow('MinterRole: caller does not have the Minter role');
    await expect(
      sendTx(chain.clients, { ...FEUR, from: owner, functionName: 'burnFrom', args: [alice, 0n] }),
    ).rejects.toThrow('MinterRole: caller does not have the Minter role');
    await expect(
      sendTx(chain.clients, { ...REWARDS, from: alice, functionName: 'rewardUpdate', args: [alice] }),
    ).rejects.toThrow('caller is not fMint');
  });
});

describe('lock and unlock collateral', () => {
  it('deposit: every refusal by message and by error code, then the pool and fMint hold the tokens', async () => {
    await expect(h.deposit(alice, addresses.wftm, 0n)).rejects.toThrow('non-zero amount expected');
    expect(await code(alice, 'deposit', [addresses.wftm, 0n])).toBe(0x1000n);
    await expect(h.deposit(alice, addresses.fusd, 1n)).rejects.toThrow('deposit of the token prohibited');
    await expect(h.deposit(alice, addresses.tokenUsdc, 1n)).rejects.toThrow(
      'deposit of the token prohibited',
    );
    expect(await code(alice, 'deposit', [addresses.fusd, 1n])).toBe(0x1006n);
    await expect(h.deposit(alice, addresses.wftm, parseEther('100001'))).rejects.toThrow(
      'insufficient token balance',
    );
    expect(await code(alice, 'deposit', [addresses.wftm, parseEther('100001')])).toBe(0x1002n);
    await h.wrap(owner, parseEther('5'));
    await expect(h.deposit(owner, addresses.wftm, parseEther('5'))).rejects.toThrow('insufficient allowance');
    expect(await code(owner, 'deposit', [addresses.wftm, parseEther('5')])).toBe(0x1003n);
    await h.setPrice(addresses.wftm, 0n);
    await expect(h.deposit(alice, addresses.wftm, parseEther('5'))).rejects.toThrow('token has no value');
    expect(await code(alice, 'deposit', [addresses.wftm, parseEther('5')])).toBe(0x1008n);
    await h.setPrice(addresses.wftm, wftmPrice);

    expect(await code(alice, 'deposit', [addresses.wftm, parseEther('1000')])).toBe(0n);
    const hash = await h.deposit(alice, addresses.wftm, parseEther('1000'));
    const receipt = await chain.clients.public.getTransactionReceipt({ hash });
    const deposited = receipt.logs
      .filter((log) => log.address.toLowerCase() === addresses.fMint.toLowerCase())
      .map((log) => decodeEventLog({ abi: MINT.abi, ...log }));
    expect(deposited).toEqual([
      { eventName: 'Deposited', args: { token: addresses.wftm, user: alice, amount: parseEther('1000') } },
    ]);
    expect(await h.collateral(alice, addresses.wftm)).toBe(parseEther('1000'));
    expect(await h.balance(addresses.wftm, addresses.fMint)).toBe(parseEther('1000'));
    expect(await h.collateralValue(alice)).toBe(parseEther('700'));
  });

  it('sFTM is collateral too: fMint is whitelisted to take and return it', async () => {
    await h.giveSftm(bob, parseEther('400'));
    await sendTx(chain.clients, {
      ...SFTM,
      from: bob,
      functionName: 'increaseAllowance',
      args: [addresses.fMint, parseEther('420')],
    });
    await h.deposit(bob, addresses.sftm, parseEther('400'));
    expect(await h.collateralValue(bob)).toBe(parseEther('280'));
    await h.withdraw(bob, addresses.sftm, parseEther('100'));
    expect(await h.balance(addresses.sftm, bob)).toBe(parseEther('100'));
  });

  it('withdraw: refusals by message and code; collateral must stay at 300 % of the debt', async () => {
    await h.deposit(alice, addresses.wftm, parseEther('1000'));
    await expect(h.withdraw(alice, addresses.wftm, 0n)).rejects.toThrow('non-zero amount expected');
    await expect(h.withdraw(alice, addresses.wftm, parseEther('1000') + 1n)).rejects.toThrow(
      'insufficient collateral balance',
    );
    expect(await code(alice, 'withdraw', [addresses.wftm, parseEther('1001')])).toBe(0x1002n);
    await h.mint(alice, addresses.fusd, parseEther('100'));
    // $700 of collateral against $100 of debt: at most $400 may leave, i.e. 571.428… WFTM.
    await expect(h.withdraw(alice, addresses.wftm, parseEther('572'))).rejects.toThrow(
      'insufficient collateral value remains',
    );
    expect(await code(alice, 'withdraw', [addresses.wftm, parseEther('572')])).toBe(0x1005n);
    const max = await chain.clients.public.readContract({
      ...MINT,
      functionName: 'getMaxToWithdraw',
      args: [alice, addresses.wftm, 30000n],
    });
    expect(max).toBe((parseEther('400') * E18) / wftmPrice);
    await sendTx(chain.clients, {
      ...MINT,
      from: alice,
      functionName: 'mustWithdrawMax',
      args: [addresses.wftm, 30000n],
    });
    expect(await h.ratio4(alice)).toBe(30000n);
    await expect(h.withdraw(alice, addresses.wftm, 1n)).rejects.toThrow(
      'insufficient collateral value remains',
    );
  });
});

describe('mint and repay', () => {
  it('mint: refusals by message and code, the 300 % limit, the fee and the full-amount debt', async () => {
    await h.deposit(alice, addresses.wftm, parseEther('1000'));
    await expect(h.mint(alice, addresses.fusd, 0n)).rejects.toThrow('non-zero amount expected');
    await expect(h.mint(alice, addresses.wftm, 1n)).rejects.toThrow('minting of the token prohibited');
    expect(await code(alice, 'mint', [addresses.wftm, 1n])).toBe(0x1007n);
    await expect(h.mint(alice, addresses.fusd, 1n)).rejects.toThrow('amount too low');
    expect(await code(alice, 'mint', [addresses.fusd, 1n])).toBe(0x1001n);
    await h.setPrice(addresses.feur, 0n);
    await expect(h.mint(alice, addresses.feur, parseEther('1'))).rejects.toThrow('token has no value');
    expect(await code(alice, 'mint', [addresses.feur, parseEther('1')])).toBe(0x1008n);
    // $700 supports $233.33… of debt.
    await expect(h.mint(alice, addresses.fusd, parseEther('233.34'))).rejects.toThrow(
      'insufficient collateral value',
    );
    expect(await code(alice, 'mint', [addresses.fusd, parseEther('233.34')])).toBe(0x1005n);

    const amount = parseEther('200');
    const fee = (amount * 50n) / 10000n + 1n;
    const hash = await h.mint(alice, addresses.fusd, amount);
    expect(await h.debt(alice, addresses.fusd)).toBe(amount);
    expect(await h.balance(addresses.fusd, alice)).toBe(amount - fee);
    expect(
      await chain.clients.public.readContract({ ...MINT, functionName: 'feePool', args: [addresses.fusd] }),
    ).toBe(fee);
    const logs = (await chain.clients.public.getTransactionReceipt({ hash })).logs.filter(
      (log) => log.address.toLowerCase() === addresses.fMint.toLowerCase(),
    );
    expect(logs.map((log) => decodeEventLog({ abi: MINT.abi, ...log }))).toEqual([
      { eventName: 'Minted', args: { token: addresses.fusd, user: alice, amount, fee } },
    ]);
    expect(await h.ratio4(alice)).toBe(35000n);
  });

  it('mintMax mints up to about 300 % and nothing below it', async () => {
    await h.deposit(alice, addresses.wftm, parseEther('1000'));
    await h.mint(alice, addresses.feur, parseEther('50'));
    await h.mintMax(alice, addresses.fusd);
    const ratio = await h.ratio4(alice);
    expect(ratio).toBeGreaterThanOrEqual(30000n);
    expect(ratio).toBeLessThan(30001n);
    expect(
      await chain.clients.public.readContract({
        ...MINT,
        functionName: 'getMaxToMint',
        args: [alice, addresses.fusd, 30000n],
      }),
    ).toBe(0n);
    await expect(h.mintMax(alice, addresses.fusd)).rejects.toThrow('non-zero amount expected');
    // A drop in the collateral's price leaves the account below 300 %: no more minting, no withdrawing.
    await h.setPrice(addresses.wftm, wftmPrice / 2n);
    expect(await h.ratio4(alice)).toBeLessThan(30000n);
    await expect(h.mint(alice, addresses.fusd, parseEther('1'))).rejects.toThrow(
      'insufficient collateral value',
    );
    await expect(h.withdraw(alice, addresses.wftm, 1n)).rejects.toThrow(
      'insufficient collateral value remains',
    );
  });

  it('repay: refusals by message and code; burns with burnFrom against the allowance', async () => {
    await h.deposit(alice, addresses.wftm, parseEther('1000'));
    await h.mint(alice, addresses.fusd, parseEther('100'));
    await expect(h.repay(alice, addresses.fusd, 0n)).rejects.toThrow('non-zero amount expected');
    await expect(h.repay(alice, addresses.fusd, parseEther('100') + 1n)).rejects.toThrow(
      'insufficient debt outstanding',
    );
    expect(await code(alice, 'repay', [addresses.fusd, parseEther('101')])).toBe(0x1002n);
    await expect(h.repay(alice, addresses.fusd, parseEther('10'))).rejects.toThrow('insufficient allowance');
    expect(await code(alice, 'repay', [addresses.fusd, parseEther('10')])).toBe(0x1003n);
    await h.approve(addresses.fusd, alice, parseEther('10.51'));
    const supply = await chain.clients.public.readContract({ ...FUSD, functionName: 'totalSupply' });
    await h.repay(alice, addresses.fusd, parseEther('10'));
    expect(await h.debt(alice, addresses.fusd)).toBe(parseEther('90'));
    expect(await chain.clients.public.readContract({ ...FUSD, functionName: 'totalSupply' })).toBe(
      supply - parseEther('10'),
    );
    expect(
      await chain.clients.public.readContract({
        ...FUSD,
        functionName: 'allowance',
        args: [alice, addresses.fMint],
      }),
    ).toBe(parseEther('0.51'));
    // repayMax repays min(debt, wallet balance): the fee was never paid out, so some debt stays.
    await h.approve(addresses.fusd, alice, parseEther('1000'));
    const held = await h.balance(addresses.fusd, alice);
    await h.repayMax(alice, addresses.fusd);
    expect(await h.balance(addresses.fusd, alice)).toBe(0n);
    expect(await h.debt(alice, addresses.fusd)).toBe(parseEther('90') - held);
    await expect(h.repayMax(alice, addresses.fusd)).rejects.toThrow('non-zero amount expected');
  });
});

describe('rewards', () => {
  async function positions(): Promise<void> {
    // alice 700 % (earns), bob 400 % (does not earn, may claim), carol debt-free.
    await h.deposit(alice, addresses.wftm, parseEther('1000'));
    await h.mint(alice, addresses.fusd, parseEther('100'));
    await h.deposit(bob, addresses.wftm, parseEther('1000'));
    await h.mint(bob, addresses.fusd, parseEther('175'));
  }

  it('pushes at most hourly; the first push only starts the clock; an empty or drained pool refuses', async () => {
    const r = chain.clients.public;
    expect(await r.readContract({ ...REWARDS, functionName: 'lastRewardPush' })).toBe(0n);
    await h.push(alice);
    const first = await r.readContract({ ...REWARDS, functionName: 'lastRewardPush' });
    expect(first).toBeGreaterThan(0n);
    expect(await r.readContract({ ...REWARDS, functionName: 'rewardRate' })).toBe(0n);
    await expect(h.push(alice)).rejects.toThrow('too early for a rewards push');
    const { result } = await r.simulateContract({ ...REWARDS, account: alice, functionName: 'rewardPush' });
    expect(result).toBe(0xf01n);
    await h.increaseTime(3600n);
    await h.push(bob);
    const rate = await r.readContract({ ...REWARDS, functionName: 'rewardPerSecond' });
    const pushed = await r.readContract({ ...REWARDS, functionName: 'lastRewardPush' });
    expect(await r.readContract({ ...REWARDS, functionName: 'rewardRate' })).toBe(
      ((pushed - first) * rate) / 86400n,
    );
    await sendTx(chain.clients, {
      ...REWARDS,
      from: owner,
      functionName: 'rewardUpdateRate',
      args: [fmintRewardPool],
    });
    await h.increaseTime(3600n);
    await expect(h.push(bob)).rejects.toThrow('rewards depleted');

    // A distribution whose rate was never set unlocks nothing.
    const fresh = getAddress('0xdef10000000000000000000000000000000000ff');
    await placeCode(chain.clients, fresh, fantomMintRewardDistributionArtifact.deployedBytecode);
    const freshAt = { address: fresh, abi: REWARDS.abi } as const;
    await sendTx(chain.clients, {
      ...freshAt,
      from: owner,
      functionName: 'initialize',
      args: [owner, addresses.fMintAddressProvider],
    });
    await sendTx(chain.clients, { ...freshAt, from: owner, functionName: 'mustRewardPush', args: [] });
    await h.increaseTime(3600n);
    await expect(
      sendTx(chain.clients, { ...freshAt, from: owner, functionName: 'mustRewardPush', args: [] }),
    ).rejects.toThrow('no rewards unlocked');
  });

  it('accrue by debt at ≥ 500 %, stash on every change, claim at ≥ 300 %', async () => {
    const r = chain.clients.public;
    await positions();
    await expect(h.claim(bob)).rejects.toThrow('no rewards earned');
    await h.push();
    await h.increaseTime(3600n);
    await h.push();
    expect(await r.readContract({ ...REWARDS, functionName: 'rewardIsEligible', args: [alice] })).toBe(true);
    expect(await r.readContract({ ...REWARDS, functionName: 'rewardIsEligible', args: [bob] })).toBe(false);
    expect(await r.readContract({ ...REWARDS, functionName: 'rewardCanClaim', args: [bob] })).toBe(true);
    await h.increaseTime(3600n);
    const earned = await r.readContract({ ...REWARDS, functionName: 'rewardEarned', args: [alice] });
    expect(earned).toBeGreaterThan(0n);
    expect(await r.readContract({ ...REWARDS, functionName: 'rewardEarned', args: [bob] })).toBe(0n);
    // Any change of alice's position stashes what she earned so far.
    await h.deposit(alice, addresses.wftm, parseEther('1'));
    const stash = await r.readContract({ ...REWARDS, functionName: 'rewardStash', args: [alice] });
    expect(stash).toBeGreaterThanOrEqual(earned);
    await expect(h.claim(bob)).rejects.toThrow('no rewards earned');

    // Below 300 % nothing can be claimed; back above it the stash pays out in WFTM.
    await h.setPrice(addresses.wftm, wftmPrice / 3n);
    await expect(h.claim(alice)).rejects.toThrow('reward claim rejected');
    const { result } = await r.simulateContract({ ...REWARDS, account: alice, functionName: 'rewardClaim' });
    expect(result).toBe(0x100bn);
    await h.setPrice(addresses.wftm, wftmPrice);
    const before = await h.balance(addresses.wftm, alice);
    await h.claim(alice);
    const paid = (await h.balance(addresses.wftm, alice)) - before;
    expect(paid).toBeGreaterThanOrEqual(stash);
    expect(await r.readContract({ ...REWARDS, functionName: 'rewardStash', args: [alice] })).toBe(0n);
  });
});
