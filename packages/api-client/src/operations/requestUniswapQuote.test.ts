import { describe, expect, it } from 'vitest';
import type { GraphQLRequest } from '../transport/createTransport.ts';
import { requestUniswapQuote } from './requestUniswapQuote.ts';

const FROM = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83';
const TO = '0xAd84341756Bf337f5a0164515b1f6F993D194E1f';

function answering(answer: unknown) {
  const sent: GraphQLRequest[] = [];
  return {
    sent,
    request: async <T>(body: GraphQLRequest) => {
      sent.push(body);
      return answer as T;
    },
  };
}

describe('requestUniswapQuote', () => {
  it("'out': asks the amounts out for [from, to] and returns the last one", async () => {
    const transport = answering({ defiUniswapAmountsOut: ['0x64', '0x5a'] });
    await expect(
      requestUniswapQuote(transport, { side: 'out', amount: 100n, from: FROM, to: TO }),
    ).resolves.toBe(90n);
    expect(transport.sent[0]?.operationName).toBe('GetUniswapAmountsOut');
    expect(transport.sent[0]?.variables).toEqual({ amountIn: '0x64', tokens: [FROM, TO] });
  });

  it("'in': asks the amounts in for [from, to] and returns the first one", async () => {
    const transport = answering({ defiUniswapAmountsIn: ['0x6e', '0x64'] });
    await expect(
      requestUniswapQuote(transport, { side: 'in', amount: 100n, from: FROM, to: TO }),
    ).resolves.toBe(110n);
    expect(transport.sent[0]?.operationName).toBe('GetUniswapAmountsIn');
    expect(transport.sent[0]?.variables).toEqual({ amountOut: '0x64', tokens: [FROM, TO] });
  });

  it('an empty answer is 0', async () => {
    await expect(
      requestUniswapQuote(answering({ defiUniswapAmountsOut: [] }), {
        side: 'out',
        amount: 1n,
        from: FROM,
        to: TO,
      }),
    ).resolves.toBe(0n);
  });
});
