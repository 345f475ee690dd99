import { GraphQLResponseError } from '@fantom-wallet/api-client';
import { describe, expect, it } from 'vitest';
import { isChainUnavailableError } from './isChainUnavailableError.ts';

describe('isChainUnavailableError', () => {
  it('recognises the API reporting its node or database as down, even among other errors', () => {
    expect(
      isChainUnavailableError(new GraphQLResponseError([{ message: 'the chain node is not reachable' }])),
    ).toBe(true);
    expect(
      isChainUnavailableError(
        new GraphQLResponseError([
          { message: 'unknown block' },
          { message: 'the database is not reachable' },
        ]),
      ),
    ).toBe(true);
    expect(
      isChainUnavailableError(new GraphQLResponseError([{ message: 'the chain node answered HTTP 502' }])),
    ).toBe(true);
  });

  it('leaves answers about the request itself alone', () => {
    expect(
      isChainUnavailableError(new GraphQLResponseError([{ message: 'insufficient funds for transfer' }])),
    ).toBe(false);
    expect(isChainUnavailableError(new Error('the chain node is not reachable'))).toBe(false);
    expect(isChainUnavailableError(undefined)).toBe(false);
  });
});
