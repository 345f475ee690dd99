import fc from 'fast-check';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { scalars } from './scalars.ts';

describe('scalar inputs (property)', () => {
  it.each(Object.keys(scalars))(
    '%s: any JSON value parses or fails with a GraphQLError, never anything else',
    (name) => {
      const scalar = scalars[name];
      if (scalar === undefined) throw new Error(name);
      fc.assert(
        fc.property(
          fc.oneof(fc.jsonValue(), fc.string(), fc.stringMatching(/^0x[0-9a-fA-F]{0,70}$/)),
          (value) => {
            try {
              scalar.parseValue(value);
            } catch (error) {
              expect(error).toBeInstanceOf(GraphQLError);
            }
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it('BigInt round-trips every 256-bit value through its wire form', () => {
    const bigInt = scalars.BigInt;
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (value) => {
        const wire = bigInt?.serialize(value) as string;
        expect(wire).toMatch(/^0x(0|[1-9a-f][0-9a-f]*)$/);
        expect(bigInt?.parseValue(wire)).toBe(value);
      }),
    );
  });
});
