import { governanceArtifact } from '@fantom-wallet/contracts';
import { type Address, decodeFunctionResult, encodeFunctionData, type Hash, type Hex } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { GovernanceContractModel } from './models/GovernanceContractModel.ts';
import type { GovernanceProposalModel } from './models/GovernanceProposalModel.ts';
import { optionName } from './optionName.ts';

/** Newest `votingStarts` first; the higher id first among proposals that start together. */
export function byVotingStartsDesc(a: GovernanceProposalModel, b: GovernanceProposalModel): number {
  if (a.votingStarts !== b.votingStarts) return a.votingStarts > b.votingStarts ? -1 : 1;
  if (a.governanceId !== b.governanceId) return a.governanceId < b.governanceId ? -1 : 1;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

/**
 * The parameters of proposals 1…`last` of one governance contract as they are on every chain that holds block
 * `number` with hash `hash`: a proposal's parameters never change once it exists, so they are read once. They are
 * used only while that block is still the node's block at its height (a reorg or a snapshot revert below it
 * drops them, even when the chain then grows past the old head) and `lastProposalID` has not shrunk.
 */
export interface KnownProposals {
  number: number;
  hash: Hash;
  last: bigint;
  /** Newest `votingStarts` first. */
  proposals: GovernanceProposalModel[];
}

interface BlockHeader {
  number: Hex;
  hash: Hash;
}

const abi = governanceArtifact.abi;

/**
 * Every proposal of one governance contract (ids 1…`lastProposalID`), newest `votingStarts` first. Once per block:
 * one round trip asks `lastProposalID`, the head block and whether the block the known parameters were read at
 * is still on the chain; only proposals new since then are read (at the head block's hash, so what is kept is
 * exactly that block's state).
 */
export function readProposals(
  services: ApiServices,
  governance: GovernanceContractModel,
): Promise<GovernanceProposalModel[]> {
  return services.governance.proposals.get(governance.address, async () => {
    const { rpc } = services;
    const known = services.governance.known.get(governance.address);
    const [last, head, kept] = await Promise.all([
      services.chain.readContract({ address: governance.address, abi, functionName: 'lastProposalID' }),
      rpc.request<BlockHeader | null>('eth_getBlockByNumber', ['latest', false]),
      known === undefined
        ? undefined
        : rpc.request<BlockHeader | null>('eth_getBlockByNumber', [`0x${known.number.toString(16)}`, false]),
    ]);
    const base = known !== undefined && kept?.hash === known.hash && last >= known.last ? known : undefined;
    if (base !== undefined && last === base.last) return base.proposals;
    if (head === null) throw new Error('the chain node has no latest block');
    const from = (base?.last ?? 0n) + 1n;
    const ids = Array.from({ length: Math.max(0, Number(last - from) + 1) }, (_, i) => from + BigInt(i));
    const at = { blockHash: head.hash };
    const call = (data: Hex) => rpc.request<Hex>('eth_call', [{ to: governance.address, data }, at]);
    const [lastAtHead, params] = await Promise.all([
      call(encodeFunctionData({ abi, functionName: 'lastProposalID' })).then((data) =>
        decodeFunctionResult({ abi, functionName: 'lastProposalID', data }),
      ),
      Promise.all(
        ids.map((id) =>
          call(encodeFunctionData({ abi, functionName: 'proposalParams', args: [id] })).then((data) =>
            decodeFunctionResult({ abi, functionName: 'proposalParams', data }),
          ),
        ),
      ),
    ]);
    // `last` and the head block came in one batch; should a block have come between them, keep what the head
    // block holds.
    const upTo = lastAtHead < last ? lastAtHead : last;
    const added = ids
      .map((id, i) => ({ id, params: params[i] }))
      .filter(({ id }) => id <= upTo)
      .map(({ id, params: fields }): GovernanceProposalModel => {
        const [
          pType,
          executable,
          minVotes,
          minAgreement,
          scales,
          options,
          proposalContract,
          start,
          minEnd,
          maxEnd,
        ] = fields as NonNullable<typeof fields>;
        return {
          governanceId: governance.address,
          id,
          contract: proposalContract.toLowerCase() as Address,
          proposalType: pType,
          isExecutable: executable !== 0,
          minVotes,
          minAgreement,
          opinionScales: [...scales],
          options: options.map(optionName),
          votingStarts: start,
          votingMayEnd: minEnd,
          votingMustEnd: maxEnd,
        };
      });
    const proposals = [...(base?.proposals ?? []), ...added].sort(byVotingStartsDesc);
    services.governance.known.set(governance.address, {
      number: Number(head.number),
      hash: head.hash,
      last: upTo,
      proposals,
    });
    return proposals;
  });
}
