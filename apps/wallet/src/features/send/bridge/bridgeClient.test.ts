import { describe, expect, it } from 'vitest';
import { type BridgeApiError, BridgeConfigError, createBridgeClient } from './bridgeClient.ts';

interface Seen {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A bridge double: answers each call from `answer` and records what it was asked. */
function bridgeDouble(answer: (path: string, body: unknown) => { status?: number; json: unknown } | Error) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    seen.push({
      url,
      method: init?.method ?? 'GET',
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const result = answer(new URL(url).pathname, body);
    if (result instanceof Error) throw result;
    return new Response(JSON.stringify(result.json), { status: result.status ?? 200 });
  }) as typeof fetch;
  return { seen, fetchImpl };
}

const ok = (result: unknown) => ({ json: { success: true, result, errMessage: '', status: 200 } });
const refusal = (code: number, errMessage: string, status = 400) => ({
  status,
  json: { success: false, result: { code }, errMessage, status },
});
const operaAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const deposit = '0x1111111111111111111111111111111111111111';
const swap = {
  direction: 'OperaToEthereum' as const,
  tokenUuid: 'ftm',
  ethAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  bnbAddress: '',
  operaAddress,
};
const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: Error) => `${error.name}: ${(error as BridgeApiError).code ?? ''} ${error.message}`,
  );

describe('bridge client (docs/bridge.md#http-api)', () => {
  it('a URL it cannot parse: "Can\'t parse api url path."', () => {
    for (const url of ['not a url', '', 'ftp://127.0.0.1:4300', 'javascript:alert(1)'])
      expect(() => createBridgeClient({ url })).toThrow(new BridgeConfigError());
    expect(new BridgeConfigError().message).toBe("Can't parse api url path.");
  });

  it('reads tokens as bigint amounts, with Basic authorisation when configured', async () => {
    const { seen, fetchImpl } = bridgeDouble(() =>
      ok([
        {
          symbol: 'FTM',
          uuid: 'ftm',
          decimals: 18,
          fee: '50000000000000000000',
          minimum: '60000000000000000000',
          directions: ['OperaToEthereum', 'OperaToBinance'],
          opera_token: null,
          eth_token: '0x2222222222222222222222222222222222222222',
        },
      ]),
    );
    const client = createBridgeClient(
      { url: 'http://127.0.0.1:4300/api', basicAuth: { username: 'wallet', password: 'pw' } },
      fetchImpl,
    );
    expect(await client.tokens()).toEqual([
      {
        symbol: 'FTM',
        uuid: 'ftm',
        decimals: 18,
        fee: 50n * 10n ** 18n,
        minimum: 60n * 10n ** 18n,
        directions: ['OperaToEthereum', 'OperaToBinance'],
        operaToken: null,
      },
    ]);
    expect(seen[0]).toMatchObject({ url: 'http://127.0.0.1:4300/api/tokens', method: 'GET' });
    expect(seen[0]?.headers.authorization).toBe(`Basic ${btoa('wallet:pw')}`);
  });

  it("'Bridge is down' (6) without an answer, on HTTP 500 and on an answer of the wrong shape", async () => {
    const down = [
      new TypeError('Failed to fetch'),
      {
        status: 500,
        json: { success: false, result: { code: 6 }, errMessage: 'Bridge is down', status: 500 },
      },
      { status: 502, json: 'Bad gateway' },
      ok([{ symbol: 'FTM' }]),
      { json: { hello: 'world' } },
    ];
    for (const answer of down) {
      const client = createBridgeClient(
        { url: 'http://127.0.0.1:4300' },
        bridgeDouble(() => answer).fetchImpl,
      );
      expect(await messageOf(client.tokens())).toBe('BridgeApiError: 6 Bridge is down');
    }
  });

  it("'Bridge is down' when the bridge takes a connection and never answers; the caller's abort stays an abort", async () => {
    const hung = (async (_input: URL | RequestInfo, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const client = createBridgeClient({ url: 'http://127.0.0.1:4300' }, hung, 50);
    expect(
      await messageOf(
        client.finalize({ direction: 'OperaToEthereum', tokenUuid: 'ftm', uuid: 'u1', memo: '' }),
      ),
    ).toBe('BridgeApiError: 6 Bridge is down');
    const controller = new AbortController();
    const asked = client.tokens(controller.signal);
    const reason = new DOMException('left', 'AbortError');
    controller.abort(reason);
    await expect(asked).rejects.toBe(reason);
  });

  it('a malformed swaps answer never yields a deposit address', async () => {
    for (const result of [
      { uuid: 'u1', opera_address: '0x12' },
      { uuid: '', opera_address: deposit },
      { opera_address: deposit },
      null,
    ]) {
      const client = createBridgeClient(
        { url: 'http://127.0.0.1:4300' },
        bridgeDouble(() => ok(result)).fetchImpl,
      );
      expect(await messageOf(client.swap(swap))).toBe('BridgeApiError: 6 Bridge is down');
    }
  });

  it("after 'Symbol already exists' asks once more with the lower-cased opera address", async () => {
    const { seen, fetchImpl } = bridgeDouble((_, body) =>
      (body as { opera_address: string }).opera_address === operaAddress
        ? refusal(3, 'Symbol already exists', 409)
        : ok({ uuid: 'u1', opera_address: deposit }),
    );
    const client = createBridgeClient({ url: 'http://127.0.0.1:4300' }, fetchImpl);
    expect(await client.swap(swap)).toEqual({ uuid: 'u1', depositAddress: deposit });
    expect(seen.map((s) => (s.body as { opera_address: string }).opera_address)).toEqual([
      operaAddress,
      operaAddress.toLowerCase(),
    ]);
    const always = createBridgeClient(
      { url: 'http://127.0.0.1:4300' },
      bridgeDouble(() => refusal(3, 'Symbol already exists', 409)).fetchImpl,
    );
    expect(await messageOf(always.swap(swap))).toBe('BridgeApiError: 3 Symbol already exists');
  });

  it("keeps the bridge's codes and messages; without a message each code's own", async () => {
    const cases: [ReturnType<typeof refusal> | { status: number; json: unknown }, string][] = [
      [refusal(1, 'Ethereum address is invalid'), 'BridgeApiError: 1 Ethereum address is invalid'],
      [refusal(2, 'Binance address is invalid'), 'BridgeApiError: 2 Binance address is invalid'],
      [refusal(5, 'Bad parameters'), 'BridgeApiError: 5 Bad parameters'],
      [
        { status: 409, json: { success: false, result: null, errMessage: '' } },
        'BridgeApiError: 4 Finalize swap failed',
      ],
      [refusal(4, 'Deposit not received yet', 409), 'BridgeApiError: 4 Deposit not received yet'],
    ];
    for (const [answer, expected] of cases) {
      const client = createBridgeClient(
        { url: 'http://127.0.0.1:4300' },
        bridgeDouble(() => answer).fetchImpl,
      );
      expect(
        await messageOf(
          client.finalize({ direction: 'OperaToBinance', tokenUuid: 'ftm', uuid: 'u', memo: 'm' }),
        ),
      ).toBe(expected);
    }
  });

  it('reads balances and the finalize result as bigint', async () => {
    const { seen, fetchImpl } = bridgeDouble((path) =>
      path === '/getEthBalances'
        ? ok({ balance: '50' })
        : path === '/getBnbBalances'
          ? ok({ balance: '7', pendingBalance: '3' })
          : ok({ uuid: 'u', status: 'paid', amount: '50', fee: '50', memo: 'x' }),
    );
    const client = createBridgeClient({ url: 'http://127.0.0.1:4300' }, fetchImpl);
    expect(await client.ethBalance(swap.ethAddress, 'ftm')).toBe(50n);
    expect(await client.bnbBalances('bnb1x', 'ftm')).toEqual({ balance: 7n, pendingBalance: 3n });
    expect(
      await client.finalize({ direction: 'OperaToBinance', tokenUuid: 'ftm', uuid: 'u', memo: 'x' }),
    ).toEqual({
      status: 'paid',
      amount: 50n,
    });
    expect(seen[2]?.body).toEqual({ direction: 'OperaToBinance', token_uuid: 'ftm', uuid: 'u', memo: 'x' });
  });
});
