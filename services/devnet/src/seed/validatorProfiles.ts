import type { DeployedValidator } from '@fantom-wallet/contracts';

export interface ValidatorProfile {
  name: string;
  website: string;
  contact: string;
  color: string;
  /** Whole FTM. */
  selfStake: bigint;
  lockDays: number;
  role: DeployedValidator['role'];
}

/** The seeded validator set: varied stakes and locks, plus the special cases the wallet must handle. */
export const validatorProfiles: readonly ValidatorProfile[] = [
  {
    name: 'Opera Harbor',
    website: 'https://opera-harbor.example',
    contact: 'ops@opera-harbor.example',
    color: '#1969ff',
    selfStake: 5_000_000n,
    lockDays: 365,
    role: 'normal',
  },
  {
    name: 'Blue Fin Staking',
    website: 'https://bluefin.example',
    contact: 'hello@bluefin.example',
    color: '#13b5ec',
    selfStake: 2_500_000n,
    lockDays: 300,
    role: 'normal',
  },
  {
    name: 'Lachesis Labs',
    website: 'https://lachesis-labs.example',
    contact: 'https://lachesis-labs.example/contact',
    color: '#8e44ad',
    selfStake: 1_200_000n,
    lockDays: 200,
    role: 'normal',
  },
  {
    name: 'Night Owl Node',
    website: 'https://nightowl.example',
    contact: 'owl@nightowl.example',
    color: '#2c3e50',
    selfStake: 800_000n,
    lockDays: 120,
    role: 'normal',
  },
  {
    name: 'Greenfield Validator',
    website: 'https://greenfield.example',
    contact: 'team@greenfield.example',
    color: '#27ae60',
    selfStake: 650_000n,
    lockDays: 60,
    role: 'normal',
  },
  {
    name: 'Full House',
    website: 'https://fullhouse.example',
    contact: 'full@fullhouse.example',
    color: '#e67e22',
    selfStake: 500_000n,
    lockDays: 365,
    role: 'atLimit',
  },
  {
    name: 'Sleepy Hollow',
    website: 'https://sleepy-hollow.example',
    contact: 'zzz@sleepy-hollow.example',
    color: '#7f8c8d',
    selfStake: 700_000n,
    lockDays: 90,
    role: 'offline',
  },
  {
    name: 'Double Trouble',
    website: 'https://double-trouble.example',
    contact: 'abuse@double-trouble.example',
    color: '#c0392b',
    selfStake: 900_000n,
    lockDays: 180,
    role: 'cheater',
  },
  {
    name: 'Empty Vessel',
    website: 'https://empty-vessel.example',
    contact: 'empty@empty-vessel.example',
    color: '#bdc3c7',
    selfStake: 0n,
    lockDays: 0,
    role: 'zeroStake',
  },
];
