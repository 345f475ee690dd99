import { describe, expect, it } from 'vitest';
import { gasPrice } from '../generated/operations/core/gasPrice.ts';
import { transactionByHash } from '../generated/operations/core/transactionByHash.ts';
import type { GraphQLRequest } from '../transport/createTransport.ts';
import { request } from './request.ts';

describe('request', () => {
  it('sends the operation’s name, text and variables and returns typed data', async () => {
    const sent: GraphQLRequest[] = [];
    const transport = {
      request: async <T>(body: GraphQLRequest) => {
        sent.push(body);
        return { transaction: { status: '0x1' } } as T;
      },
    };
    const hash = `0x${'ab'.repeat(32)}` as const;
    const data = await request(transport, transactionByHash, { hash });
    expect(data.transaction?.status).toBe('0x1');
    expect(sent[0]).toEqual({
      operationName: 'TransactionByHash',
      query: transactionByHash.query,
      variables: { hash },
    });
  });

  it('lets operations without variables omit them', async () => {
    const transport = { request: async <T>(body: GraphQLRequest) => ({ gasPrice: '0x1', body }) as T };
    const data = await request(transport, gasPrice);
    expect(data.gasPrice).toBe('0x1');
  });
});
