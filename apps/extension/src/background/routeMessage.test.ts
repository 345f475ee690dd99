import type { SignerApi } from '@fantom-wallet/wallet/signer-worker';
import { describe, expect, it, vi } from 'vitest';
import type { SiteRequests } from './createSiteRequests.ts';
import { createMessageRouter, type MessageSender } from './routeMessage.ts';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const EXTENSION = `chrome-extension://${ID}`;
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const REQUEST_ID = '00000000-0000-4000-8000-000000000001';

function setup() {
  const signer = {
    hasRememberedPassword: vi.fn(async () => true),
    signTransaction: vi.fn(async () => '0x01' as const),
    signSiteRequest: vi.fn(async () => `0x${'ab'.repeat(65)}` as const),
    removeKeystore: vi.fn(async () => undefined),
  } as unknown as SignerApi;
  const sites = {
    handle: vi.fn(async (message: { id: string }) => ({ id: message.id, result: 'ok' })),
    accountsDone: vi.fn(async () => [ADDRESS]),
    transactionDone: vi.fn(async () => undefined),
    transactionSigned: vi.fn(async () => undefined),
    transactionNotSent: vi.fn(async () => undefined),
    signatureDone: vi.fn(async () => undefined),
    reject: vi.fn(async () => undefined),
    view: vi.fn(async () => undefined),
    windowClosed: vi.fn(async () => undefined),
  } as unknown as SiteRequests;
  const route = createMessageRouter({ extensionId: ID, extensionOrigin: EXTENSION, signer, sites });
  return { route, signer, sites };
}

const page: MessageSender = { id: ID, origin: EXTENSION, url: `${EXTENSION}/index.html#/eip-welcome` };
const tabPage: MessageSender = { ...page, tab: { id: 3 }, frameId: 0 };
const site = (origin: string, frameId = 0): MessageSender => ({
  id: ID,
  origin,
  url: `${origin}/page`,
  tab: { id: 5 },
  frameId,
  documentId: 'DOC-5',
  documentLifecycle: 'active',
});
const siteRequest = {
  channel: 'fwallet-site',
  message: { kind: 'request', id: REQUEST_ID, method: 'eth_accounts' },
};
const sign = {
  channel: 'fwallet-internal',
  message: {
    kind: 'signer',
    method: 'signTransaction',
    args: [
      {
        address: ADDRESS,
        password: 'correct horse',
        transaction: {
          to: ADDRESS,
          data: '0x',
          value: '1000000000000000000',
          gas: '21000',
          gasPrice: '3000000000',
          nonce: 0,
          chainId: 4003,
          fee: '63000000000000',
        },
      },
    ],
  },
};

describe('who may ask the background what (docs/extension.md#keys-and-state)', () => {
  it("the extension's own pages reach the signer, with amounts back to bigint", async () => {
    const { route, signer } = setup();
    expect(await route(sign, page)).toEqual({ ok: true, value: '0x01' });
    expect(await route(sign, tabPage)).toEqual({ ok: true, value: '0x01' });
    expect(signer.signTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ transaction: expect.objectContaining({ value: 10n ** 18n, gas: 21000n }) }),
    );
  });

  it('a site, even one forging the internal channel, never reaches the signer or the page methods', async () => {
    const { route, signer, sites } = setup();
    const forged = [
      sign,
      {
        channel: 'fwallet-internal',
        message: { kind: 'accountsDone', site: 'https://evil.example', addresses: [ADDRESS] },
      },
      {
        channel: 'fwallet-internal',
        message: { kind: 'transactionDone', id: REQUEST_ID, hash: `0x${'1'.repeat(64)}` },
      },
    ];
    for (const message of forged) {
      const answer = await route(message, site('https://evil.example'));
      expect(answer).toHaveProperty('error');
      expect(answer).not.toHaveProperty('value');
    }
    expect(signer.signTransaction).not.toHaveBeenCalled();
    expect(sites.accountsDone).not.toHaveBeenCalled();
    expect(sites.transactionDone).not.toHaveBeenCalled();
  });

  it("a site forging a signature's page methods (signSiteRequest, signatureDone) gets errors; nothing is signed or answered", async () => {
    const { route, signer, sites } = setup();
    const signSiteRequest = {
      channel: 'fwallet-internal',
      message: {
        kind: 'signer',
        method: 'signSiteRequest',
        args: [{ address: ADDRESS, request: { kind: 'personal', message: '0x48656c6c6f' } }],
      },
    };
    const signatureDone = {
      channel: 'fwallet-internal',
      message: { kind: 'signatureDone', id: REQUEST_ID, signature: `0x${'cd'.repeat(65)}` },
    };
    const forged = [
      signSiteRequest,
      signatureDone,
      // The same, dressed as the site channel.
      { ...signSiteRequest, channel: 'fwallet-site' },
      { ...signatureDone, channel: 'fwallet-site' },
    ];
    const senders = [
      site('https://evil.example'),
      site('https://evil.example', 3),
      // A content script claiming to be the extension's page by its URL: Chrome's origin says otherwise.
      { ...site('https://evil.example'), url: `${EXTENSION}/index.html#/eip-sign/${REQUEST_ID}` },
    ];
    for (const sender of senders)
      for (const message of forged) {
        const answer = await route(message, sender);
        expect(answer).toHaveProperty('error');
        expect(answer).not.toHaveProperty('value');
        expect(answer).not.toHaveProperty('result');
      }
    expect(signer.signSiteRequest).not.toHaveBeenCalled();
    expect(sites.signatureDone).not.toHaveBeenCalled();
    expect(sites.handle).not.toHaveBeenCalled();
    // The extension's own signature window reaches both: the test above is not refusing everything.
    expect(await route(signatureDone, page)).toEqual({ ok: true, value: null });
    expect(sites.signatureDone).toHaveBeenCalledWith(REQUEST_ID, `0x${'cd'.repeat(65)}`);
    await route(
      {
        ...signSiteRequest,
        message: {
          ...signSiteRequest.message,
          args: [{ ...signSiteRequest.message.args[0], password: 'x' }],
        },
      },
      page,
    );
    expect(signer.signSiteRequest).toHaveBeenCalledTimes(1);
  });

  it("a site's request carries the origin Chrome reports, whatever the message says", async () => {
    const { route, sites } = setup();
    const claiming = {
      ...siteRequest,
      origin: 'https://bank.example',
      message: { ...siteRequest.message, origin: 'https://bank.example' },
    };
    expect(await route(claiming, site('https://evil.example'))).toEqual({ id: REQUEST_ID, result: 'ok' });
    expect(sites.handle).toHaveBeenCalledWith(expect.anything(), {
      origin: 'https://evil.example',
      tabId: 5,
      documentId: 'DOC-5',
      documentActive: true,
    });
    await route(siteRequest, { ...site('https://evil.example'), documentLifecycle: 'prerender' });
    expect(sites.handle).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ documentActive: false }),
    );
  });

  it("only the extension's pages may record a signed or refused transaction", async () => {
    const { route, sites } = setup();
    const hash = `0x${'5'.repeat(64)}`;
    for (const kind of ['transactionSigned', 'transactionNotSent'] as const) {
      const message = { channel: 'fwallet-internal', message: { kind, id: REQUEST_ID, hash } };
      // A site posting the internal shape is answered as a malformed site request, and nothing is recorded.
      expect(await route(message, site('https://evil.example'))).toMatchObject({ error: { code: -32602 } });
      expect(await route(message, page)).toEqual({ ok: true, value: null });
    }
    expect(sites.transactionSigned).toHaveBeenCalledTimes(1);
    expect(sites.transactionSigned).toHaveBeenCalledWith(REQUEST_ID, hash);
    expect(sites.transactionNotSent).toHaveBeenCalledWith(REQUEST_ID, hash);
  });

  it('refuses site messages from frames, plain http sites, other extensions and pages asking as a site', async () => {
    const { route, sites } = setup();
    expect(await route(siteRequest, site('https://dapp.example', 2))).toMatchObject({ ok: false });
    expect(await route(siteRequest, site('http://dapp.example'))).toMatchObject({ ok: false });
    expect(await route(siteRequest, { ...site('https://dapp.example'), id: 'another' })).toMatchObject({
      ok: false,
    });
    expect(await route(siteRequest, page)).toMatchObject({ ok: false });
    expect(sites.handle).not.toHaveBeenCalled();
    expect(await route(siteRequest, site('http://127.0.0.1:5500'))).toMatchObject({ result: 'ok' });
    expect(await route(siteRequest, site('http://localhost:3000'))).toMatchObject({ result: 'ok' });
  });

  it.each([
    [
      'a malformed request',
      { channel: 'fwallet-site', message: { kind: 'request', id: REQUEST_ID, method: 42 } },
      -32602,
    ],
    [
      'huge params',
      {
        channel: 'fwallet-site',
        message: { kind: 'request', id: REQUEST_ID, method: 'eth_call', params: ['x'.repeat(300_000)] },
      },
      -32602,
    ],
  ])('%s from a site gets %s', async (_, message, code) => {
    const { route, sites } = setup();
    expect(await route(message, site('https://dapp.example'))).toMatchObject({
      id: REQUEST_ID,
      error: { code },
    });
    expect(sites.handle).not.toHaveBeenCalled();
  });

  it('a signer request that fails its schema is refused by field, never echoing values', async () => {
    const { route, signer } = setup();
    const bad = { ...sign, message: { ...sign.message, args: [{ ...sign.message.args[0], password: 7 }] } };
    const answer = await route(bad, page);
    expect(answer).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
    expect(JSON.stringify(answer)).not.toContain('correct horse');
    expect(signer.signTransaction).not.toHaveBeenCalled();
  });
});
