-- ERC-20 Approval and ERC-721/1155 ApprovalForAll logs of successful transactions (fwalletApprovals,
-- docs/approvals.md). The last event of a token, owner and spender names the approvals to read live.
create table approval_events (
  block_number int8 not null references blocks (number) on delete cascade,
  log_index int4 not null,
  tx_hash text not null,
  token text not null,
  owner text not null,
  spender text not null,
  -- ApprovalForAll (an operator of all items) rather than an ERC-20 allowance.
  all_items boolean not null,
  -- The ERC-20 value; for ApprovalForAll 1 (approved) or 0 (withdrawn).
  value numeric(78, 0) not null,
  primary key (block_number, log_index)
);
create index approval_events_owner on approval_events (owner, token, spender, all_items, block_number desc, log_index desc);
