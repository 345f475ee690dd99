import { BRIDGE, BRIDGE_MESSAGES, type BridgeDirection, type BridgeErrorCode } from '@fantom-wallet/core';
import { isAddress } from 'viem/utils';
import { z } from 'zod/mini';

/** A refusal or failure of the bridge, with its code (docs/bridge.md#messages) and the words to show. */
export class BridgeApiError extends Error {
  override name = 'BridgeApiError';
  readonly code: BridgeErrorCode;
  constructor(code: BridgeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** The runtime config's bridge URL cannot be parsed: "Can't parse api url path.". */
export class BridgeConfigError extends Error {
  override name = 'BridgeConfigError';
  constructor() {
    super(BRIDGE_MESSAGES.badUrl);
  }
}

const amount = z.string().check(z.regex(/^\d{1,78}$/));
const hexAddress = z.string().check(z.refine((value) => isAddress(value, { strict: false })));
const direction = z.enum(['OperaToEthereum', 'OperaToBinance']);

const tokenSchema = z.object({
  symbol: z.string().check(z.maxLength(20)),
  uuid: z.string().check(z.maxLength(64)),
  decimals: z.int().check(z.minimum(0), z.maximum(36)),
  fee: amount,
  minimum: amount,
  directions: z.array(direction),
  opera_token: z.nullable(hexAddress),
});

const answerSchema = z.object({
  success: z.literal(true),
  result: z.unknown(),
  errMessage: z.optional(z.string()),
  status: z.optional(z.number()),
});
const refusalSchema = z.object({
  success: z.literal(false),
  result: z.optional(z.nullable(z.object({ code: z.optional(z.number()) }))),
  errMessage: z.optional(z.string().check(z.maxLength(500))),
});

export interface BridgeTokenInfo {
  symbol: string;
  uuid: string;
  decimals: number;
  fee: bigint;
  minimum: bigint;
  directions: BridgeDirection[];
  operaToken: `0x${string}` | null;
}

export interface SwapRequest {
  direction: BridgeDirection;
  tokenUuid: string;
  ethAddress: string;
  bnbAddress: string;
  operaAddress: string;
}

export interface FinalizeResult {
  status: 'open' | 'paying' | 'paid';
  amount: bigint | undefined;
}

export interface BridgeConfig {
  url: string;
  basicAuth?: { username: string; password: string };
}

const codeOf = (code: number | undefined, fallback: BridgeErrorCode): BridgeErrorCode =>
  code === 1 || code === 2 || code === 3 || code === 4 || code === 5 || code === 6 ? code : fallback;

/**
 * The bridge's HTTP API (docs/bridge.md#http-api), every answer checked before use. No answer, HTTP 500 or an
 * answer of the wrong shape is 'Bridge is down' (6); a refusal keeps the bridge's code and message.
 */
export function createBridgeClient(
  config: BridgeConfig,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = BRIDGE.requestTimeoutMs,
) {
  let base: URL;
  try {
    base = new URL(config.url.endsWith('/') ? config.url : `${config.url}/`);
  } catch {
    throw new BridgeConfigError();
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new BridgeConfigError();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.basicAuth)
    headers.authorization = `Basic ${btoa(`${config.basicAuth.username}:${config.basicAuth.password}`)}`;

  async function request<T extends z.ZodMiniType>(
    path: string,
    body: object | undefined,
    result: T,
    failureCode: BridgeErrorCode,
    signal?: AbortSignal,
  ): Promise<z.output<T>> {
    let response: Response;
    let json: unknown;
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      response = await fetchImpl(new URL(path, base), {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      json = await response.json();
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new BridgeApiError(6, BRIDGE_MESSAGES.bridgeDown, { cause });
    }
    if (response.status >= 500) throw new BridgeApiError(6, BRIDGE_MESSAGES.bridgeDown);
    const answer = answerSchema.safeParse(json);
    if (answer.success) {
      const checked = result.safeParse(answer.data.result);
      if (!checked.success) throw new BridgeApiError(6, BRIDGE_MESSAGES.bridgeDown);
      return checked.data as z.output<T>;
    }
    const refusal = refusalSchema.safeParse(json);
    if (!refusal.success) throw new BridgeApiError(6, BRIDGE_MESSAGES.bridgeDown);
    const code = codeOf(refusal.data.result?.code ?? undefined, failureCode);
    throw new BridgeApiError(code, refusal.data.errMessage || BRIDGE_MESSAGES.codes[code]);
  }

  const swapOnce = (swap: SwapRequest, operaAddress: string) =>
    request(
      'swaps',
      {
        direction: swap.direction,
        token_uuid: swap.tokenUuid,
        eth_address: swap.ethAddress,
        bnb_address: swap.bnbAddress,
        opera_address: operaAddress,
      },
      z.object({ uuid: z.string().check(z.minLength(1), z.maxLength(64)), opera_address: hexAddress }),
      3,
    );

  return {
    async tokens(signal?: AbortSignal): Promise<BridgeTokenInfo[]> {
      const list = await request('tokens', undefined, z.array(tokenSchema), 6, signal);
      return list.map((t) => ({
        symbol: t.symbol,
        uuid: t.uuid,
        decimals: t.decimals,
        fee: BigInt(t.fee),
        minimum: BigInt(t.minimum),
        directions: t.directions,
        operaToken: t.opera_token as `0x${string}` | null,
      }));
    },

    async ethBalance(ethAddress: string, tokenUuid: string): Promise<bigint> {
      const result = await request(
        'getEthBalances',
        { eth_address: ethAddress, token_uuid: tokenUuid },
        z.object({ balance: amount }),
        1,
      );
      return BigInt(result.balance);
    },

    async bnbBalances(
      bnbAddress: string,
      tokenUuid: string,
    ): Promise<{ balance: bigint; pendingBalance: bigint }> {
      const result = await request(
        'getBnbBalances',
        { bnb_address: bnbAddress, token_uuid: tokenUuid },
        z.object({ balance: amount, pendingBalance: amount }),
        2,
      );
      return { balance: BigInt(result.balance), pendingBalance: BigInt(result.pendingBalance) };
    },

    /**
     * Opens a swap; after 'Symbol already exists' once more with the opera address in lower case
     * (docs/bridge.md#http-api). Resolves to the swap's uuid and its deposit address on Opera.
     */
    async swap(swap: SwapRequest): Promise<{ uuid: string; depositAddress: `0x${string}` }> {
      let answer: { uuid: string; opera_address: string };
      try {
        answer = await swapOnce(swap, swap.operaAddress);
      } catch (error) {
        if (!(error instanceof BridgeApiError) || error.message !== 'Symbol already exists') throw error;
        answer = await swapOnce(swap, swap.operaAddress.toLowerCase());
      }
      return { uuid: answer.uuid, depositAddress: answer.opera_address as `0x${string}` };
    },

    async finalize(request_: {
      direction: BridgeDirection;
      tokenUuid: string;
      uuid: string;
      memo: string;
    }): Promise<FinalizeResult> {
      const result = await request(
        'finalizeSwap',
        {
          direction: request_.direction,
          token_uuid: request_.tokenUuid,
          uuid: request_.uuid,
          memo: request_.memo,
        },
        z.object({ status: z.enum(['open', 'paying', 'paid']), amount: z.optional(amount) }),
        4,
      );
      return {
        status: result.status,
        amount: result.amount === undefined ? undefined : BigInt(result.amount),
      };
    },
  };
}

export type BridgeClient = ReturnType<typeof createBridgeClient>;
