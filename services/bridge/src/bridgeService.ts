import { randomUUID } from 'node:crypto';
import { bridgedTokenArtifact, waitForReceipt } from '@fantom-wallet/contracts';
import { toDecimalString } from '@fantom-wallet/core';
import { type Address, erc20Abi, getAddress, isAddress, keccak256, type PublicClient, toHex } from 'viem';
import { HDKey, privateKeyToAddress } from 'viem/accounts';
import type { z } from 'zod';
import { BRIDGE_ERROR_CODES, BridgeError, badParameters, bridgeDown } from './BridgeError.ts';
import type { BridgeStore, Swap } from './BridgeStore.ts';
import { type BridgeToken, bridgeTokens, findBridgeToken } from './bridgeTokens.ts';
import type { FarChain } from './farChain.ts';
import type {
  bnbBalancesRequest,
  ethBalancesRequest,
  finalizeRequest,
  swapRequest,
} from './requestSchemas.ts';

/** What the test controls change (docs/bridge.md#test-controls); never reachable outside test mode. */
export interface BridgeControls {
  failFinalizes: number;
  answer500: boolean;
  holdDeposits: boolean;
}

export interface BridgeServiceOptions {
  store: BridgeStore;
  opera: PublicClient;
  far: FarChain;
  controls: BridgeControls;
  /** How long an open swap blocks another one for the same opera address spelling. */
  openSwapBlockMs?: number;
  log?: (line: string) => void;
}

const bep2Address = /^bnb1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/;

/** The bridge's operations, behind the HTTP layer; every refusal is a BridgeError with its code. */
export function createBridgeService(options: BridgeServiceOptions) {
  const { store, opera, far, controls } = options;
  const log = options.log ?? (() => {});
  const openSwapBlockMs = options.openSwapBlockMs ?? 10 * 60_000;
  // The deposit addresses are m/44'/60'/0'/0/i of the seed; the parent is derived once, each swap one step.
  const parent = HDKey.fromMasterSeed(Buffer.from(store.seed.slice(2), 'hex')).derive("m/44'/60'/0'/0");
  const depositAddressAt = (index: number): Address => {
    const key = parent.deriveChild(index).privateKey;
    if (!key) throw new Error('deposit key derivation failed');
    return privateKeyToAddress(toHex(key));
  };
  const inFlight = new Map<string, Promise<Record<string, unknown>>>();
  // One far-chain payout at a time: the operator's transactions take consecutive nonces, and two mints prepared
  // at once would be given the same one (the second refused, its swap answered 'Bridge is down').
  let payouts: Promise<unknown> = Promise.resolve();
  const onePayoutAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const next = payouts.then(run, run);
    payouts = next.catch(() => undefined);
    return next;
  };

  const tokenFor = (uuid: string, direction: Swap['direction']): BridgeToken => {
    const token = findBridgeToken(uuid);
    if (token === undefined || !token.directions.includes(direction)) throw badParameters();
    return token;
  };

  /** What sits at the swap's deposit address on Opera (mined blocks only); 0 while deposits are held. */
  const depositOf = async (swap: Swap, token: BridgeToken): Promise<bigint> => {
    if (controls.holdDeposits) return 0n;
    try {
      return token.operaToken === null
        ? await opera.getBalance({ address: swap.depositAddress as Address })
        : await opera.readContract({
            address: token.operaToken,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [swap.depositAddress as Address],
          });
    } catch (cause) {
      throw bridgeDown(cause);
    }
  };

  const finalizeResult = (swap: Swap, token: BridgeToken) => ({
    uuid: swap.uuid,
    status: swap.status,
    deposit: swap.deposit,
    amount: swap.payout,
    fee: token.fee.toString(),
    memo: swap.memo ?? '',
    ...(swap.payoutTx ? { tx_hash: swap.payoutTx } : {}),
  });

  const farToken = (token: BridgeToken): Address => {
    const address = far.tokens[token.uuid];
    if (!address) throw badParameters();
    return address;
  };

  const swapId = (swap: Swap) => keccak256(toHex(swap.uuid));

  const payOnEthereum = async (swap: Swap, token: BridgeToken): Promise<void> => {
    const address = farToken(token);
    const id = swapId(swap);
    try {
      // A payout sent before a crash may already be on the far chain: the contract is the record.
      const paid = await far.public.readContract({
        address,
        abi: bridgedTokenArtifact.abi,
        functionName: 'paidSwaps',
        args: [id],
      });
      let payoutTx = swap.payoutTx;
      if (!paid) {
        const hash = await far.wallet.writeContract({
          address,
          abi: bridgedTokenArtifact.abi,
          functionName: 'mintForSwap',
          args: [id, swap.ethAddress as Address, BigInt(swap.payout ?? '0')],
          account: far.operator,
          chain: far.wallet.chain,
        });
        store.saveSwap({ ...swap, payoutTx: hash });
        const receipt = await waitForReceipt(far.public, hash);
        if (receipt.status !== 'success') throw new Error(`payout ${hash} reverted`);
        payoutTx = hash;
      }
      const latest = store.swap(swap.uuid) ?? swap;
      store.saveSwap({ ...latest, status: 'paid', ...(payoutTx ? { payoutTx } : {}) });
    } catch (cause) {
      throw bridgeDown(cause);
    }
  };

  const finalizeOnce = async (uuid: string, memo: string): Promise<Record<string, unknown>> => {
    let swap = store.swap(uuid);
    if (!swap) throw badParameters();
    const token = tokenFor(swap.tokenUuid, swap.direction);
    if (swap.status === 'open') {
      const deposit = await depositOf(swap, token);
      if (deposit === 0n)
        throw new BridgeError(BRIDGE_ERROR_CODES.finalizeFailed, 'Deposit not received yet');
      if (deposit < token.minimum)
        throw new BridgeError(
          BRIDGE_ERROR_CODES.finalizeFailed,
          `Deposit below the minimum of ${toDecimalString(token.minimum, token.decimals)} ${token.symbol}`,
        );
      const payout = deposit - token.fee;
      const bep2Memo = swap.direction === 'OperaToBinance' ? memo : '';
      const settled = { ...swap, deposit: deposit.toString(), payout: payout.toString(), memo: bep2Memo };
      // The BEP2 credit and the swap's 'paid' are one change: paid exactly once, even across a kill.
      if (swap.direction === 'OperaToEthereum') store.saveSwap({ ...settled, status: 'paying' });
      else
        store.payOnBep2(
          { ...settled, status: 'paid' },
          {
            to: swap.bnbAddress.toLowerCase(),
            tokenUuid: swap.tokenUuid,
            amount: payout.toString(),
            memo: bep2Memo,
            swapUuid: uuid,
            at: Date.now(),
          },
        );
      log(`bridge: swap ${uuid} deposit ${deposit} paid ${payout} (${swap.direction})`);
      swap = store.swap(uuid);
      if (!swap) throw badParameters();
    }
    if (swap.status === 'paying') {
      const paying = swap;
      await onePayoutAtATime(() => payOnEthereum(paying, token));
      swap = store.swap(uuid);
      if (!swap) throw badParameters();
    }
    return finalizeResult(swap, token);
  };

  return {
    tokens() {
      return bridgeTokens.map((t) => ({
        symbol: t.symbol,
        name: t.name,
        uuid: t.uuid,
        decimals: t.decimals,
        fee: t.fee.toString(),
        minimum: t.minimum.toString(),
        directions: t.directions,
        opera_token: t.operaToken,
        eth_token: far.tokens[t.uuid] ?? null,
      }));
    },

    async getEthBalances(body: z.infer<typeof ethBalancesRequest>) {
      const token = tokenFor(body.token_uuid, 'OperaToEthereum');
      if (!isAddress(body.eth_address, { strict: true }))
        throw new BridgeError(BRIDGE_ERROR_CODES.invalidEthAddress, 'Ethereum address is invalid');
      try {
        const balance = await far.public.readContract({
          address: farToken(token),
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [body.eth_address],
        });
        return { balance: balance.toString() };
      } catch (cause) {
        throw bridgeDown(cause);
      }
    },

    async getBnbBalances(body: z.infer<typeof bnbBalancesRequest>) {
      const token = tokenFor(body.token_uuid, 'OperaToBinance');
      const address = body.bnb_address.toLowerCase();
      if (!bep2Address.test(address))
        throw new BridgeError(BRIDGE_ERROR_CODES.invalidBnbAddress, 'Binance address is invalid');
      // Pending: deposits seen on Opera for swaps to this address that are not finalised yet.
      let pending = 0n;
      for (const swap of store.swaps()) {
        if (swap.status !== 'open' || swap.tokenUuid !== token.uuid) continue;
        if (swap.bnbAddress.toLowerCase() !== address) continue;
        const deposit = await depositOf(swap, token);
        if (deposit >= token.minimum) pending += deposit - token.fee;
      }
      return {
        balance: store.bep2Balance(token.uuid, address).toString(),
        pendingBalance: pending.toString(),
      };
    },

    swaps(body: z.infer<typeof swapRequest>) {
      tokenFor(body.token_uuid, body.direction);
      if (!isAddress(body.opera_address, { strict: false })) throw badParameters();
      const ethAddress = body.eth_address ?? '';
      const bnbAddress = body.bnb_address ?? '';
      if (body.direction === 'OperaToEthereum' && !isAddress(ethAddress, { strict: true }))
        throw new BridgeError(BRIDGE_ERROR_CODES.invalidEthAddress, 'Ethereum address is invalid');
      if (body.direction === 'OperaToBinance' && !bep2Address.test(bnbAddress.toLowerCase()))
        throw new BridgeError(BRIDGE_ERROR_CODES.invalidBnbAddress, 'Binance address is invalid');
      const now = Date.now();
      const blocking = store
        .swapsFrom(body.opera_address)
        .some((s) => s.status === 'open' && now - s.createdAt < openSwapBlockMs);
      if (blocking) throw new BridgeError(BRIDGE_ERROR_CODES.swapFailed, 'Symbol already exists');
      const index = store.nextIndex;
      const depositAddress = depositAddressAt(index);
      const uuid = randomUUID();
      store.saveSwap(
        {
          uuid,
          index,
          direction: body.direction,
          tokenUuid: body.token_uuid,
          operaAddress: body.opera_address,
          ethAddress: body.direction === 'OperaToEthereum' ? getAddress(ethAddress) : '',
          bnbAddress: body.direction === 'OperaToBinance' ? bnbAddress.toLowerCase() : '',
          depositAddress,
          createdAt: now,
          status: 'open',
        },
        index + 1,
      );
      log(`bridge: swap ${uuid} opened, deposit to ${depositAddress}`);
      return { uuid, opera_address: depositAddress };
    },

    async finalizeSwap(body: z.infer<typeof finalizeRequest>) {
      const swap = store.swap(body.uuid);
      if (!swap || swap.direction !== body.direction || swap.tokenUuid !== body.token_uuid)
        throw badParameters();
      if (controls.failFinalizes > 0) {
        controls.failFinalizes -= 1;
        throw new BridgeError(BRIDGE_ERROR_CODES.finalizeFailed, 'Finalize failed (test control)');
      }
      // Concurrent finalizes of one swap share one attempt: one deposit read, one payout.
      const running = inFlight.get(body.uuid);
      if (running) return running;
      const attempt = finalizeOnce(body.uuid, body.memo ?? '').finally(() => inFlight.delete(body.uuid));
      inFlight.set(body.uuid, attempt);
      return attempt;
    },

    bep2Account(address: string) {
      const key = address.toLowerCase();
      return {
        balances: Object.fromEntries(
          store.bep2Tokens().map((uuid) => [uuid, store.bep2Balance(uuid, key).toString()]),
        ),
        transfers: store.bep2TransfersTo(key),
      };
    },
  };
}

export type BridgeService = ReturnType<typeof createBridgeService>;
