-- ERC20 Transfer logs of successful transactions (the token lists and assets).
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
