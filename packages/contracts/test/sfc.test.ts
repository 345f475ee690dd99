import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendTx } from '../src/deploy/sendTx.ts';
import { DAY, E18, SFC, sfcHelpers } from './sfcHelpers.ts';
import { startTestChain, type TestChain } from './startTestChain.ts';

let chain: TestChain;
let h: ReturnType<typeof sfcHelpers>;
let owner: Address;
let valA: Address;
let alice: Address;
let bob: Address;

const SELF = parseEther('500000');

beforeAll(async () => {
  chain = await startTestChain();
  h = sfcHelpers(chain);
  const [o, a, , c, d] = chain.accounts;
  if (!o || !a || !c || !d) throw new Error('not enough accounts');
  [owner, valA, alice, bob] = [o, a, c, d];
});
afterAll(async () => {
  await chain?.stop();
});
beforeEach(async () => {
  await chain.reset();
});

const read = <T>(fn: () => Promise<T>) => fn();

describe('SFC constants and administration', () => {
  it('deploys the mainnet constants', async () => {
    const r = (functionName: Parameters<typeof chain.clients.public.readContract>[0]['functionName']) =>
      chain.clients.public.readContract({ ...SFC, functionName } as never) as Promise<unknown>;
    expect(await r('minSelfStake')).toBe(parseEther('500000'));
    expect(await r('maxDelegatedRatio')).toBe(16n * E18);
    expect(await r('validatorCommission')).toBe((15n * E18) / 100n);
    expect(await r('unlockedRewardRatio')).toBe((30n * E18) / 100n);
    expect(await r('minLockupDuration')).toBe(1_209_600n);
    expect(await r('maxLockupDuration')).toBe(31_536_000n);
    expect(await r('withdrawalPeriodEpochs')).toBe(3n);
    expect(await r('withdrawalPeriodTime')).toBe(604_800n);
    expect(await r('currentEpoch')).toBe(1n);
    expect(await r('currentSealedEpoch')).toBe(0n);
    expect(await r('version')).toBe('0x333033');
    expect(await r('constsAddress')).toBe(SFC.address);
  });

  it('lets only the owner change constants, statuses, validators and the tokenizer', async () => {
    await expect(
      sendTx(chain.clients, {
        ...SFC,
        from: alice,
        functionName: 'updateConstants',
        args: [1n, E18, 0n, 0n, 1n, 2n, 1n, 1n],
      }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
    await expect(
      sendTx(chain.clients, { ...SFC, from: alice, functionName: 'setValidatorStatus', args: [1n, 8n] }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
    await expect(
      sendTx(chain.clients, {
        ...SFC,
        from: alice,
        functionName: 'createValidatorFor',
        args: [alice, '0x01'],
      }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
    await expect(
      sendTx(chain.clients, {
        ...SFC,
        from: alice,
        functionName: 'updateStakeTokenizerAddress',
        args: [alice],
      }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
    await expect(
      sendTx(chain.clients, { ...SFC, from: alice, functionName: 'sealEpoch', args: [] }),
    ).rejects.toThrow('caller is not the epoch sealer');
    await expect(
      sendTx(chain.clients, { ...SFC, from: alice, functionName: 'initialize', args: [alice, alice, 1n] }),
    ).rejects.toThrow('InvalidInitialization');
    await h.setConstants({ withdrawalPeriodEpochs: 1n, withdrawalPeriodTime: 600n });
    expect(await chain.clients.public.readContract({ ...SFC, functionName: 'withdrawalPeriodTime' })).toBe(
      600n,
    );
  });
});

describe('validators', () => {
  it('createValidator needs the minimum self-stake and one validator per address', async () => {
    await expect(
      sendTx(chain.clients, {
        ...SFC,
        from: valA,
        functionName: 'createValidator',
        args: ['0x01'],
        value: SELF - 1n,
      }),
    ).rejects.toThrow('insufficient self-stake');
    await sendTx(chain.clients, {
      ...SFC,
      from: valA,
      functionName: 'createValidator',
      args: ['0x01'],
      value: SELF,
    });
    const [status, , , received, createdEpoch, createdTime, auth] = await h.validator(1n);
    expect([status, received, createdEpoch, auth]).toEqual([0n, SELF, 1n, valA]);
    expect(createdTime).toBeGreaterThan(0n);
    expect(
      await chain.clients.public.readContract({ ...SFC, functionName: 'getSelfStake', args: [1n] }),
    ).toBe(SELF);
    expect(
      await chain.clients.public.readContract({ ...SFC, functionName: 'getValidatorID', args: [valA] }),
    ).toBe(1n);
    await expect(
      sendTx(chain.clients, {
        ...SFC,
        from: valA,
        functionName: 'createValidator',
        args: ['0x01'],
        value: SELF,
      }),
    ).rejects.toThrow('validator already exists');
  });

  it('status only grows, offline and cheater bits are kept, and refund ratios need a slashed validator', async () => {
    const id = await h.createValidator(valA, SELF);
    await expect(h.setStatus(id, 0n)).rejects.toThrow('wrong status');
    await expect(h.setStatus(9n, 8n)).rejects.toThrow("validator doesn't exist");
    await expect(
      sendTx(chain.clients, {
        ...SFC,
        from: owner,
        functionName: 'updateSlashingRefundRatio',
        args: [id, 0n],
      }),
    ).rejects.toThrow("validator isn't slashed");
    await h.setStatus(id, 8n);
    const [status, , deactivatedEpoch] = await h.validator(id);
    expect(status).toBe(8n);
    expect(deactivatedEpoch).toBe(1n);
    await h.setStatus(id, 128n);
    expect((await h.validator(id))[0]).toBe(128n);
    await h.setStatus(id, 8n); // lower: ignored
    expect((await h.validator(id))[0]).toBe(128n);
    await expect(
      sendTx(chain.clients, {
        ...SFC,
        from: owner,
        functionName: 'updateSlashingRefundRatio',
        args: [id, E18 + 1n],
      }),
    ).rejects.toThrow('must be less than or equal to 1.0');
    expect(await chain.clients.public.readContract({ ...SFC, functionName: 'totalActiveStake' })).toBe(0n);
  });
});

describe('delegate', () => {
  it('rejects zero amounts, unknown and inactive validators', async () => {
    const id = await h.createValidator(valA, SELF);
    await expect(h.delegate(alice, id, 0n)).rejects.toThrow('zero amount');
    await expect(h.delegate(alice, 7n, E18)).rejects.toThrow("validator doesn't exist");
    await h.setStatus(id, 8n);
    await expect(h.delegate(alice, id, E18)).rejects.toThrow("validator isn't active");
  });

  it('allows received stake up to 16 × self-stake and not one wei more', async () => {
    const id = await h.createValidator(valA, parseEther('1000'));
    await h.delegate(alice, id, parseEther('15000'));
    await expect(h.delegate(bob, id, 1n)).rejects.toThrow("validator's delegations limit is exceeded");
    expect((await h.validator(id))[3]).toBe(parseEther('16000'));
    expect(await h.stake(alice, id)).toBe(parseEther('15000'));
    expect(await chain.clients.public.readContract({ ...SFC, functionName: 'totalStake' })).toBe(
      parseEther('16000'),
    );
  });
});

describe('undelegate and withdraw', () => {
  it('checks amount, unlocked stake, wrID reuse and the validator self-stake floor', async () => {
    const id = await h.createValidator(valA, SELF);
    await h.delegate(alice, id, parseEther('100'));
    await expect(h.undelegate(alice, id, 1n, 0n)).rejects.toThrow('zero amount');
    await expect(h.undelegate(alice, id, 1n, parseEther('101'))).rejects.toThrow('not enough unlocked stake');
    await h.lock(valA, id, 365n * DAY, SELF);
    await h.lock(alice, id, 30n * DAY, parseEther('60'));
    await expect(h.undelegate(alice, id, 1n, parseEther('41'))).rejects.toThrow('not enough unlocked stake');
    await h.undelegate(alice, id, 1n, parseEther('30'));
    await expect(h.undelegate(alice, id, 1n, 1n)).rejects.toThrow('wrID already exists');
    const [epoch, time, amount] = await chain.clients.public.readContract({
      ...SFC,
      functionName: 'getWithdrawalRequest',
      args: [alice, id, 1n],
    });
    expect(epoch).toBe(1n);
    expect(time).toBeGreaterThan(0n);
    expect(amount).toBe(parseEther('30'));
  });

  it('keeps a validator at 0 or at least the minimum self-stake, and marks it withdrawn at 0', async () => {
    const id = await h.createValidator(valA, SELF + parseEther('10'));
    await expect(h.undelegate(valA, id, 1n, parseEther('11'))).rejects.toThrow('insufficient self-stake');
    await h.undelegate(valA, id, 1n, parseEther('10'));
    await h.undelegate(valA, id, 2n, SELF);
    expect((await h.validator(id))[0]).toBe(1n);
  });

  it('withdraws only after 7 days AND 3 epochs', async () => {
    const id = await h.createValidator(valA, SELF);
    await h.delegate(alice, id, parseEther('100'));
    await h.undelegate(alice, id, 5n, parseEther('30'));
    await expect(h.withdraw(alice, id, 6n)).rejects.toThrow("request doesn't exist");
    // Epochs pass but not the time.
    await h.sealMany(3n);
    await expect(h.withdraw(alice, id, 5n)).rejects.toThrow('not enough time passed');
    await h.undelegate(alice, id, 7n, parseEther('30'));
    await h.increaseTime(7n * DAY);
    // Request 7: time passed, epochs not (only 0 of 3), then 2 of 3.
    await expect(h.withdraw(alice, id, 7n)).rejects.toThrow('not enough epochs passed');
    await h.sealMany(2n);
    await expect(h.withdraw(alice, id, 7n)).rejects.toThrow('not enough epochs passed');
    const before = await h.balance(alice);
    await h.withdraw(alice, id, 5n);
    await h.seal();
    await h.withdraw(alice, id, 7n);
    const after = await h.balance(alice);
    // Gas costs a little; the 60 FTM must arrive.
    expect(after - before).toBeGreaterThan(parseEther('59.99'));
    await expect(h.withdraw(alice, id, 5n)).rejects.toThrow("request doesn't exist");
    expect(await h.stake(alice, id)).toBe(parseEther('40'));
  });

  it('slashes withdrawals from a cheater by the refund ratio and refuses a fully slashed one', async () => {
    const id = await h.createValidator(valA, SELF);
    await h.delegate(alice, id, parseEther('100'));
    await h.undelegate(alice, id, 1n, parseEther('40'));
    await h.undelegate(alice, id, 2n, parseEther('40'));
    await h.setStatus(id, 128n);
    await h.increaseTime(7n * DAY);
    await h.sealMany(3n);
    await expect(h.withdraw(alice, id, 1n)).rejects.toThrow('stake is fully slashed');
    await sendTx(chain.clients, {
      ...SFC,
      from: owner,
      functionName: 'updateSlashingRefundRatio',
      args: [id, (E18 * 3n) / 4n],
    });
    const before = await h.balance(alice);
    const { gasUsed, effectiveGasPrice } = await chain.clients.public.getTransactionReceipt({
      hash: await h.withdraw(alice, id, 2n),
    });
    const received = (await h.balance(alice)) - before + gasUsed * effectiveGasPrice;
    // penalty = 40 × (1 − 0.75) + 1 wei
    expect(received).toBe(parseEther('30') - 1n);
  });
});

describe('lockStake, relockStake, unlockStake', () => {
  it('enforces amount, duration bounds, the validator lock end and no double lock', async () => {
    const id = await h.createValidator(valA, SELF);
    await h.delegate(alice, id, parseEther('100'));
    await expect(h.lock(valA, id, 365n * DAY, 0n)).rejects.toThrow('zero amount');
    await expect(h.lock(valA, id, 14n * DAY - 1n, SELF)).rejects.toThrow('incorrect duration');
    await expect(h.lock(valA, id, 365n * DAY + 1n, SELF)).rejects.toThrow('incorrect duration');
    await expect(h.lock(valA, id, 365n * DAY, SELF + 1n)).rejects.toThrow('not enough stake');
    await expect(h.lock(alice, id, 14n * DAY, parseEther('1'))).rejects.toThrow(
      'validator lockup period will end earlier',
    );
    await h.lock(valA, id, 365n * DAY, SELF);
    await expect(h.lock(valA, id, 365n * DAY, 1n)).rejects.toThrow('already locked up');
    await h.lock(alice, id, 14n * DAY, parseEther('10')); // lower bound accepted
    const [locked, fromEpoch, endTime, duration] = await h.lockup(alice, id);
    expect([locked, fromEpoch, duration]).toEqual([parseEther('10'), 1n, 14n * DAY]);
    expect(endTime).toBeGreaterThan(0n);
    await expect(h.relock(alice, id, 13n * DAY, 0n)).rejects.toThrow('incorrect duration');
    await h.relock(alice, id, 20n * DAY, 0n);
    await expect(h.relock(alice, id, 15n * DAY, 0n)).rejects.toThrow('lockup duration cannot decrease');
    await h.relock(alice, id, 20n * DAY, parseEther('5'));
    expect((await h.lockup(alice, id))[0]).toBe(parseEther('15'));
    await h.setStatus(id, 8n);
    await expect(h.relock(alice, id, 30n * DAY, 0n)).rejects.toThrow("validator isn't active");
  });

  it('unlockStake checks amount and lock, and the lock ends by itself', async () => {
    const id = await h.createValidator(valA, SELF);
    await h.delegate(alice, id, parseEther('100'));
    await expect(h.unlock(alice, id, 0n)).rejects.toThrow('zero amount');
    await expect(h.unlock(alice, id, 1n)).rejects.toThrow('not locked up');
    await h.lock(valA, id, 365n * DAY, SELF);
    await h.lock(alice, id, 14n * DAY, parseEther('50'));
    await expect(h.unlock(alice, id, parseEther('51'))).rejects.toThrow('not enough locked stake');
    // No sealed epoch yet: no lockup reward, so no penalty.
    expect(await h.previewUnlock(alice, id, parseEther('20'))).toBe(0n);
    await h.unlock(alice, id, parseEther('20'));
    expect((await h.lockup(alice, id))[0]).toBe(parseEther('30'));
    await h.increaseTime(14n * DAY + 1n);
    await expect(h.unlock(alice, id, 1n)).rejects.toThrow('not locked up');
    expect(
      await chain.clients.public.readContract({
        ...SFC,
        functionName: 'getUnlockedStake',
        args: [alice, id],
      }),
    ).toBe(parseEther('100'));
  });
});

describe('rewards and the unlock penalty', () => {
  // One validator, reward 1 FTM/s, a 1000 s epoch: 1000 FTM, 150 commission, 850 to the stake.
  // The setup epoch is sealed at a reward rate of 0, so only the measured 1000 s epoch pays anything.
  async function oneValidatorSetup(): Promise<bigint> {
    await h.setRewardRate(0n);
    const id = await h.createValidator(valA, SELF);
    await h.delegate(alice, id, SELF);
    await h.seal();
    await h.setRewardRate(E18);
    return id;
  }

  it('accrues unlocked rewards at 30 % of the stake share after a seal', async () => {
    const id = await oneValidatorSetup();
    expect(await h.pending(alice, id)).toBe(0n);
    await h.sealAfter(1000n);
    // alice holds half the stake: 850 / 2 = 425 FTM full reward, 30 % paid.
    expect(await h.pending(alice, id)).toBe(parseEther('127.5'));
    // valA: 425 × 30 % for its stake + 150 commission × 30 % (unlocked).
    expect(await h.pending(valA, id)).toBe(parseEther('127.5') + parseEther('45'));
    const epochs = await chain.clients.public.readContract({
      ...SFC,
      functionName: 'getEpochValidatorIDs',
      args: [2n],
    });
    expect(epochs).toEqual([id]);
  });

  it('pays the lockup rate and takes the hand-computed penalty on early unlock', async () => {
    await h.setConstants({ maxLockupDuration: 730n * DAY });
    const id = await oneValidatorSetup();
    await h.lock(valA, id, 730n * DAY, SELF);
    await h.lock(alice, id, 365n * DAY, SELF);
    await h.sealAfter(1000n);
    // 365 of 730 days: 30 % + 70 % × 0.5 = 65 % of 425 = 276.25 (base 127.5, extra 148.75).
    expect(await h.pending(alice, id)).toBe(parseEther('276.25'));
    expect(
      await chain.clients.public.readContract({
        ...SFC,
        functionName: 'getStashedLockupRewards',
        args: [alice, id],
      }),
    ).toEqual([0n, 0n, 0n]); // not stashed until alice acts
    // Half: 148.75 / 2 + 127.5 / 2 / 2 = 74.375 + 31.875 = 106.25
    expect(await h.previewUnlock(alice, id, SELF / 2n)).toBe(parseEther('106.25'));
    await h.unlock(alice, id, SELF / 2n);
    expect(await h.stake(alice, id)).toBe(SELF - parseEther('106.25'));
    // The other half takes what is left of the stashed lockup rewards: the same again.
    expect(await h.previewUnlock(alice, id, SELF / 2n)).toBe(parseEther('106.25'));
    // Rewards already earned stay claimable.
    expect(await h.pending(alice, id)).toBe(parseEther('276.25'));
  });

  it('caps the penalty at the unlocked amount', async () => {
    await h.setConstants({ maxLockupDuration: 730n * DAY });
    const id = await oneValidatorSetup();
    await h.lock(valA, id, 730n * DAY, SELF);
    await h.lock(alice, id, 365n * DAY, SELF);
    await h.sealAfter(1000n);
    // 1 wei unlocked: its share of the penalty rounds to 0 or is capped at 1 wei.
    expect(await h.previewUnlock(alice, id, 1n)).toBeLessThanOrEqual(1n);
  });

  it('claims rewards to the wallet and refuses a zero claim', async () => {
    const id = await oneValidatorSetup();
    await expect(h.claim(alice, id)).rejects.toThrow('zero rewards');
    await expect(h.restake(alice, id)).rejects.toThrow('zero rewards');
    await h.sealAfter(1000n);
    const before = await h.balance(alice);
    const { gasUsed, effectiveGasPrice } = await chain.clients.public.getTransactionReceipt({
      hash: await h.claim(alice, id),
    });
    expect((await h.balance(alice)) - before + gasUsed * effectiveGasPrice).toBe(parseEther('127.5'));
    expect(await h.pending(alice, id)).toBe(0n);
  });

  it('restakes rewards and keeps the locked part locked', async () => {
    await h.setConstants({ maxLockupDuration: 730n * DAY });
    const id = await oneValidatorSetup();
    await h.lock(valA, id, 730n * DAY, SELF);
    await h.lock(alice, id, 365n * DAY, SELF / 2n);
    await h.sealAfter(1000n);
    // Locked half: 212.5 × 65 % = 138.125 (lockup); unlocked half: 212.5 × 30 % = 63.75.
    await h.restake(alice, id);
    expect(await h.stake(alice, id)).toBe(SELF + parseEther('138.125') + parseEther('63.75'));
    expect((await h.lockup(alice, id))[0]).toBe(SELF / 2n + parseEther('138.125'));
  });

  it('restake respects the delegation limit', async () => {
    await h.setRewardRate(E18);
    const id = await h.createValidator(valA, parseEther('1000'));
    await h.delegate(alice, id, parseEther('15000'));
    await h.seal();
    await h.sealAfter(1000n);
    await expect(h.restake(alice, id)).rejects.toThrow("validator's delegations limit is exceeded");
  });

  it('stops rewards for an offline validator', async () => {
    const id = await oneValidatorSetup();
    await h.sealAfter(1000n);
    await h.setStatus(id, 8n);
    const before = await h.pending(alice, id);
    await h.sealAfter(1000n);
    await h.sealAfter(1000n);
    expect(await h.pending(alice, id)).toBe(before);
  });
});

describe('reads the API needs', () => {
  it('reports epochs with end times and totals', async () => {
    const id = await h.createValidator(valA, SELF);
    await h.sealAfter(600n);
    const [endTime1, , , , , totalStake] = await chain.clients.public.readContract({
      ...SFC,
      functionName: 'getEpochSnapshot',
      args: [1n],
    });
    const [endTime0] = await chain.clients.public.readContract({
      ...SFC,
      functionName: 'getEpochSnapshot',
      args: [0n],
    });
    expect(endTime1 - endTime0).toBe(600n);
    expect(totalStake).toBe(SELF);
    expect(
      await chain.clients.public.readContract({
        ...SFC,
        functionName: 'getEpochReceivedStake',
        args: [1n, id],
      }),
    ).toBe(SELF);
    expect(
      await read(() => chain.clients.public.readContract({ ...SFC, functionName: 'currentEpoch' })),
    ).toBe(2n);
  });
});
