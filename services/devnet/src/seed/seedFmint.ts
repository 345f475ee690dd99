import {
  addresses,
  type Deployment,
  type DevChainClients,
  fantomMintArtifact,
  fantomMintRewardDistributionArtifact,
  sendTx,
  sfcArtifact,
  sftmArtifact,
  stakeTokenizerArtifact,
  synthTokenArtifact,
  wrappedFtmArtifact,
} from '@fantom-wallet/contracts';
import { type Address, parseEther } from 'viem';

const DAY = 86_400n;
const MINT = { address: addresses.fMint, abi: fantomMintArtifact.abi } as const;
const REWARDS = {
  address: addresses.fMintRewardDistribution,
  abi: fantomMintRewardDistributionArtifact.abi,
} as const;

/** The fMint position of one account: collateral locked and synths minted, in wei. */
interface Position {
  collateral: { token: Address; amount: bigint }[];
  debt: { token: Address; amount: bigint }[];
}

/**
 * fMint accounts at every kind of ratio (prices: WFTM and sFTM 0.70 USD, FUSD 1 USD, fEUR ≈ 1.077 USD):
 * alice 10,000 WFTM against 1,000 FUSD and 100 fEUR (≈ 632 %, earning rewards, with a stash to claim);
 * bob 750 sFTM against 130 FUSD (≈ 404 %: may claim, earns nothing); carol 1,000 WFTM against 232.5 FUSD
 * (≈ 301 %, just above the minimum). Rewards: the first push starts the clock, an hour later a push unlocks an
 * hour of rewards, and alice's next deposit stashes what she earned. Moves chain time about 1.7 hours.
 */
export const fmintSeedPositions = {
  alice: {
    collateral: [{ token: addresses.wftm, amount: parseEther('10000') }],
    debt: [
      { token: addresses.fusd, amount: parseEther('1000') },
      { token: addresses.feur, amount: parseEther('100') },
    ],
  },
  bob: {
    collateral: [{ token: addresses.sftm, amount: parseEther('750') }],
    debt: [{ token: addresses.fusd, amount: parseEther('130') }],
  },
  carol: {
    collateral: [{ token: addresses.wftm, amount: parseEther('1000') }],
    debt: [{ token: addresses.fusd, amount: parseEther('232.5') }],
  },
} as const satisfies Record<string, Position>;

/** WFTM alice adds after rewards started, so her earnings so far move into her stash. */
const aliceTopUp = parseEther('100');

/**
 * Seeds fMint: needs the fMint deploy steps and the core seed (alice's, bob's and carol's accounts; bob's
 * delegation to validator 5). Bob's sFTM comes from locking that delegation, so the sFTM he minted on validator 3
 * stays in his wallet for the staking screens.
 */
export async function seedFmint(
  clients: DevChainClients,
  deployment: Pick<Deployment, 'owner' | 'accounts' | 'validators'>,
): Promise<void> {
  const role = (name: string): Address => {
    const account = deployment.accounts.find((a) => a.role === name);
    if (account === undefined) throw new Error(`no ${name} account to seed fMint with`);
    return account.address;
  };
  const [alice, bob, carol] = [role('alice'), role('bob'), role('carol')];

  const wrap = (who: Address, amount: bigint) =>
    sendTx(clients, {
      address: addresses.wftm,
      abi: wrappedFtmArtifact.abi,
      from: who,
      functionName: 'deposit',
      args: [],
      value: amount,
    });
  // The wallet's Allow step: exact amounts, so no allowance is left over.
  const allow = (who: Address, token: Address, amount: bigint) =>
    sendTx(clients, {
      address: token,
      abi: synthTokenArtifact.abi,
      from: who,
      functionName: 'increaseAllowance',
      args: [addresses.fMint, amount],
    });
  const open = async (who: Address, position: Position) => {
    for (const { token, amount } of position.collateral) {
      await allow(who, token, amount);
      await sendTx(clients, { ...MINT, from: who, functionName: 'mustDeposit', args: [token, amount] });
    }
    for (const { token, amount } of position.debt) {
      await sendTx(clients, { ...MINT, from: who, functionName: 'mustMint', args: [token, amount] });
    }
  };
  const push = () =>
    sendTx(clients, { ...REWARDS, from: deployment.owner, functionName: 'mustRewardPush', args: [] });
  const later = async (seconds: bigint) => {
    await clients.test.increaseTime({ seconds: Number(seconds) });
    await clients.test.mine({ blocks: 1 });
  };

  // bob locks his delegation to validator 5 for 30 days and mints sFTM on it.
  const v5 = deployment.validators.filter((v) => v.role === 'normal')[4];
  if (v5 === undefined) throw new Error('no fifth normal validator for bob’s sFTM');
  const bobSftm = fmintSeedPositions.bob.collateral[0].amount;
  await sendTx(clients, {
    address: addresses.sfc,
    abi: sfcArtifact.abi,
    from: bob,
    functionName: 'lockStake',
    args: [BigInt(v5.id), 30n * DAY, bobSftm],
  });
  await sendTx(clients, {
    address: addresses.stakeTokenizer,
    abi: stakeTokenizerArtifact.abi,
    from: bob,
    functionName: 'mintSFTM',
    args: [BigInt(v5.id)],
  });
  const minted = await clients.public.readContract({
    address: addresses.sftm,
    abi: sftmArtifact.abi,
    functionName: 'balanceOf',
    args: [bob],
  });
  if (minted < bobSftm) throw new Error(`bob holds ${minted} sFTM, needs ${bobSftm}`);

  await push();
  await wrap(alice, fmintSeedPositions.alice.collateral[0].amount + aliceTopUp);
  await open(alice, fmintSeedPositions.alice);
  await open(bob, fmintSeedPositions.bob);
  await wrap(carol, fmintSeedPositions.carol.collateral[0].amount);
  await open(carol, fmintSeedPositions.carol);

  await later(3600n);
  await push();
  await later(1800n);
  await allow(alice, addresses.wftm, aliceTopUp);
  await sendTx(clients, {
    ...MINT,
    from: alice,
    functionName: 'mustDeposit',
    args: [addresses.wftm, aliceTopUp],
  });
  await later(600n);
}
