-- Blocks and top-level transactions. Every indexed row hangs off its block, so a reorg rewinds by deleting
-- blocks (the cascade removes the rest) and one block is written in one transaction.
create table blocks (
  number int8 primary key,
  hash text not null unique,
  parent_hash text not null,
  timestamp int8 not null,
  gas_limit numeric(78, 0) not null,
  gas_used numeric(78, 0) not null,
  tx_count int4 not null
);

create table transactions (
  hash text primary key,
  block_number int8 not null references blocks (number) on delete cascade,
  tx_index int4 not null,
  -- blockNumber << 14 | txIndex, the public API's order key.
  ordinal int8 not null unique,
  from_address text not null,
  to_address text,
  contract_address text,
  value numeric(78, 0) not null,
  gas numeric(78, 0) not null,
  gas_price numeric(78, 0) not null,
  gas_used numeric(78, 0) not null,
  nonce numeric(78, 0) not null,
  input text not null,
  status int2 not null
);
create index transactions_from on transactions (from_address, ordinal desc);
create index transactions_to on transactions (to_address, ordinal desc);
create index transactions_block on transactions (block_number);
