// Hostile GraphQL documents (services/api/README.md#hostile-requests): each must be answered with a GraphQL
// error, a result or the documented 503, never a 500, a crash or a hang. hostileQueries.test.ts proves the
// answers; `npm run bench -- hostileRequests` measures how long they hold the server.

/** An address with no history: the chain reads below are cheap for the node, the documents are not. */
export const HOSTILE_ADDRESS = '0x0000000000000000000000000000000000000001';
const ADDRESS = HOSTILE_ADDRESS;

/** [what, query]; 'an unknown operation name' is sent with operationName 'Nope'. */
export const HOSTILE_QUERIES: Array<[string, string]> = [
  [
    'selections nested 300 deep',
    `{ ${'account(address: "0x1") { '.repeat(1)}${'a { '.repeat(300)}b${' }'.repeat(301)} }`,
  ],
  ['blocks nested 40 parents deep', `{ block { ${'parent { '.repeat(40)}number${' }'.repeat(40)} } }`],
  [
    '3000 aliases of a cheap field',
    `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: version`).join(' ')} }`,
  ],
  [
    '900 aliases of a chain read',
    `{ ${Array.from({ length: 900 }, (_, i) => `a${i}: account(address: "${ADDRESS}") { balance }`).join(' ')} }`,
  ],
  [
    'a fragment bomb (each fragment spreads the previous twice)',
    `{ ...F30 } fragment F0 on Query { version } ${Array.from(
      { length: 30 },
      (_, i) => `fragment F${i + 1} on Query { a${i}: __typename ...F${i} ...F${i} }`,
    ).join(' ')}`,
  ],
  ['a fragment cycle', '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }'],
  [
    'an introspection query 30 levels deep',
    `{ __schema { types { ${'fields { type { ofType { '.repeat(10)}name${' } } }'.repeat(10)} } } }`,
  ],
  ['5000 directives on one field', `{ version ${'@include(if: true) '.repeat(5000)}}`],
  ['a 99,000-character string argument', `{ account(address: "${'a'.repeat(99_000)}") { balance } }`],
  [
    'a page size of 10^12',
    `{ account(address: "${ADDRESS}") { txList(count: 1000000000000) { totalCount } } }`,
  ],
  ['a negative page size', `{ stakers { id delegations(count: -50) { totalCount } } }`],
  ['an unknown operation name', '{ version }'],
  ['two anonymous operations', '{ version } { version }'],
  ['a subscription', 'subscription { version }'],
];

/**
 * A fragment bomb of 100 fragments, each spreading the previous twice, with aliases made distinct by `k` so
 * that no two texts share the parsed-document cache.
 */
export const fragmentBomb = (k: number): string =>
  `{ ...F100 } fragment F0 on Query { version } ${Array.from(
    { length: 100 },
    (_, i) => `fragment F${i + 1} on Query { a${i}k${k}: __typename ...F${i} ...F${i} }`,
  ).join(' ')}`;
