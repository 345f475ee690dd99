import type { GraphQLScalarType } from 'graphql';
import { AddressScalar } from './AddressScalar.ts';
import { BigIntScalar } from './BigIntScalar.ts';
import { Bytes32Scalar } from './Bytes32Scalar.ts';
import { BytesScalar } from './BytesScalar.ts';
import { CursorScalar } from './CursorScalar.ts';
import { LongScalar } from './LongScalar.ts';

/** Every custom scalar of the schema, by name. */
export const scalars: Record<string, GraphQLScalarType> = {
  BigInt: BigIntScalar,
  Long: LongScalar,
  Address: AddressScalar,
  Bytes32: Bytes32Scalar,
  Bytes: BytesScalar,
  Cursor: CursorScalar,
};
