import { describe, expect, it } from 'vitest';
import { gasPrice } from '../generated/operations/core/gasPrice.ts';
import { transactionByHash } from '../generated/operations/core/transactionByHash.ts';
import { delegationDetail } from '../generated/operations/staking/delegationDetail.ts';
import { stakers } from '../generated/operations/staking/stakers.ts';
import type { GraphQLRequest } from '../transport/createTransport.ts';
import { request } from './request.ts';

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

describe('request', () => {
  it('sends the operation’s name, text and variables and returns its data with quantities as bigint', async () => {
    const transport = answering({ transaction: { status: '0x1' } });
    const hash = `0x${'ab'.repeat(32)}` as const;
    const data = await request(transport, transactionByHash, { hash });
    expect(data.transaction?.status).toBe(1n);
    expect(transport.sent[0]).toEqual({
      operationName: 'TransactionByHash',
      query: transactionByHash.query,
      variables: { hash },
    });
  });

  it('lets operations without variables omit them', async () => {
    const data = await request(answering({ gasPrice: '0x3b9aca00' }), gasPrice);
    expect(data.gasPrice).toBe(1_000_000_000n);
  });

  it('sends bigint variables as the API’s hex quantities', async () => {
    const transport = answering({ delegation: null });
    await request(transport, delegationDetail, {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      staker: 255n,
    });
    expect(transport.sent[0]?.variables).toEqual({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      staker: '0xff',
    });
  });

  it('decodes the wire once: nested and listed quantities as bigint, addresses checksummed, nulls kept', async () => {
    const data = await request(
      answering({
        stakers: [
          {
            id: '0x1',
            stakerAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
            stake: '0xde0b6b3a7640000',
            totalStake: null,
            delegatedMe: '0x0',
            stakerInfo: { name: 'V1', website: null, logoUrl: null },
          },
        ],
      }),
      stakers,
    );
    expect(data.stakers[0]).toMatchObject({
      id: 1n,
      stakerAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      stake: 10n ** 18n,
      totalStake: null,
      delegatedMe: 0n,
      stakerInfo: { name: 'V1' },
    });
  });

  it('refuses a quantity that is not 0x hex instead of guessing', async () => {
    await expect(request(answering({ gasPrice: '12' }), gasPrice)).rejects.toThrow(/0x quantity/);
  });
});
