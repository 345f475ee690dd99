import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apiModules } from '../modules/apiModules.ts';
import { buildApiSchema } from './buildApiSchema.ts';
import { selectsOnly } from './selectsOnly.ts';

const schema = buildApiSchema(apiModules);
const fields = new Set(['Query.account', 'Account.address', 'Account.balance']);
const only = (query: string) => selectsOnly(schema, parse(query), fields);

describe('selectsOnly', () => {
  it('holds when every selected field is listed, through aliases, fragments and __typename', () => {
    expect(only('query($a: Address!) { account(address: $a) { balance } }')).toBe(true);
    expect(
      only(
        'query($a: Address!, $b: Address!) { w0: account(address: $a) { address balance } w1: account(address: $b) { balance __typename } }',
      ),
    ).toBe(true);
    expect(
      only(
        'query($a: Address!) { account(address: $a) { ...F ... on Account { address } } } fragment F on Account { balance }',
      ),
    ).toBe(true);
  });

  it('fails on any other field, wherever it is selected', () => {
    expect(only('query($a: Address!) { account(address: $a) { balance txCount } }')).toBe(false);
    expect(
      only('query($a: Address!) { account(address: $a) { ...F } } fragment F on Account { txCount }'),
    ).toBe(false);
    expect(only('query($a: Address!) { account(address: $a) { ... on Account { txCount } } }')).toBe(false);
    expect(only('{ version }')).toBe(false);
    expect(only('{ __schema { types { name } } }')).toBe(false);
  });

  it('fails on a mutation', () => {
    expect(
      selectsOnly(
        schema,
        parse('mutation { sendTransaction(tx: "0x00") { hash } }'),
        new Set(['Mutation.sendTransaction', 'Transaction.hash']),
      ),
    ).toBe(false);
  });
});
