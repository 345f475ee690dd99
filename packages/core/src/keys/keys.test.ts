import { mnemonicToSeedSync } from '@scure/bip39';
import { HDNodeWallet, Mnemonic } from 'ethers';
import fc from 'fast-check';
import { bytesToHex, getAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { accountFromMnemonic } from './accountFromMnemonic.ts';
import { accountFromPrivateKey } from './accountFromPrivateKey.ts';
import { derivationPath } from './derivationPath.ts';
import { findWellKnownSecret } from './findWellKnownSecret.ts';
import { generateMnemonic } from './generateMnemonic.ts';
import { normalizeMnemonic } from './normalizeMnemonic.ts';
import { validateMnemonic } from './validateMnemonic.ts';
import { validatePrivateKey } from './validatePrivateKey.ts';
import { WELL_KNOWN_SECRETS } from './WELL_KNOWN_SECRETS.ts';

const JUNK = 'test test test test test test test test test test test junk';

describe('generateMnemonic (docs/wallets.md#create: 256 bits, 24 words)', () => {
  it('gives a fresh valid 24-word English phrase each time', () => {
    const a = generateMnemonic();
    const b = generateMnemonic();
    expect(a.split(' ')).toHaveLength(24);
    expect(validateMnemonic(a)).toEqual({ ok: true, value: a });
    expect(a).not.toBe(b);
  });
});

describe('BIP39 known-answer vectors (Trezor vectors, passphrase TREZOR)', () => {
  it.each([
    [
      '00000000000000000000000000000000',
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    ],
    [
      '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
      'legal winner thank year wave sausage worth useful legal winner thank yellow',
      '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607',
    ],
    [
      'ffffffffffffffffffffffffffffffff',
      'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong',
      'ac27495480225222079d7be181583751e86f571027b0497b5b5d11218e0a8a13332572917f0f8e5a589620c6f15b11c61dee327651a14c34e18231052e48c069',
    ],
  ])('entropy %s', (entropy, phrase, seed) => {
    expect(Mnemonic.fromEntropy(`0x${entropy}`).phrase).toBe(phrase);
    expect(validateMnemonic(phrase.toUpperCase())).toEqual({ ok: true, value: phrase });
    expect(bytesToHex(mnemonicToSeedSync(phrase, 'TREZOR')).slice(2)).toBe(seed);
  });
});

describe('normalizeMnemonic (docs/wallets.md#restore-by-phrase: lower case, letters only)', () => {
  it.each([
    ['  Test TEST\ttest\n\ntest  ', 'test test test test'],
    ['1. abandon 2. about', 'abandon about'],
    ['word,word;word', 'wordwordword'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeMnemonic(input)).toBe(expected);
  });
});

describe('validateMnemonic (docs/wallets.md#restore-by-phrase: 12 or 24 words)', () => {
  it.each([
    ['the 12-word anvil phrase', JUNK, true],
    ['upper case with extra spaces', `  ${JUNK.toUpperCase().replace(/ /g, '   ')} `, true],
    ['24 words', `${'abandon '.repeat(23)}art`, true],
    ['11 words', 'test test test test test test test test test test junk', false],
    [
      '15 valid words',
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon address',
      false,
    ],
    ['a bad checksum', 'test test test test test test test test test test test test', false],
    ['a word not in the list', 'test test test test test test test test test test test junkk', false],
  ])('%s', (_, phrase, valid) => {
    const result = validateMnemonic(phrase);
    expect(result.ok).toBe(valid);
    if (!result.ok)
      expect(['Enter 12 or 24 words', 'Invalid mnemonic phrase']).toContain(result.error.message);
  });
});

describe("accountFromMnemonic (m/44'/60'/0'/0/N)", () => {
  it.each([
    [0, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    [1, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    [2, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
  ])('derives anvil / hardhat account %i of "test … junk"', (index, address) => {
    const account = accountFromMnemonic(JUNK, index);
    expect(account.address).toBe(address);
    expect(account.path).toBe(`m/44'/60'/0'/0/${index}`);
  });

  it('matches the address ganache and truffle derive from their phrases', () => {
    expect(
      accountFromMnemonic('myth like bonus scare over problem client lizard pioneer submit female collect')
        .address,
    ).toBe('0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1');
    expect(
      accountFromMnemonic('candy maple cake sugar pudding cream honey rich smooth crumble sweet treat')
        .address,
    ).toBe('0x627306090abaB3A6e1400e9345bC60c78a8BEf57');
  });

  it('agrees with ethers for random 12 and 24 word phrases and account indexes (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.boolean(),
        fc.nat(20),
        (bytes, long, index) => {
          const entropy = long ? new Uint8Array([...bytes, ...bytes]) : bytes;
          const phrase = Mnemonic.fromEntropy(entropy).phrase;
          const ours = accountFromMnemonic(phrase, index);
          const theirs = HDNodeWallet.fromPhrase(phrase, undefined, `m/44'/60'/0'/0/${index}`);
          expect(ours.address).toBe(theirs.address);
          expect(ours.privateKey).toBe(theirs.privateKey);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('throws the validation error for an invalid phrase and a RangeError for a bad index', () => {
    expect(() => accountFromMnemonic('not a phrase')).toThrow('Enter 12 or 24 words');
    expect(() => derivationPath(-1)).toThrow(RangeError);
    expect(() => derivationPath(2 ** 31)).toThrow(RangeError);
  });
});

describe('validatePrivateKey (docs/wallets.md#restore-by-private-key: optional 0x, strict hex)', () => {
  const key = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
  it.each([
    ['without 0x', key, true],
    ['with 0x and spaces', `  0x${key}  `, true],
    ['upper case hex and 0X', `0X${key.toUpperCase()}`, true],
    ['63 digits', key.slice(1), false],
    ['65 digits', `${key}0`, false],
    ['a non-hex digit', `${key.slice(0, 63)}g`, false],
    ['zero', '0'.repeat(64), false],
    ['the group order', 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141', false],
    ['empty', '', false],
  ])('%s', (_, text, valid) => {
    const result = validatePrivateKey(text);
    expect(result.ok).toBe(valid);
    if (result.ok) expect(result.value).toBe(`0x${key}`);
    else expect(result.error.message).toBe('Invalid private key');
  });

  it('accountFromPrivateKey restores hardhat account #0', () => {
    expect(accountFromPrivateKey(key).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });
});

describe('well-known development secrets (docs/wallets.md#well-known-keys: flagged on restore)', () => {
  it('every listed address is really derived from its mnemonic or key', () => {
    for (const secret of WELL_KNOWN_SECRETS) {
      secret.addresses.forEach((address, index) => {
        const derived = secret.mnemonic
          ? accountFromMnemonic(secret.mnemonic, index).address
          : privateKeyToAddress(secret.privateKeys?.[index] as `0x${string}`);
        expect(derived.toLowerCase()).toBe(`0x${address}`);
      });
    }
  });

  it.each([
    [
      'anvil account #0 on mainnet',
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      250,
      'warning',
    ],
    [
      'anvil account #0 on testnet',
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      0xfa2,
      'warning',
    ],
    [
      'anvil account #0 on the devnet',
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      4003,
      'note',
    ],
    [
      'a far index of the public phrase',
      { address: getAddress(`0x${'1'.repeat(40)}`), mnemonic: JUNK.toUpperCase() },
      250,
      'warning',
    ],
    ['private key 1', { address: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf' }, 250, 'warning'],
  ])('flags %s', (_, restored, chainId, level) => {
    expect(findWellKnownSecret(restored, chainId)?.level).toBe(level);
  });

  it('does not flag an ordinary account', () => {
    const account = accountFromMnemonic(generateMnemonic());
    expect(findWellKnownSecret(account, 250)).toBeUndefined();
  });
});
