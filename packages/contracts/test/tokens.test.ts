import { type Address, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses } from '../src/addresses.ts';
import { sendTx } from '../src/deploy/sendTx.ts';
import { raveNamesArtifact } from '../src/generated/raveNamesArtifact.ts';
import { sftmArtifact } from '../src/generated/sftmArtifact.ts';
import { stakeTokenizerArtifact } from '../src/generated/stakeTokenizerArtifact.ts';
import { testTokenArtifact } from '../src/generated/testTokenArtifact.ts';
import { wrappedFtmArtifact } from '../src/generated/wrappedFtmArtifact.ts';
import { DAY, sfcHelpers } from './sfcHelpers.ts';
import { startTestChain, type TestChain } from './startTestChain.ts';

let chain: TestChain;
let h: ReturnType<typeof sfcHelpers>;
let owner: Address;
let val: Address;
let alice: Address;
let bob: Address;

const TOK = { address: addresses.stakeTokenizer, abi: stakeTokenizerArtifact.abi } as const;
const SFTM = { address: addresses.sftm, abi: sftmArtifact.abi } as const;
const WFTM = { address: addresses.wftm, abi: wrappedFtmArtifact.abi } as const;
const USDC = { address: addresses.tokenUsdc, abi: testTokenArtifact.abi } as const;
const NAMES = { address: addresses.nameRegistry, abi: raveNamesArtifact.abi } as const;
const SELF = parseEther('500000');

beforeAll(async () => {
  chain = await startTestChain();
  h = sfcHelpers(chain);
  const [o, v, a, b] = chain.accounts;
  if (!o || !v || !a || !b) throw new Error('not enough accounts');
  [owner, val, alice, bob] = [o, v, a, b];
});
afterAll(async () => {
  await chain?.stop();
});
beforeEach(async () => {
  await chain.reset();
});

async function lockedDelegation(amount: bigint): Promise<bigint> {
  const id = await h.createValidator(val, SELF);
  await h.lock(val, id, 365n * DAY, SELF);
  await h.delegate(alice, id, amount);
  await h.lock(alice, id, 30n * DAY, amount);
  return id;
}

describe('StakeTokenizer and sFTM', () => {
  it('mints 1 sFTM per locked FTM, top-up only, and needs a lock', async () => {
    const id = await h.createValidator(val, SELF);
    await h.lock(val, id, 365n * DAY, SELF);
    await h.delegate(alice, id, parseEther('100'));
    await expect(
      sendTx(chain.clients, { ...TOK, from: alice, functionName: 'mintSFTM', args: [id] }),
    ).rejects.toThrow("delegation isn't locked up");
    await h.lock(alice, id, 30n * DAY, parseEther('60'));
    await sendTx(chain.clients, { ...TOK, from: alice, functionName: 'mintSFTM', args: [id] });
    expect(
      await chain.clients.public.readContract({ ...SFTM, functionName: 'balanceOf', args: [alice] }),
    ).toBe(parseEther('60'));
    await expect(
      sendTx(chain.clients, { ...TOK, from: alice, functionName: 'mintSFTM', args: [id] }),
    ).rejects.toThrow('sFTM is already minted');
    await h.relock(alice, id, 30n * DAY, parseEther('10'));
    await sendTx(chain.clients, { ...TOK, from: alice, functionName: 'mintSFTM', args: [id] });
    expect(
      await chain.clients.public.readContract({ ...TOK, functionName: 'outstandingSFTM', args: [alice, id] }),
    ).toBe(parseEther('70'));
    expect(await chain.clients.public.readContract({ ...SFTM, functionName: 'totalSupply' })).toBe(
      parseEther('70'),
    );
  });

  it('outstanding sFTM blocks unlock, undelegate and withdraw until redeemed', async () => {
    const id = await lockedDelegation(parseEther('100'));
    await h.delegate(alice, id, parseEther('10'));
    await h.undelegate(alice, id, 1n, parseEther('5'));
    await sendTx(chain.clients, { ...TOK, from: alice, functionName: 'mintSFTM', args: [id] });
    expect(
      await chain.clients.public.readContract({
        ...TOK,
        functionName: 'allowedToWithdrawStake',
        args: [alice, id],
      }),
    ).toBe(false);
    await expect(h.unlock(alice, id, parseEther('1'))).rejects.toThrow('outstanding sFTM balance');
    await expect(h.undelegate(alice, id, 2n, parseEther('1'))).rejects.toThrow('outstanding sFTM balance');
    await h.increaseTime(7n * DAY);
    await h.sealMany(3n);
    await expect(h.withdraw(alice, id, 1n)).rejects.toThrow('outstanding sFTM balance');
    await expect(
      sendTx(chain.clients, {
        ...TOK,
        from: alice,
        functionName: 'redeemSFTM',
        args: [id, parseEther('101')],
      }),
    ).rejects.toThrow('low outstanding sFTM balance');
    await expect(
      sendTx(chain.clients, {
        ...TOK,
        from: alice,
        functionName: 'redeemSFTM',
        args: [id, parseEther('100')],
      }),
    ).rejects.toThrow('insufficient allowance');
    await sendTx(chain.clients, {
      ...SFTM,
      from: alice,
      functionName: 'increaseAllowance',
      args: [addresses.stakeTokenizer, parseEther('105')],
    });
    await sendTx(chain.clients, {
      ...TOK,
      from: alice,
      functionName: 'redeemSFTM',
      args: [id, parseEther('100')],
    });
    expect(
      await chain.clients.public.readContract({ ...SFTM, functionName: 'balanceOf', args: [alice] }),
    ).toBe(0n);
    await h.withdraw(alice, id, 1n);
    await h.unlock(alice, id, parseEther('1'));
  });

  it('the owner switches minting off and on', async () => {
    const id = await lockedDelegation(parseEther('100'));
    await expect(
      sendTx(chain.clients, { ...TOK, from: alice, functionName: 'setMintingEnabled', args: [false] }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
    await sendTx(chain.clients, { ...TOK, from: owner, functionName: 'setMintingEnabled', args: [false] });
    await expect(
      sendTx(chain.clients, { ...TOK, from: alice, functionName: 'mintSFTM', args: [id] }),
    ).rejects.toThrow('sFTM minting is disabled');
    await sendTx(chain.clients, { ...TOK, from: owner, functionName: 'setMintingEnabled', args: [true] });
    await sendTx(chain.clients, { ...TOK, from: alice, functionName: 'mintSFTM', args: [id] });
  });

  it('sFTM moves only to or from whitelisted addresses', async () => {
    const id = await lockedDelegation(parseEther('100'));
    await sendTx(chain.clients, { ...TOK, from: alice, functionName: 'mintSFTM', args: [id] });
    await expect(
      sendTx(chain.clients, { ...SFTM, from: alice, functionName: 'transfer', args: [bob, 1n] }),
    ).rejects.toThrow('SFTM: not whitelisted');
    await expect(
      sendTx(chain.clients, { ...SFTM, from: alice, functionName: 'approve', args: [bob, 1n] }),
    ).rejects.toThrow('SFTM: not whitelisted');
    await expect(
      sendTx(chain.clients, { ...SFTM, from: alice, functionName: 'mint', args: [alice, 1n] }),
    ).rejects.toThrow('MinterRole: caller does not have the Minter role');
    await sendTx(chain.clients, { ...SFTM, from: owner, functionName: 'setWhitelisted', args: [bob, true] });
    await sendTx(chain.clients, { ...SFTM, from: alice, functionName: 'transfer', args: [bob, 1n] });
  });
});

describe('token metadata on placed code', () => {
  it('answers name, symbol and decimals written by the initialiser, which runs once', async () => {
    const read = chain.clients.public;
    const meta = async (address: Address) =>
      Promise.all([
        read.readContract({ address, abi: USDC.abi, functionName: 'name' }),
        read.readContract({ address, abi: USDC.abi, functionName: 'symbol' }),
        read.readContract({ address, abi: USDC.abi, functionName: 'decimals' }),
      ]);
    expect(await meta(addresses.wftm)).toEqual(['Wrapped Fantom', 'WFTM', 18]);
    expect(await meta(addresses.sftm)).toEqual(['Staked FTM', 'SFTM', 18]);
    expect(await meta(addresses.tokenBtc)).toEqual(['Test Wrapped Bitcoin', 'tBTC', 8]);
    expect(await read.readContract({ ...WFTM, functionName: 'owner' })).toBe(owner);
    await expect(
      sendTx(chain.clients, { ...WFTM, from: alice, functionName: 'initialize', args: [alice] }),
    ).rejects.toThrow('InvalidInitialization');
    await expect(
      sendTx(chain.clients, { ...USDC, from: owner, functionName: 'initialize', args: [owner, 'x', 'X', 6] }),
    ).rejects.toThrow('InvalidInitialization');
  });
});

describe('WFTM', () => {
  it('wraps and unwraps 1:1, returns 1 for zero, rejects plain FTM and pauses', async () => {
    const amount = parseEther('3');
    await sendTx(chain.clients, { ...WFTM, from: alice, functionName: 'deposit', args: [], value: amount });
    expect(
      await chain.clients.public.readContract({ ...WFTM, functionName: 'balanceOf', args: [alice] }),
    ).toBe(amount);
    const { result } = await chain.clients.public.simulateContract({
      ...WFTM,
      account: alice,
      functionName: 'deposit',
      args: [],
      value: 0n,
    });
    expect(result).toBe(1n);
    await expect(
      chain.clients.public.call({ account: alice, to: WFTM.address, value: 1n }),
    ).rejects.toThrow();
    await expect(
      sendTx(chain.clients, { ...WFTM, from: alice, functionName: 'withdraw', args: [amount + 1n] }),
    ).rejects.toThrow('ERC20InsufficientBalance');
    await sendTx(chain.clients, { ...WFTM, from: alice, functionName: 'withdraw', args: [parseEther('1')] });
    expect(await chain.clients.public.readContract({ ...WFTM, functionName: 'totalSupply' })).toBe(
      parseEther('2'),
    );
    await sendTx(chain.clients, { ...WFTM, from: owner, functionName: 'pause', args: [] });
    await expect(
      sendTx(chain.clients, { ...WFTM, from: alice, functionName: 'deposit', args: [], value: 1n }),
    ).rejects.toThrow('EnforcedPause');
    await expect(
      sendTx(chain.clients, { ...WFTM, from: alice, functionName: 'transfer', args: [bob, 1n] }),
    ).rejects.toThrow('EnforcedPause');
  });
});

describe('test tokens', () => {
  it('have their decimals, increaseAllowance/decreaseAllowance and transferFrom', async () => {
    expect(await chain.clients.public.readContract({ ...USDC, functionName: 'decimals' })).toBe(6);
    expect(
      await chain.clients.public.readContract({
        address: addresses.tokenDai,
        abi: USDC.abi,
        functionName: 'decimals',
      }),
    ).toBe(18);
    await sendTx(chain.clients, {
      ...USDC,
      from: owner,
      functionName: 'mint',
      args: [alice, parseUnits('100', 6)],
    });
    await expect(
      sendTx(chain.clients, { ...USDC, from: alice, functionName: 'mint', args: [alice, 1n] }),
    ).rejects.toThrow('caller is not a minter');
    await sendTx(chain.clients, {
      ...USDC,
      from: alice,
      functionName: 'increaseAllowance',
      args: [bob, 10n],
    });
    await sendTx(chain.clients, { ...USDC, from: alice, functionName: 'increaseAllowance', args: [bob, 5n] });
    await sendTx(chain.clients, { ...USDC, from: alice, functionName: 'decreaseAllowance', args: [bob, 3n] });
    await expect(
      sendTx(chain.clients, { ...USDC, from: alice, functionName: 'decreaseAllowance', args: [bob, 13n] }),
    ).rejects.toThrow('ERC20FailedDecreaseAllowance');
    await expect(
      sendTx(chain.clients, { ...USDC, from: bob, functionName: 'transferFrom', args: [alice, bob, 13n] }),
    ).rejects.toThrow('ERC20InsufficientAllowance');
    await sendTx(chain.clients, {
      ...USDC,
      from: bob,
      functionName: 'transferFrom',
      args: [alice, bob, 12n],
    });
    expect(await chain.clients.public.readContract({ ...USDC, functionName: 'balanceOf', args: [bob] })).toBe(
      12n,
    );
    await expect(
      sendTx(chain.clients, { ...USDC, from: bob, functionName: 'transfer', args: [alice, 13n] }),
    ).rejects.toThrow('ERC20InsufficientBalance');
  });
});

describe('name registry', () => {
  it('registers upper-case names for the exact fee, one per address', async () => {
    const fee = await chain.clients.public.readContract({ ...NAMES, functionName: 'FEE_AMT' });
    await expect(
      sendTx(chain.clients, {
        ...NAMES,
        from: alice,
        functionName: 'registerName',
        args: ['alice.ftm'],
        value: 0n,
      }),
    ).rejects.toThrow('You need to pay the right amount');
    await sendTx(chain.clients, {
      ...NAMES,
      from: alice,
      functionName: 'registerName',
      args: ['alice.ftm'],
      value: fee,
    });
    expect(
      await chain.clients.public.readContract({
        ...NAMES,
        functionName: 'isOwnedByMapping',
        args: ['ALICE.FTM'],
      }),
    ).toBe(true);
    // Exact comparison: lower case is not found, as in the original.
    expect(
      await chain.clients.public.readContract({
        ...NAMES,
        functionName: 'isOwnedByMapping',
        args: ['alice.ftm'],
      }),
    ).toBe(false);
    expect(
      await chain.clients.public.readContract({
        ...NAMES,
        functionName: 'getOwnerOfName',
        args: ['alice.FTM'],
      }),
    ).toBe(alice);
    await expect(
      sendTx(chain.clients, {
        ...NAMES,
        from: bob,
        functionName: 'registerName',
        args: ['ALICE.ftm'],
        value: fee,
      }),
    ).rejects.toThrow('Name already registered');
    await expect(
      sendTx(chain.clients, {
        ...NAMES,
        from: alice,
        functionName: 'registerName',
        args: ['other'],
        value: fee,
      }),
    ).rejects.toThrow('Address already owns a name');
    await expect(
      sendTx(chain.clients, { ...NAMES, from: bob, functionName: 'setAvatar', args: ['ALICE.FTM', 'x'] }),
    ).rejects.toThrow('You do not own this name');
    const before = await h.balance(alice);
    await sendTx(chain.clients, {
      ...NAMES,
      from: bob,
      functionName: 'sendFTMToName',
      args: ['alice.ftm'],
      value: parseEther('2'),
    });
    expect((await h.balance(alice)) - before).toBe(parseEther('2'));
  });
});
