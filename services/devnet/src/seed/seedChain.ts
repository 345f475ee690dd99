import {
  addresses,
  type DeployedValidator,
  type DevAccount,
  type DevChainClients,
  raveNamesArtifact,
  type SendTxRequest,
  sfcArtifact,
  stakerInfoArtifact,
  stakeTokenizerArtifact,
  testTokenArtifact,
  testTokens,
  wrappedFtmArtifact,
} from '@fantom-wallet/contracts';
import { type Abi, type Address, type ContractFunctionName, parseEther, parseUnits } from 'viem';
import { sealGas } from '../sealGas.ts';
import { devAccountIndex } from './devAccountIndex.ts';
import { sendSeedTx } from './sendSeedTx.ts';
import { sendSyncTransaction } from './sendSyncTransaction.ts';
import { validatorInfoUrl } from './validatorInfoUrl.ts';
import { validatorLogo } from './validatorLogo.ts';
import { validatorProfiles } from './validatorProfiles.ts';

const DAY = 86_400n;
const SFC = { address: addresses.sfc, abi: sfcArtifact.abi } as const;

export interface SeedResult {
  validators: DeployedValidator[];
  accounts: DevAccount[];
  names: { name: string; owner: Address }[];
}

/**
 * Makes a fresh chain look like a living network: validators (including offline, cheater, at-limit and
 * zero-stake ones), development accounts with every kind of delegation, tokens, names and some history.
 */
export async function seedChain(clients: DevChainClients): Promise<SeedResult> {
  const all = await clients.wallet.getAddresses();
  const at = (index: number): Address => {
    const a = all[index];
    if (a === undefined) throw new Error(`anvil has no account #${index}; start it with more accounts`);
    return a;
  };
  const owner = at(devAccountIndex.owner);
  const [alice, bob, carol, dave, whale] = [
    at(devAccountIndex.alice),
    at(devAccountIndex.bob),
    at(devAccountIndex.carol),
    at(devAccountIndex.dave),
    at(devAccountIndex.whale),
  ];
  const tx = <abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
    request: SendTxRequest<abi, name>,
  ) => sendSeedTx(clients, request);

  // The owner pays the validators' self-stakes; the whale fills the at-limit validator.
  await clients.test.setBalance({ address: owner, value: parseEther('1000000000') });
  await clients.test.setBalance({ address: whale, value: parseEther('10000000') });

  const validators: DeployedValidator[] = [];
  for (const [i, profile] of validatorProfiles.entries()) {
    const auth = at(devAccountIndex.firstValidator + i);
    const selfStake = parseEther(profile.selfStake.toString());
    await tx({
      ...SFC,
      from: owner,
      functionName: 'createValidatorFor',
      args: [auth, '0xc0'],
      value: selfStake,
    });
    const id = validators.length + 1;
    if (profile.lockDays > 0) {
      await tx({
        ...SFC,
        from: auth,
        functionName: 'lockStake',
        args: [BigInt(id), BigInt(profile.lockDays) * DAY, selfStake],
      });
    }
    const metadata = {
      name: profile.name,
      website: profile.website,
      contact: profile.contact,
      logoUrl: validatorLogo(profile.name, profile.color),
    };
    await tx({
      address: addresses.stakerInfo,
      abi: stakerInfoArtifact.abi,
      from: owner,
      functionName: 'setInfo',
      args: [BigInt(id), validatorInfoUrl(metadata)],
    });
    validators.push({
      id,
      auth,
      ...metadata,
      selfStake: selfStake.toString(),
      lockDays: profile.lockDays,
      status: 0,
      role: profile.role,
    });
  }
  const idOf = (role: DeployedValidator['role'], nth = 0): bigint => {
    const v = validators.filter((x) => x.role === role)[nth];
    if (v === undefined) throw new Error(`no ${role} validator`);
    return BigInt(v.id);
  };
  const [v1, v2, v3, v4, v5] = [0, 1, 2, 3, 4].map((n) => idOf('normal', n)) as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const delegate = (from: Address, id: bigint, ftm: string) =>
    tx({ ...SFC, from, functionName: 'delegate', args: [id], value: parseEther(ftm) });

  // Plain delegations, a locked one, a pending withdraw request and minted sFTM.
  await delegate(alice, v1, '5000');
  await delegate(alice, v2, '3000');
  await tx({ ...SFC, from: alice, functionName: 'lockStake', args: [v1, 180n * DAY, parseEther('2000')] });
  await delegate(alice, v4, '1000');
  await tx({ ...SFC, from: alice, functionName: 'undelegate', args: [v4, 1n, parseEther('400')] });
  await delegate(bob, v3, '4000');
  await tx({ ...SFC, from: bob, functionName: 'lockStake', args: [v3, 90n * DAY, parseEther('4000')] });
  await tx({
    address: addresses.stakeTokenizer,
    abi: stakeTokenizerArtifact.abi,
    from: bob,
    functionName: 'mintSFTM',
    args: [v3],
  });
  await delegate(bob, v5, '750');
  await delegate(carol, v2, '2500');
  await delegate(carol, idOf('offline'), '1000');
  await delegate(carol, idOf('cheater'), '1500');
  await tx({ ...SFC, from: carol, functionName: 'undelegate', args: [v2, 7n, parseEther('500')] });
  await delegate(dave, v5, '100');
  // Exactly at the limit: 16 × self-stake in total.
  const full = validators.find((v) => v.role === 'atLimit');
  if (full === undefined) throw new Error('no at-limit validator');
  const room = BigInt(full.selfStake) * 15n;
  await tx({ ...SFC, from: whale, functionName: 'delegate', args: [BigInt(full.id)], value: room });

  for (const [role, status] of [
    ['offline', 8],
    ['cheater', 128],
  ] as const) {
    await tx({ ...SFC, from: owner, functionName: 'setValidatorStatus', args: [idOf(role), BigInt(status)] });
    for (const v of validators) if (v.role === role) v.status = status;
  }
  for (const v of validators) if (v.role === 'zeroStake') v.status = 0;

  // Tokens for every user account, and some wrapped FTM.
  const users = [alice, bob, carol, dave];
  for (const token of testTokens) {
    for (const user of users) {
      const amount = parseUnits(
        token.decimals >= 8 && token.symbol === 'tBTC' ? '2' : '10000',
        token.decimals,
      );
      await tx({
        address: token.address,
        abi: testTokenArtifact.abi,
        from: owner,
        functionName: 'mint',
        args: [user, amount],
      });
    }
  }
  await tx({
    address: addresses.wftm,
    abi: wrappedFtmArtifact.abi,
    from: alice,
    functionName: 'deposit',
    args: [],
    value: parseEther('100'),
  });

  // A few dozen transfers so every account has a history.
  const usdc = testTokens.find((t) => t.symbol === 'tUSDC');
  for (let i = 0; i < 36; i++) {
    const from = users[i % users.length] as Address;
    const to = users[(i + 1 + (i % 3)) % users.length] as Address;
    if (i % 4 === 3 && usdc !== undefined) {
      await tx({
        address: usdc.address,
        abi: testTokenArtifact.abi,
        from,
        functionName: 'transfer',
        args: [to, parseUnits(String(5 + i), usdc.decimals)],
      });
    } else {
      const receipt = await sendSyncTransaction(clients, { from, to, value: parseEther(String(1 + i / 4)) });
      if (receipt.status !== '0x1') throw new Error(`transfer ${receipt.transactionHash} failed`);
    }
  }

  const names: { name: string; owner: Address }[] = [];
  const fee = await clients.public.readContract({
    address: addresses.nameRegistry,
    abi: raveNamesArtifact.abi,
    functionName: 'FEE_AMT',
  });
  for (const [name, who] of [
    ['ALICE.FTM', alice],
    ['BOB.FTM', bob],
    ['CAROL.FTM', carol],
  ] as const) {
    await tx({
      address: addresses.nameRegistry,
      abi: raveNamesArtifact.abi,
      from: who,
      functionName: 'registerName',
      args: [name],
      value: fee,
    });
    names.push({ name, owner: who });
  }

  // An hour of epochs so pending rewards are visible from the first look.
  await clients.test.increaseTime({ seconds: 3600 });
  await tx({ ...SFC, from: owner, functionName: 'sealEpoch', args: [], gas: sealGas });

  const accounts: DevAccount[] = Object.entries(devAccountIndex)
    .filter(([role]) => role !== 'firstValidator')
    .map(([role, index]) => ({ role, index, address: at(index) }));
  validators.forEach((v, i) => {
    accounts.push({ role: `validator${v.id}`, index: devAccountIndex.firstValidator + i, address: v.auth });
  });
  return { validators, accounts, names };
}
