import { waitForReceipt } from '@fantom-wallet/contracts';
import { erc20Abi, getAddress, parseEther, parseUnits } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bnbRecipient,
  call,
  depositFtm,
  ethRecipient,
  farBalance,
  ftmUuid,
  removeTemporaryDataDirs,
  startOperaChain,
  temporaryDataDir,
  usdcUuid,
} from '../test/bridgeHarness.ts';
import { maxBodyBytes } from './bridgeServer.ts';
import { type RunningBridge, startBridge } from './startBridge.ts';

let opera: Awaited<ReturnType<typeof startOperaChain>>;
let bridge: RunningBridge;
// Each swap needs its own opera address spelling (an open swap blocks the same spelling).
let nextOpera = 1;
const operaAddress = () =>
  mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: nextOpera++,
  }).address;

beforeAll(async () => {
  opera = await startOperaChain();
  bridge = await startBridge({
    operaRpcUrl: opera.anvil.rpcUrl,
    dataDir: temporaryDataDir(),
    testMode: true,
    corsOrigins: ['http://127.0.0.1:5173'],
  });
});

afterAll(async () => {
  await bridge?.stop();
  await opera?.anvil.stop();
  removeTemporaryDataDirs();
});

const swapToEthereum = async (token = ftmUuid) => {
  const answer = await call(bridge.url, '/swaps', {
    direction: 'OperaToEthereum',
    token_uuid: token,
    eth_address: ethRecipient,
    bnb_address: '',
    opera_address: operaAddress(),
  });
  expect(answer.success, answer.errMessage).toBe(true);
  return answer.result as { uuid: string; opera_address: `0x${string}` };
};

const ethFtm = () => farBalance(bridge.farRpcUrl, bridge.farTokens[ftmUuid] as `0x${string}`, ethRecipient);

describe('bridge HTTP API (docs/bridge.md#http-api)', () => {
  it('GET tokens lists FTM with its 50 FTM fee and the test token, each with minimum and directions', async () => {
    const answer = await call(bridge.url, '/tokens');
    expect(answer).toMatchObject({ httpStatus: 200, success: true, errMessage: '', status: 200 });
    expect(answer.result).toEqual([
      expect.objectContaining({
        symbol: 'FTM',
        uuid: ftmUuid,
        decimals: 18,
        fee: parseEther('50').toString(),
        minimum: parseEther('60').toString(),
        directions: ['OperaToEthereum', 'OperaToBinance'],
      }),
      expect.objectContaining({
        symbol: 'tUSDC',
        uuid: usdcUuid,
        decimals: 6,
        directions: ['OperaToEthereum'],
      }),
    ]);
  });

  it('OperaToEthereum: swaps gives a deposit address; finalize errs (4) until the deposit is mined, then pays amount minus fee once', async () => {
    const swap = await swapToEthereum();
    expect(getAddress(swap.opera_address)).toBe(swap.opera_address);
    const finalize = { direction: 'OperaToEthereum', token_uuid: ftmUuid, uuid: swap.uuid, memo: '' };
    expect(await call(bridge.url, '/finalizeSwap', finalize)).toMatchObject({
      success: false,
      errMessage: 'Deposit not received yet',
      result: { code: 4 },
    });
    const before = await ethFtm();
    await depositFtm(opera.clients, opera.owner, swap.opera_address, '100');
    const paid = await call(bridge.url, '/finalizeSwap', finalize);
    expect(paid).toMatchObject({
      success: true,
      result: { status: 'paid', amount: parseEther('50').toString(), deposit: parseEther('100').toString() },
    });
    expect((await ethFtm()) - before).toBe(parseEther('50'));
    // Idempotent: the same answer again, nothing paid twice.
    expect((await call(bridge.url, '/finalizeSwap', finalize)).result).toEqual(paid.result);
    expect((await ethFtm()) - before).toBe(parseEther('50'));
    const balance = await call(bridge.url, '/getEthBalances', {
      eth_address: ethRecipient,
      token_uuid: ftmUuid,
    });
    expect(balance.result).toEqual({ balance: (await ethFtm()).toString() });
  });

  it('the test token goes to Ethereum as its bridged ERC-20', async () => {
    const swap = await swapToEthereum(usdcUuid);
    const hash = await opera.clients.wallet.writeContract({
      address: opera.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [swap.opera_address, parseUnits('25', 6)],
      account: opera.owner,
      chain: opera.clients.wallet.chain,
    });
    await waitForReceipt(opera.clients.public, hash);
    const paid = await call(bridge.url, '/finalizeSwap', {
      direction: 'OperaToEthereum',
      token_uuid: usdcUuid,
      uuid: swap.uuid,
    });
    expect(paid.result).toMatchObject({ status: 'paid', amount: parseUnits('20', 6).toString() });
    const usdcOnEthereum = bridge.farTokens[usdcUuid] as `0x${string}`;
    expect(await farBalance(bridge.farRpcUrl, usdcOnEthereum, ethRecipient)).toBe(parseUnits('20', 6));
  });

  it('OperaToBinance: pending balance, then 50 FTM and the memo on the BEP2 ledger', async () => {
    const swap = await call(bridge.url, '/swaps', {
      direction: 'OperaToBinance',
      token_uuid: ftmUuid,
      eth_address: '',
      bnb_address: bnbRecipient,
      opera_address: operaAddress(),
    });
    const { uuid, opera_address } = swap.result as { uuid: string; opera_address: `0x${string}` };
    const balances = () =>
      call(bridge.url, '/getBnbBalances', { bnb_address: bnbRecipient, token_uuid: ftmUuid });
    expect((await balances()).result).toEqual({ balance: '0', pendingBalance: '0' });
    await depositFtm(opera.clients, opera.owner, opera_address, '100');
    expect((await balances()).result).toEqual({ balance: '0', pendingBalance: parseEther('50').toString() });
    const paid = await call(bridge.url, '/finalizeSwap', {
      direction: 'OperaToBinance',
      token_uuid: ftmUuid,
      uuid,
      memo: 'exchange-tag-42',
    });
    expect(paid.result).toMatchObject({ status: 'paid', memo: 'exchange-tag-42' });
    expect((await balances()).result).toEqual({ balance: parseEther('50').toString(), pendingBalance: '0' });
    const ledger = await call(bridge.url, `/test/bep2/${bnbRecipient}`);
    expect(ledger.result).toMatchObject({
      balances: { [ftmUuid]: parseEther('50').toString() },
      transfers: [
        { to: bnbRecipient, amount: parseEther('50').toString(), memo: 'exchange-tag-42', swapUuid: uuid },
      ],
    });
  });

  it("codes 1 and 2: 'Ethereum address is invalid', 'Binance address is invalid'", async () => {
    const base = { token_uuid: ftmUuid, opera_address: operaAddress() };
    for (const eth_address of [
      '',
      '0x123',
      '0x8ba1f109551bD432803012645Ac136ddd64DBA7Z',
      '0x8BA1f109551bD432803012645Ac136ddd64DBA72',
    ])
      expect(
        await call(bridge.url, '/swaps', { ...base, direction: 'OperaToEthereum', eth_address }),
      ).toMatchObject({
        httpStatus: 400,
        success: false,
        errMessage: 'Ethereum address is invalid',
        result: { code: 1 },
      });
    for (const bnb_address of ['', 'bnb1short', `${bnbRecipient}x`, bnbRecipient.replace('bnb1', 'tbnb')])
      expect(
        await call(bridge.url, '/swaps', { ...base, direction: 'OperaToBinance', bnb_address }),
      ).toMatchObject({
        errMessage: 'Binance address is invalid',
        result: { code: 2 },
      });
    expect(
      await call(bridge.url, '/getEthBalances', { eth_address: 'nope', token_uuid: ftmUuid }),
    ).toMatchObject({
      result: { code: 1 },
    });
    expect(
      await call(bridge.url, '/getBnbBalances', { bnb_address: '0x12', token_uuid: ftmUuid }),
    ).toMatchObject({
      result: { code: 2 },
    });
  });

  it("code 3 'Symbol already exists' for a second open swap of the same spelling; the lower-cased spelling opens one", async () => {
    const opera_address = operaAddress();
    const request = {
      direction: 'OperaToEthereum',
      token_uuid: ftmUuid,
      eth_address: ethRecipient,
      opera_address,
    };
    expect((await call(bridge.url, '/swaps', request)).success).toBe(true);
    expect(await call(bridge.url, '/swaps', request)).toMatchObject({
      success: false,
      errMessage: 'Symbol already exists',
      result: { code: 3 },
    });
    const lower = await call(bridge.url, '/swaps', {
      ...request,
      opera_address: opera_address.toLowerCase(),
    });
    expect(lower.success).toBe(true);
  });

  it.each([
    ['not JSON', '{"direction":'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[]'],
    ['wrong types', { direction: 'OperaToEthereum', token_uuid: 7, uuid: {}, memo: [] }],
    ['an unknown direction', { direction: 'OperaToMars', token_uuid: ftmUuid, uuid: 'x' }],
    ['an unknown uuid', { direction: 'OperaToEthereum', token_uuid: ftmUuid, uuid: 'no-such-swap' }],
    ['an unknown token', { direction: 'OperaToEthereum', token_uuid: 'no-such-token', uuid: 'x' }],
    [
      'a memo over 128 characters',
      { direction: 'OperaToBinance', token_uuid: ftmUuid, uuid: 'x', memo: 'm'.repeat(129) },
    ],
    ['a huge body', JSON.stringify({ direction: 'OperaToEthereum', pad: 'x'.repeat(maxBodyBytes * 64) })],
  ])("code 5 'Bad parameters' for %s", async (_, body) => {
    expect(await call(bridge.url, '/finalizeSwap', body)).toEqual({
      httpStatus: 400,
      success: false,
      result: { code: 5 },
      errMessage: 'Bad parameters',
      status: 400,
    });
  });

  it('code 5 for swaps with a token that does not go that way or a bad opera address', async () => {
    const base = { eth_address: ethRecipient, bnb_address: bnbRecipient };
    expect(
      await call(bridge.url, '/swaps', {
        ...base,
        direction: 'OperaToBinance',
        token_uuid: usdcUuid,
        opera_address: operaAddress(),
      }),
    ).toMatchObject({ result: { code: 5 } });
    expect(
      await call(bridge.url, '/swaps', {
        ...base,
        direction: 'OperaToEthereum',
        token_uuid: ftmUuid,
        opera_address: 'alice',
      }),
    ).toMatchObject({ result: { code: 5 } });
  });

  it('20 concurrent finalizes of one swap pay it once', async () => {
    const swap = await swapToEthereum();
    await depositFtm(opera.clients, opera.owner, swap.opera_address, '70');
    const before = await ethFtm();
    const finalize = { direction: 'OperaToEthereum', token_uuid: ftmUuid, uuid: swap.uuid };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(bridge.url, '/finalizeSwap', finalize)),
    );
    expect(answers.every((a) => a.success)).toBe(true);
    expect((await ethFtm()) - before).toBe(parseEther('20'));
  });

  it('finalizes of 6 different swaps at once each pay their own swap (one far-chain payout at a time)', async () => {
    const swaps = [];
    for (let i = 0; i < 6; i++) swaps.push(await swapToEthereum());
    for (const swap of swaps) await depositFtm(opera.clients, opera.owner, swap.opera_address, '70');
    const before = await ethFtm();
    const answers = await Promise.all(
      swaps.map((swap) =>
        call(bridge.url, '/finalizeSwap', {
          direction: 'OperaToEthereum',
          token_uuid: ftmUuid,
          uuid: swap.uuid,
        }),
      ),
    );
    expect(answers.map((a) => a.errMessage)).toEqual(swaps.map(() => ''));
    expect((await ethFtm()) - before).toBe(parseEther('120'));
  });

  it('a deposit below the minimum is refused with code 4 and its minimum', async () => {
    const swap = await swapToEthereum();
    await depositFtm(opera.clients, opera.owner, swap.opera_address, '59');
    expect(
      await call(bridge.url, '/finalizeSwap', {
        direction: 'OperaToEthereum',
        token_uuid: ftmUuid,
        uuid: swap.uuid,
      }),
    ).toMatchObject({ result: { code: 4 }, errMessage: 'Deposit below the minimum of 60 FTM' });
  });

  it('test controls: fail the next n finalizes, hold deposits, answer 500', async () => {
    const swap = await swapToEthereum();
    await depositFtm(opera.clients, opera.owner, swap.opera_address, '100');
    const finalize = { direction: 'OperaToEthereum', token_uuid: ftmUuid, uuid: swap.uuid };
    await call(bridge.url, '/test/failFinalizes', { count: 2 });
    for (let i = 0; i < 2; i++)
      expect(await call(bridge.url, '/finalizeSwap', finalize)).toMatchObject({ result: { code: 4 } });
    await call(bridge.url, '/test/holdDeposits', { on: true });
    expect(await call(bridge.url, '/finalizeSwap', finalize)).toMatchObject({
      errMessage: 'Deposit not received yet',
    });
    await call(bridge.url, '/test/holdDeposits', { on: false });
    await call(bridge.url, '/test/answer500', { on: true });
    expect(await call(bridge.url, '/tokens')).toMatchObject({
      httpStatus: 500,
      success: false,
      errMessage: 'Bridge is down',
      result: { code: 6 },
      status: 500,
    });
    await call(bridge.url, '/test/answer500', { on: false });
    expect((await call(bridge.url, '/finalizeSwap', finalize)).success).toBe(true);
  });

  it('answers CORS for the wallet origin only', async () => {
    const preflight = await fetch(`${bridge.url}/swaps`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const other = await fetch(`${bridge.url}/tokens`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('bridge configuration', () => {
  it('without test mode there are no test controls', async () => {
    const plain = await startBridge({ operaRpcUrl: opera.anvil.rpcUrl, dataDir: temporaryDataDir() });
    try {
      expect(await call(plain.url, '/test/answer500', { on: true })).toMatchObject({ httpStatus: 404 });
      expect((await call(plain.url, '/tokens')).success).toBe(true);
    } finally {
      await plain.stop();
    }
  });

  it('Basic authorisation is enforced when configured', async () => {
    const guarded = await startBridge({
      operaRpcUrl: opera.anvil.rpcUrl,
      dataDir: temporaryDataDir(),
      basicAuth: { username: 'wallet', password: 's3cret' },
    });
    const basic = (secret: string) => ({ authorization: `Basic ${Buffer.from(secret).toString('base64')}` });
    try {
      expect(await call(guarded.url, '/tokens')).toMatchObject({ httpStatus: 401, success: false });
      expect(await call(guarded.url, '/tokens', undefined, basic('wallet:wrong'))).toMatchObject({
        httpStatus: 401,
      });
      expect(await call(guarded.url, '/tokens', undefined, basic('wallet:s3cret'))).toMatchObject({
        httpStatus: 200,
        success: true,
      });
    } finally {
      await guarded.stop();
    }
  });

  it("the far chain stopped: 'Bridge is down' (status 500, code 6)", async () => {
    const lonely = await startBridge({ operaRpcUrl: opera.anvil.rpcUrl, dataDir: temporaryDataDir() });
    try {
      process.kill(lonely.farPid, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 200));
      expect(
        await call(lonely.url, '/getEthBalances', { eth_address: ethRecipient, token_uuid: ftmUuid }),
      ).toMatchObject({ httpStatus: 500, status: 500, errMessage: 'Bridge is down', result: { code: 6 } });
    } finally {
      await lonely.stop();
    }
  });
});
