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

create table erc20_transfers (
  block_number int8 not null references blocks (number) on delete cascade,
  log_index int4 not null,
  tx_hash text not null,
  token text not null,
  from_address text not null,
  to_address text not null,
  value numeric(78, 0) not null,
  primary key (block_number, log_index)
);
create index erc20_transfers_to on erc20_transfers (to_address, token);
create index erc20_transfers_token on erc20_transfers (token, block_number desc);

-- SFC events that the delegation and withdraw-request lists are built from.
create table staking_events (
  block_number int8 not null references blocks (number) on delete cascade,
  log_index int4 not null,
  -- blockNumber << 20 | logIndex
  ordinal int8 not null unique,
  tx_hash text not null,
  timestamp int8 not null,
  kind text not null,
  delegator text not null,
  validator_id numeric(78, 0) not null,
  wr_id numeric(78, 0),
  amount numeric(78, 0) not null,
  primary key (block_number, log_index)
);
create index staking_events_delegator on staking_events (delegator, validator_id, ordinal);
create index staking_events_validator on staking_events (validator_id, ordinal);
