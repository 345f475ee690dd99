-- Who created each proposal (the sender of the transaction that emitted ProposalCreated): the proposal's owner.
create table governance_proposals (
  block_number int8 not null references blocks (number) on delete cascade,
  log_index int4 not null,
  governance text not null,
  proposal_id numeric(78, 0) not null,
  creator text not null,
  tx_hash text not null,
  primary key (block_number, log_index)
);
create index governance_proposals_id on governance_proposals (governance, proposal_id);
