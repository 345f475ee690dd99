import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { GovernanceProposalModel } from './models/GovernanceProposalModel.ts';
import { readProposalTexts } from './readProposalDetails.ts';

const proposal = (contract: Address): GovernanceProposalModel => ({
  governanceId: '0x00000000000000000000000000000000000000aa',
  id: 1n,
  contract,
  proposalType: 1n,
  isExecutable: false,
  minVotes: 1n,
  minAgreement: 1n,
  opinionScales: [0n, 1n],
  options: ['Yes', 'No'],
  votingStarts: 1n,
  votingMayEnd: 2n,
  votingMustEnd: 3n,
});

/** Services whose node answers `name` and `description` with the contract's address, or fails while `down`. */
function countingServices() {
  const reads: string[] = [];
  const node = { down: false };
  const services = {
    governance: { texts: new WeakMap() },
    chain: {
      readContract: async ({ address, functionName }: { address: Address; functionName: string }) => {
        reads.push(`${functionName}@${address}`);
        if (node.down) throw new Error('node down');
        return `${functionName} of ${address}`;
      },
    },
  } as unknown as ApiServices;
  return { services, reads, node };
}

describe('readProposalTexts', () => {
  it('reads a proposal’s name and description once, however many blocks and rows ask', async () => {
    const { services, reads } = countingServices();
    const kept = proposal('0x00000000000000000000000000000000000000b1');
    const answers = await Promise.all([readProposalTexts(services, kept), readProposalTexts(services, kept)]);
    expect(await readProposalTexts(services, kept)).toEqual(answers[0]);
    expect(answers[0]).toEqual({
      name: `name of ${kept.contract}`,
      description: `description of ${kept.contract}`,
    });
    expect(reads).toEqual([`name@${kept.contract}`, `description@${kept.contract}`]);
  });

  it('reads again for a proposal read anew (parameters dropped by a reorg) and after a failed read', async () => {
    const { services, reads, node } = countingServices();
    const first = proposal('0x00000000000000000000000000000000000000b1');
    await readProposalTexts(services, first);
    await readProposalTexts(services, { ...first });
    expect(reads).toHaveLength(4);

    const other = proposal('0x00000000000000000000000000000000000000b2');
    node.down = true;
    await expect(readProposalTexts(services, other)).rejects.toThrow('node down');
    node.down = false;
    expect((await readProposalTexts(services, other)).name).toBe(`name of ${other.contract}`);
    expect(reads).toHaveLength(8);
  });
});
