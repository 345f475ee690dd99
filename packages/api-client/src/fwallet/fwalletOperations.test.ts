import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { request } from '../operations/request.ts';
import type { GraphQLRequest } from '../transport/createTransport.ts';
import { erc20Token, fwalletApprovals, fwalletHead, fwalletSimulate } from './fwalletOperations.ts';

const schemaFile = (name: string) =>
  readFileSync(new URL(`../../../../services/api/schema/${name}`, import.meta.url), 'utf8');
const subset = buildSchema(schemaFile('fantom-api-subset.sdl'));
const full = buildSchema(
  ['fantom-api-subset.sdl', 'extensions.graphql', 'fwallet.graphql'].map(schemaFile).join('\n'),
);
const documentOf = (name: string) =>
  readFileSync(new URL(`../../fwallet/${name}.graphql`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');

describe('fwallet operations (docs/simulation.md)', () => {
  it('send the documents of fwallet/*.graphql verbatim', () => {
    expect(fwalletSimulate.query).toBe(documentOf('fwalletSimulate'));
    expect(fwalletHead.query).toBe(documentOf('fwalletHead'));
    expect(fwalletApprovals.query).toBe(documentOf('fwalletApprovals'));
    expect(erc20Token.query).toBe(documentOf('erc20Token'));
  });

  it('are valid against the API’s full schema (with fwallet.graphql); the simulation is not in the public subset', () => {
    for (const operation of [fwalletSimulate, fwalletHead, fwalletApprovals, erc20Token])
      expect(validate(full, parse(operation.query)).map((e) => e.message)).toEqual([]);
    expect(validate(subset, parse(fwalletSimulate.query)).map((e) => e.message)).toContain(
      'Cannot query field "fwalletSimulate" on type "Query".',
    );
  });

  it('decodes quantities to bigint and addresses to checksummed ones', async () => {
    let sent: GraphQLRequest | undefined;
    const transport = {
      async request<T>(body: GraphQLRequest): Promise<T> {
        sent = body;
        return {
          fwalletSimulate: {
            available: true,
            unavailableReason: null,
            blockNumber: '0x10',
            calls: [
              {
                to: '0x7e57000000000000000000000000000000000006',
                status: true,
                revertReason: null,
                gasUsed: '0x5208',
                toHasCode: true,
                contractLabel: null,
                method: 'transfer',
              },
            ],
            changes: [
              {
                kind: 'ERC721',
                token: '0xbad0000000000000000000000000000000000d01',
                symbol: 'NFT',
                decimals: null,
                name: 'Kittens',
                tokenId: '0x2a',
                out: '0x1',
                in: '0x0',
                eventsMatchBalance: true,
              },
            ],
            approvals: [],
            revoked: [],
          },
        } as T;
      },
    };
    const calls = [{ to: '0x7e57000000000000000000000000000000000006' as const, value: '0x1' as const }];
    const data = await request(transport, fwalletSimulate, {
      from: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      calls,
    });
    expect(sent?.variables).toEqual({ from: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', calls });
    expect(data.fwalletSimulate.blockNumber).toBe(16n);
    expect(data.fwalletSimulate.calls[0]?.gasUsed).toBe(21_000n);
    expect(data.fwalletSimulate.changes[0]).toMatchObject({
      token: '0xbaD0000000000000000000000000000000000d01',
      tokenId: 42n,
      out: 1n,
      in: 0n,
    });
  });

  it('decodes an approvals page: amounts, times and blocks to bigint, addresses checksummed', async () => {
    const transport = {
      async request<T>(): Promise<T> {
        return {
          fwalletApprovals: {
            blockNumber: '0x20',
            totalCount: '0x1',
            pageInfo: { first: 'HIGH:0x1', last: 'HIGH:0x1', hasNext: false, hasPrevious: false },
            edges: [
              {
                cursor: 'HIGH:0x1',
                allowance: {
                  token: {
                    address: '0xbad0000000000000000000000000000000000d01',
                    kind: 'ERC20',
                    symbol: 'FUSD',
                    decimals: 18,
                    name: 'Fantom USD',
                  },
                  spender: {
                    address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
                    hasCode: false,
                    label: null,
                  },
                  amount: '0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
                  allItems: false,
                  unlimited: true,
                  risk: 'HIGH',
                  changedAt: '0x5f5e100',
                  changedBlock: '0x1f',
                  transaction: `0x${'ab'.repeat(32)}`,
                },
              },
            ],
          },
        } as T;
      },
    };
    const data = await request(transport, fwalletApprovals, {
      owner: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      count: 50,
    });
    const list = data.fwalletApprovals;
    expect(list.blockNumber).toBe(32n);
    expect(list.totalCount).toBe(1n);
    expect(list.edges[0]?.allowance).toMatchObject({
      token: { address: '0xbaD0000000000000000000000000000000000d01' },
      spender: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      amount: 2n ** 256n - 1n,
      changedAt: 100_000_000n,
      changedBlock: 31n,
    });
  });
});
