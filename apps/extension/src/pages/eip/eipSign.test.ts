// @vitest-environment happy-dom
import { parseTypedData } from '@fantom-wallet/core';
import { initI18n } from '@fantom-wallet/wallet/i18n';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { createSiweMessage } from 'viem/siwe';
import { stringToHex } from 'viem/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EipSignMessage } from './EipSignMessage.tsx';
import { EipSignTypedData } from './EipSignTypedData.tsx';

initI18n();

const SITE = 'https://app.example.com';
const ACCOUNT = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23';
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const show = (element: ReactElement) => render(createElement(MantineProvider, { env: 'test' }, element));

const siwe = (domain = 'app.example.com', address: `0x${string}` = ACCOUNT, chainId = 4003) =>
  stringToHex(
    createSiweMessage({
      domain,
      address,
      statement: 'Sign in to Example',
      uri: `https://${domain}/login`,
      version: '1',
      chainId,
      nonce: 'abcdef123456',
      issuedAt: new Date('2026-01-01T00:00:00Z'),
    }),
  );

function messageWindow(message: `0x${string}`) {
  const onSign = vi.fn(async (_password: string) => undefined);
  const onCancel = vi.fn();
  show(
    createElement(EipSignMessage, {
      origin: SITE,
      account: ACCOUNT,
      chainId: 4003,
      message,
      onSign,
      onCancel,
    }),
  );
  return { onSign, onCancel };
}

/** A window asking to sign 'hi', signing with `onSign` (on `device` when given). */
const hiWindow = (onSign: (password: string) => Promise<void>, device?: string) =>
  show(
    createElement(EipSignMessage, {
      origin: SITE,
      account: ACCOUNT,
      chainId: 4003,
      message: stringToHex('hi'),
      onSign,
      onCancel: () => undefined,
      device,
    }),
  );
const signButton = () => screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement;
const typePassword = () =>
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!' } });

afterEach(cleanup);

describe('the personal_sign window (docs/extension.md#signatures)', () => {
  it('shows the site, the account and a text message; Sign with the password, Cancel', async () => {
    const { onSign, onCancel } = messageWindow(stringToHex('Hello\nfWallet'));
    expect(screen.getByRole('heading', { name: 'Signature request' })).toBeTruthy();
    expect(screen.getByText(SITE)).toBeTruthy();
    expect(screen.getByText(`Account: ${ACCOUNT}`)).toBeTruthy();
    expect(screen.getByTestId('sign-message').textContent).toBe('Hello\nfWallet');
    expect(signButton().disabled).toBe(true);
    typePassword();
    fireEvent.click(signButton());
    await waitFor(() => expect(onSign).toHaveBeenCalledWith('Passw0rd!'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows bytes that are not plain text as hex', () => {
    messageWindow('0xdeadbeef00');
    expect(screen.getByText('Message (hex: it is not plain text)')).toBeTruthy();
    expect(screen.getByTestId('sign-message').textContent).toBe('0xdeadbeef00');
  });

  it("shows a sign-in message parsed, without warning when it is this site's, account's and network's", () => {
    messageWindow(siwe());
    expect(screen.getByRole('heading', { name: 'Sign-in request' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Domain' }).nextElementSibling?.textContent).toBe(
      'app.example.com',
    );
    expect(screen.getByText('Sign in to Example')).toBeTruthy();
    expect(screen.getByText('abcdef123456')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('I understand the risk')).toBeNull();
  });

  it('a deceptive sign-in request: a loud warning for each mismatch, and Sign waits for "I understand the risk"', async () => {
    const { onSign } = messageWindow(siwe('evil.example', SPENDER, 250));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This sign-in request may be deceptive');
    expect(alert.textContent).toContain(
      'The message signs in to evil.example, but the request comes from app.example.com.',
    );
    expect(alert.textContent).toContain(`The message names the account ${SPENDER}, not the one signing.`);
    expect(alert.textContent).toContain(
      'The message is for chain 250, but the active network is chain 4003.',
    );
    typePassword();
    expect(signButton().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I understand the risk'));
    expect(signButton().disabled).toBe(false);
    fireEvent.click(signButton());
    await waitFor(() => expect(onSign).toHaveBeenCalled());
  });

  it('a failed signing (a wrong password) is shown and the window stays', async () => {
    const onSign = vi.fn(async () => {
      throw new Error('Bad keystore file or password.');
    });
    hiWindow(onSign);
    typePassword();
    fireEvent.click(signButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Bad keystore file or password.');
  });

  it('a Ledger account: no password, Sign asks the device and says so; a failure (the Fantom app open) is shown', async () => {
    let fail: (error: Error) => void = () => {};
    const onSign = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    hiWindow(onSign, 'Ledger');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Sign, then confirm on your Ledger: it shows what you sign.',
    );
    fireEvent.click(signButton());
    await waitFor(() => expect(onSign).toHaveBeenCalledWith(''));
    expect(screen.getByRole('status').textContent).toBe('Confirm the signature on your Ledger.');
    fail(new Error('The Fantom app cannot sign messages. Open the Ethereum app on your Ledger'));
    expect((await screen.findByRole('alert')).textContent).toContain('Open the Ethereum app');
    expect(signButton().disabled).toBe(false);
  });
});

const permit = (value: string, deadline: number, spender = SPENDER) =>
  parseTypedData({
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: { name: 'Permit Token', version: '1', chainId: 4003, verifyingContract: TOKEN },
    message: { owner: ACCOUNT, spender, value, nonce: 0, deadline },
  });

const NOW = 1_800_000_000n;

function typedWindow(
  typedData: ReturnType<typeof parseTypedData>,
  facts = {},
  accounts: { address: `0x${string}`; name?: string }[] = [],
) {
  const onSign = vi.fn(async (_password: string) => undefined);
  show(
    createElement(EipSignTypedData, {
      origin: SITE,
      account: ACCOUNT,
      data: { kind: 'typedData', typedData },
      facts,
      accounts,
      nowSeconds: NOW,
      onSign,
      onCancel: () => undefined,
    }),
  );
  return { onSign };
}

describe('the typed data window (docs/extension.md#signatures)', () => {
  const facts = {
    [TOKEN.toLowerCase()]: { symbol: 'PRMT', decimals: 18 },
    [SPENDER.toLowerCase()]: { isContract: true, label: 'Router' },
  };

  it('shows the domain with the contract named, the permit as one sentence, and the message tree', async () => {
    const { onSign } = typedWindow(permit('1500000000000000000', 1_800_003_600), facts);
    expect(screen.getByRole('heading', { name: 'Typed data signature request' })).toBeTruthy();
    const domain = screen.getByRole('table', { name: 'Domain' });
    expect(domain.textContent).toContain('Permit Token');
    expect(domain.textContent).toContain('4003');
    expect(domain.textContent).toContain(`PRMT (${TOKEN})`);
    const sentence = screen.getByRole('alert');
    expect(sentence.textContent).toBe(`Router (${SPENDER}) may spend 1.5 PRMT until 2027-01-15 09:00 UTC`);
    expect(screen.getByText('deadline')).toBeTruthy();
    expect(screen.getByText(': 1800003600')).toBeTruthy();
    typePassword();
    fireEvent.click(signButton());
    await waitFor(() => expect(onSign).toHaveBeenCalled());
  });

  it("shows the message tree with the user's account and known contracts named, the token's amount formatted beside its integer", () => {
    typedWindow(permit('1500000000000000000', 1_800_003_600), facts, [{ address: ACCOUNT, name: 'Savings' }]);
    const tree = screen.getByRole('region', { name: 'Message' });
    const leaf = (field: string) => within(tree).getByText(field).nextElementSibling?.textContent;
    expect(leaf('owner')).toBe(`: Savings (${ACCOUNT})`);
    expect(leaf('spender')).toBe(`: Router (${SPENDER})`);
    expect(leaf('value')).toBe(': 1.5 PRMT (1500000000000000000)');
    expect(leaf('nonce')).toBe(': 0');
    cleanup();
    // A token whose decimals the window could not read: the integer alone, and an account without a name by its
    // address alone.
    typedWindow(permit('1500000000000000000', 1_800_003_600), {}, [{ address: ACCOUNT }]);
    const bare = screen.getByRole('region', { name: 'Message' });
    expect(within(bare).getByText('value').nextElementSibling?.textContent).toBe(': 1500000000000000000');
    expect(within(bare).getByText('owner').nextElementSibling?.textContent).toBe(`: ${ACCOUNT}`);
  });

  it('shows the addresses of typed data sent in lower case (as viem sends them) checksummed', () => {
    const lower = parseTypedData({
      ...permit('1500000000000000000', 1_800_003_600, SPENDER.toLowerCase() as `0x${string}`),
      domain: { name: 'Permit Token', version: '1', chainId: 4003, verifyingContract: TOKEN.toLowerCase() },
    });
    typedWindow(lower, facts);
    expect(screen.getByRole('alert').textContent).toContain(`Router (${SPENDER}) may spend 1.5 PRMT`);
    expect(screen.getByRole('table', { name: 'Domain' }).textContent).toContain(`PRMT (${TOKEN})`);
    const tree = screen.getByRole('region', { name: 'Message' });
    expect(within(tree).getByText('spender').nextElementSibling?.textContent).toBe(`: Router (${SPENDER})`);
  });

  it('shows an unlimited permit amount as Unlimited in the tree too, its integer beside it', () => {
    const max = (2n ** 256n - 1n).toString();
    typedWindow(permit(max, 1_900_000_000), facts);
    const tree = screen.getByRole('region', { name: 'Message' });
    expect(within(tree).getByText('value').nextElementSibling?.textContent).toBe(`: Unlimited PRMT (${max})`);
  });

  it('flags an unlimited amount, a far deadline and a spender that is not a contract', () => {
    const max = (2n ** 256n - 1n).toString();
    typedWindow(permit(max, 1_900_000_000), {
      ...facts,
      [SPENDER.toLowerCase()]: { isContract: false },
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`${SPENDER} may spend Unlimited PRMT until`);
    expect(alert.textContent).toContain('Unlimited amount: the spender could take all your PRMT.');
    expect(alert.textContent).toContain('This permit stays valid for a long time.');
    expect(alert.textContent).toContain('The spender is not a contract.');
  });

  it('shows the legacy v1 list as its fields', () => {
    show(
      createElement(EipSignTypedData, {
        origin: SITE,
        account: ACCOUNT,
        data: { kind: 'typedDataV1', fields: [{ type: 'string', name: 'message', value: 'Hi, Alice!' }] },
        facts: {},
        accounts: [],
        nowSeconds: NOW,
        onSign: async () => undefined,
        onCancel: () => undefined,
      }),
    );
    expect(screen.getByRole('rowheader', { name: 'message' }).nextElementSibling?.textContent).toBe(
      'Hi, Alice!',
    );
  });
});
