import { GraphQLResponseError } from '@fantom-wallet/api-client';
import { describe, expect, it } from 'vitest';
import { isChainUnavailableError } from './isChainUnavailableError.ts';

describe('isChainUnavailableError (decided on extensions.code)', () => {
  it('recognises the API reporting its node or database as down, even among other errors', () => {
    expect(
      isChainUnavailableError(
        new GraphQLResponseError([{ message: 'the chain node is not reachable', code: 'CHAIN_UNAVAILABLE' }]),
      ),
    ).toBe(true);
    expect(
      isChainUnavailableError(
        new GraphQLResponseError([
          { message: 'unknown block', code: 'NOT_FOUND' },
          { message: 'the database is not reachable', code: 'DATABASE_UNAVAILABLE' },
        ]),
      ),
    ).toBe(true);
  });

  it('leaves answers about the request itself alone, whatever their words', () => {
    expect(
      isChainUnavailableError(
        new GraphQLResponseError([{ message: 'insufficient funds for transfer', code: 'CHAIN_REJECTED' }]),
      ),
    ).toBe(false);
    // The text alone decides nothing: a message that reads like an outage, with another code or none.
    expect(
      isChainUnavailableError(
        new GraphQLResponseError([{ message: 'the chain node is not reachable', code: 'INVALID_ARGUMENT' }]),
      ),
    ).toBe(false);
    expect(
      isChainUnavailableError(new GraphQLResponseError([{ message: 'the chain node is not reachable' }])),
    ).toBe(false);
    expect(isChainUnavailableError(new Error('the chain node is not reachable'))).toBe(false);
    expect(isChainUnavailableError(undefined)).toBe(false);
  });
});
