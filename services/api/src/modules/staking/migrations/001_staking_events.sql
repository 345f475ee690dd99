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
