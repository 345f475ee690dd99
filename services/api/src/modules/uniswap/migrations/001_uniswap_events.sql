-- Uniswap pairs of the configured factory (PairCreated) and their events, each row hanging off its block so a
-- rewind removes it. Amounts and reserves are exact (numeric), never truncated.
create table uniswap_pairs (
  address text primary key,
  token0 text not null,
  token1 text not null,
  -- the pair's index in the factory's allPairs
  pair_index int8 not null,
  block_number int8 not null references blocks (number) on delete cascade,
  log_index int4 not null
);

-- Swap, Mint and Burn: the pair actions (type 0 swap, 1 add, 2 remove), also the source of prices and volumes.
create table uniswap_actions (
  block_number int8 not null references blocks (number) on delete cascade,
  log_index int4 not null,
  -- blockNumber << 20 | logIndex: newest-first order and the list's cursor
  ordinal int8 not null unique,
  pair text not null,
  action_type int2 not null,
  tx_hash text not null,
  -- the transaction's sender (from), not the event's router address
  sender text not null,
  timestamp int8 not null,
  amount0_in numeric(78, 0) not null,
  amount1_in numeric(78, 0) not null,
  amount0_out numeric(78, 0) not null,
  amount1_out numeric(78, 0) not null,
  primary key (block_number, log_index)
);
create index uniswap_actions_pair on uniswap_actions (pair, ordinal);
create index uniswap_actions_pair_type on uniswap_actions (pair, action_type, ordinal);
create index uniswap_actions_type on uniswap_actions (action_type, ordinal);
create index uniswap_actions_pair_time on uniswap_actions (pair, action_type, timestamp);

-- Sync: the pair's reserves after each change, for the reserves chart (never listed as an action).
create table uniswap_syncs (
  block_number int8 not null references blocks (number) on delete cascade,
  log_index int4 not null,
  ordinal int8 not null unique,
  pair text not null,
  timestamp int8 not null,
  reserve0 numeric(78, 0) not null,
  reserve1 numeric(78, 0) not null,
  primary key (block_number, log_index)
);
create index uniswap_syncs_pair_time on uniswap_syncs (pair, timestamp, ordinal);
