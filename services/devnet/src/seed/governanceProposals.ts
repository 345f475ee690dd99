import type { SeededProposalState } from '@fantom-wallet/contracts';

/** A vote the seed casts: a validator (by id) for itself, or alice through a validator's auth address. */
export interface SeededVote {
  validator: number;
  /** alice votes through `validator` instead of the validator voting for itself. */
  byAlice?: boolean;
  /** The option the voter favours: the top opinion level for it, the lowest for the others. */
  favours: number;
}

export interface ProposalSpec {
  state: SeededProposalState;
  name: string;
  description: string;
  options: readonly string[];
  /** Opinion levels: 5 → [0, 1, 2, 3, 4], 3 → [0, 2, 4]. */
  levels: 5 | 3;
  /** Days from seeding time (negative: in the past). */
  start: number;
  minEnd: number;
  maxEnd: number;
  /** Percent of the total weight / of agreement. */
  minVotes: number;
  minAgreement: number;
  executable?: boolean;
  votes: readonly SeededVote[];
}

const yesNo = ['Yes', 'No'] as const;
const yesNoAbstain = ['Yes', 'No', 'Abstain'] as const;

/**
 * A description that must stay text wherever it is shown: script and image tags, an event handler, a
 * javascript: link, right-to-left and zero-width characters, a very long unbroken word and a long body.
 */
export const hostileDescription = [
  '<script>alert("proposal")</script>',
  '<img src=x onerror="alert(document.cookie)">',
  '<a href="javascript:alert(1)">Read the full proposal</a> <iframe src="https://example.com"></iframe>',
  '<b>Bold?</b> &lt;escaped&gt; &amp; "quotes" \'single\' `backticks` {{moustache}} %s',
  'Right-to-left: \u202Eevil.exe\u202C — zero width:\u200B\u200B| — emoji: 🗳️✅',
  `Unbroken: ${'A'.repeat(300)}`,
  Array.from(
    { length: 60 },
    (_, i) =>
      `Paragraph ${i + 1}: the validators are asked to weigh this long text; it keeps going so the ` +
      'screen has to wrap, scroll or cut it without breaking the layout.',
  ).join('\n'),
].join('\n');

/** Every seeded proposal, oldest first (ids follow this order, from 1). */
export const governanceProposals: readonly ProposalSpec[] = buildProposals();

function buildProposals(): ProposalSpec[] {
  const list: ProposalSpec[] = [];
  const history = (k: number) => ({ start: -150 + 4 * k, minEnd: -143 + 4 * k, maxEnd: -136 + 4 * k });

  // Resolved with a winner, long ago (validators 6 and 1 or 2 reach the quorum).
  const resolved: [string, readonly string[], 5 | 3][] = [
    ['Raise the block gas limit to 31.5 million', yesNo, 5],
    ['Enable the Opera network upgrade "Lachesis 2"', yesNoAbstain, 5],
    [
      'Lower the minimum validator self-stake to 300,000 FTM',
      ['300,000 FTM', '400,000 FTM', 'Keep 500,000 FTM'],
      5,
    ],
    [
      'Fund the community grants programme for Q3',
      ['10 million FTM', '5 million FTM', '2 million FTM', 'None'],
      3,
    ],
    ['Adopt the validator code of conduct', yesNo, 3],
    ['Set the treasury fee share', ['10 %', '15 %', '20 %'], 5],
    ['Extend the maximum lockup to 4 years', yesNoAbstain, 5],
    [
      'Choose the next ecosystem hackathon city',
      ['Lisbon', 'Seoul', 'Buenos Aires', 'Lagos', 'Online only'],
      3,
    ],
    ['Publish validator uptime reports monthly', yesNo, 5],
    ['Burn 20 % of transaction fees', yesNoAbstain, 3],
  ];
  resolved.forEach(([name, options, levels], k) => {
    const favours = k % options.length;
    list.push({
      state: 'resolved',
      name,
      description: `${name}. Voting closed with a clear majority of the staked FTM.`,
      options,
      levels,
      ...history(list.length),
      minVotes: 50,
      minAgreement: 50,
      votes: [
        { validator: 6, favours },
        { validator: k % 2 === 0 ? 1 : 2, favours },
      ],
    });
  });

  // Failed: no votes, too few votes, or no option agreed on enough.
  const failed: [string, SeededVote[]][] = [
    ['Rename FTM to OPERA', []],
    ['Move the foundation to a DAO by next month', []],
    ['Halve the validator commission', []],
    ['Introduce a 1 FTM minimum delegation on chain', [{ validator: 3, favours: 0 }]],
    ['Pay validators in stablecoins', [{ validator: 4, favours: 1 }]],
    [
      'Add a second epoch sealer',
      [
        { validator: 3, favours: 0 },
        { validator: 5, favours: 0 },
      ],
    ],
    [
      'Double the base reward per second',
      [
        { validator: 6, favours: 0 },
        { validator: 1, favours: 1 },
      ],
    ],
    [
      'Shorten the withdrawal period to 3 days',
      [
        { validator: 6, favours: 1 },
        { validator: 1, favours: 0 },
      ],
    ],
  ];
  for (const [i, [name, votes]] of failed.entries()) {
    list.push({
      state: 'failed',
      name,
      description: `${name}. The proposal ended without a winner.`,
      options: i % 3 === 2 ? yesNoAbstain : yesNo,
      levels: i % 2 === 0 ? 5 : 3,
      ...history(list.length),
      minVotes: 50,
      // Split votes: neither side reaches 70 %.
      minAgreement: 70,
      votes,
    });
  }

  // Executable proposals that won but were not executed within three days of the voting's end.
  for (const name of [
    'Update the SFC constants: offline penalty threshold',
    'Upgrade the StakeTokenizer',
    'Set the gas price balancing counterweight',
    'Switch the network rules to the new fee model',
  ]) {
    list.push({
      state: 'executionExpired',
      name,
      description: `${name}. Executable: the change had to be executed within three days after voting ended.`,
      options: yesNo,
      levels: 5,
      ...history(list.length),
      minVotes: 50,
      minAgreement: 55,
      executable: true,
      votes: [
        { validator: 6, favours: 0 },
        { validator: 1, favours: 0 },
      ],
    });
  }

  // Canceled by the owner before anybody voted, two long ago.
  for (const name of ['Withdrawn: duplicate of the gas limit proposal', 'Withdrawn: wrong parameter set']) {
    list.push({
      state: 'canceled',
      name,
      description: `${name}.`,
      options: yesNo,
      levels: 5,
      ...history(list.length),
      minVotes: 50,
      minAgreement: 50,
      votes: [],
    });
  }

  // Executable and resolved in time (voting ended a day ago).
  for (const [i, name] of [
    'Raise the maximum delegated ratio to 16',
    'Enable sFTM minting again',
  ].entries()) {
    list.push({
      state: 'resolved',
      name,
      description: `${name}. Executable: executed when resolved.`,
      options: yesNo,
      levels: 5,
      start: -15 + i,
      minEnd: -8 + i,
      maxEnd: -2 + i,
      minVotes: 50,
      minAgreement: 55,
      executable: true,
      votes: [
        { validator: 6, favours: 0 },
        { validator: 2, favours: 0 },
      ],
    });
  }

  // Canceled while voting was open.
  for (const name of ['Withdrawn: superseded by a new draft', 'Withdrawn at the proposer’s request']) {
    list.push({
      state: 'canceled',
      name,
      description: `${name}.`,
      options: yesNoAbstain,
      levels: 3,
      start: -3,
      minEnd: 4,
      maxEnd: 21,
      minVotes: 50,
      minAgreement: 50,
      votes: [],
    });
  }

  // Open, voted by validator 1 (so alice, its delegator, can still vote through it), all but the last short of the
  // quorum. The last can win: validators 1 and 6 both favour its first option, above its 50 % quorum, so once its
  // voting ends (time travel) anybody can resolve it with that winner.
  const openVoted: [string, readonly string[], 5 | 3, SeededVote[]][] = [
    ['Increase the epoch length to 10 minutes', yesNoAbstain, 5, []],
    ['Fund a second block explorer', yesNo, 3, [{ validator: 3, favours: 1 }]],
    ['Adopt EIP-1559 style base fees', yesNoAbstain, 5, [{ validator: 4, favours: 0 }]],
    ['Choose the default RPC rate limit', ['100 req/s', '250 req/s', '500 req/s', 'No limit'], 5, []],
    ['Reduce the unlock penalty for short locks', yesNo, 3, [{ validator: 5, favours: 0 }]],
    ['Pick the colour of the new wallet theme', ['Blue', 'Green', 'Violet', 'Orange', 'Grey'], 3, []],
    [
      'Grant 1 million FTM to the bridge audit',
      yesNoAbstain,
      5,
      [
        { validator: 2, favours: 0 },
        { validator: 2, byAlice: true, favours: 1 },
      ],
    ],
    ['Support hardware wallets in the reference wallet', yesNo, 5, [{ validator: 3, favours: 0 }]],
    ['Index governance votes in the public API', yesNoAbstain, 3, []],
    [
      'Schedule the yearly validator summit',
      ['March', 'June', 'September'],
      5,
      [{ validator: 6, favours: 0 }],
    ],
  ];
  const openVotedCount = openVoted.length;
  openVoted.forEach(([name, options, levels, others], k) => {
    list.push({
      state: 'openVoted',
      name,
      description: `${name}. Validators are voting; delegators may override their validator's vote.`,
      options,
      levels,
      start: -1 - (k % 5),
      minEnd: 3 + k,
      maxEnd: 30 + 2 * k,
      minVotes: k === openVotedCount - 1 ? 50 : 55,
      minAgreement: 50,
      votes: [{ validator: 1, favours: k % options.length }, ...others],
    });
  });

  // Open and nobody has voted yet; one carries a hostile description.
  const openUnvoted: [string, readonly string[], 5 | 3][] = [
    ['Markup in a description must stay text', yesNoAbstain, 5],
    ['Lower the proposal fee to 50 FTM', yesNo, 5],
    ['Add a staking calculator to the wallet', yesNo, 3],
    ['Choose the grants committee', ['Alice & Bob', 'Carol & Dave', 'Elections next year'], 5],
    ['Open a validator incubator', yesNoAbstain, 3],
    ['Support a second stablecoin synth', ['fEUR', 'fJPY', 'fGBP', 'fCHF'], 5],
    ['Publish a security bounty programme', yesNo, 5],
    ['Translate the docs into five languages', yesNoAbstain, 3],
  ];
  openUnvoted.forEach(([name, options, levels], k) => {
    list.push({
      state: 'openUnvoted',
      name,
      description: k === 0 ? hostileDescription : `${name}. Voting has started; no validator has voted yet.`,
      options,
      levels,
      start: -(k % 3),
      minEnd: 5 + k,
      maxEnd: 35 + k,
      minVotes: 50,
      minAgreement: 50,
      votes: [],
    });
  });

  // Voting starts later.
  const notStarted: [string, readonly string[], 5 | 3][] = [
    ['Retire the legacy SFC v2 endpoints', yesNo, 5],
    ['Raise the validator commission cap', yesNoAbstain, 3],
    ['Plan the next network upgrade window', ['Q1', 'Q2', 'Q3', 'Q4'], 5],
    ['Adopt a carbon-neutral pledge', yesNo, 3],
    ['Elect the technical steering group', ['Slate A', 'Slate B'], 5],
  ];
  notStarted.forEach(([name, options, levels], k) => {
    list.push({
      state: 'notStarted',
      name,
      description: `${name}. Voting has not begun yet.`,
      options,
      levels,
      start: 2 + 4 * k,
      minEnd: 9 + 4 * k,
      maxEnd: 30 + 4 * k,
      minVotes: 50,
      minAgreement: 50,
      votes: [],
    });
  });
  return list;
}
