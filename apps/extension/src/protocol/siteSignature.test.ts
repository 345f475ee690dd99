import { describe, expect, it } from 'vitest';
import { RPC_ERRORS, SiteRequestError } from './ProviderRpcError.ts';
import {
  MAX_MESSAGE_BYTES,
  MAX_TYPED_DATA_CHARS,
  parseSiteSignature,
  type SignatureMethod,
} from './siteSignature.ts';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CHAIN = 4003;

/** What the site is answered when `params` are refused: the error's code and message, as JSON crosses to the page. */
function refusal(method: SignatureMethod, params: unknown) {
  try {
    parseSiteSignature(method, params, CHAIN);
  } catch (error) {
    if (error instanceof SiteRequestError) return error.toJSON();
    throw error;
  }
  throw new Error('taken');
}

/** A valid EIP-712 mail whose JSON text is exactly `chars` long (its contents padded). */
function typedDataOf(chars: number) {
  const mail = (contents: string) => ({
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    domain: { name: 'Mail', chainId: CHAIN },
    message: { contents },
  });
  const data = mail('x'.repeat(chars - JSON.stringify(mail('')).length));
  expect(JSON.stringify(data)).toHaveLength(chars);
  return data;
}

describe('personal_sign message size (docs/extension.md#signatures)', () => {
  const tooLong = { code: -32602, message: 'The message is too long.' };

  it(`takes a message of ${MAX_MESSAGE_BYTES} bytes and refuses one byte more, as hex`, () => {
    const hex = `0x${'ab'.repeat(MAX_MESSAGE_BYTES)}`;
    expect(parseSiteSignature('personal_sign', [hex, ALICE], CHAIN).request).toEqual({
      kind: 'personal',
      message: hex,
    });
    expect(refusal('personal_sign', [`${hex}ab`, ALICE])).toEqual(tooLong);
  });

  it('counts a text message by its UTF-8 bytes, not its characters', () => {
    expect(() =>
      parseSiteSignature('personal_sign', ['a'.repeat(MAX_MESSAGE_BYTES), ALICE], CHAIN),
    ).not.toThrow();
    expect(refusal('personal_sign', [`${'a'.repeat(MAX_MESSAGE_BYTES)}a`, ALICE])).toEqual(tooLong);
    // 'é' is two bytes: half as many characters fill the cap.
    const accents = 'é'.repeat(MAX_MESSAGE_BYTES / 2);
    expect(() => parseSiteSignature('personal_sign', [accents, ALICE], CHAIN)).not.toThrow();
    expect(refusal('personal_sign', [`${accents}a`, ALICE])).toEqual(tooLong);
  });
});

describe('typed data size (docs/extension.md#signatures)', () => {
  const tooLong = { code: -32602, message: 'The typed data is too long.' };

  it.each([
    ['as an object', (data: unknown) => data],
    ['as JSON text', (data: unknown) => JSON.stringify(data)],
  ])(`takes typed data of ${MAX_TYPED_DATA_CHARS} characters and refuses one more, %s`, (_, form) => {
    const atCap = parseSiteSignature(
      'eth_signTypedData_v4',
      [ALICE, form(typedDataOf(MAX_TYPED_DATA_CHARS))],
      CHAIN,
    );
    expect(atCap.request.kind).toBe('typedData');
    expect(refusal('eth_signTypedData_v4', [ALICE, form(typedDataOf(MAX_TYPED_DATA_CHARS + 1))])).toEqual(
      tooLong,
    );
  });
});

describe("a hostile page's malformed signature params: -32602 with a clear message", () => {
  const mail = {
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    domain: { name: 'Mail', chainId: CHAIN },
    message: { contents: 'hi' },
  };
  const cyclic: Record<string, unknown> = { ...mail };
  cyclic.self = cyclic;
  const notTypedData = { code: -32602, message: 'The typed data is not valid EIP-712.' };

  it.each([
    ['no address', ['0x48656c6c6f']],
    ['an address that is none', ['0x48656c6c6f', '0x12']],
    ['a message that is not text', [42, ALICE]],
    ['a message that is an object', [{ message: 'hi' }, ALICE]],
    ['not a list', { message: '0x00', address: ALICE }],
  ])('personal_sign with %s', (_, params) => {
    expect(refusal('personal_sign', params)).toEqual(RPC_ERRORS.invalidParams);
  });

  it.each([
    ['a JSON text that is not JSON', 'not json'],
    ['a number', 42],
    ['null', null],
    ['an object with a cycle', cyclic],
    ['a bigint', { ...mail, message: { contents: 1n } }],
    ['no types', { ...mail, types: undefined }],
    ['a primary type it does not define', { ...mail, primaryType: 'Nope' }],
    [
      'types that refer to each other in a cycle',
      {
        ...mail,
        types: { A: [{ name: 'b', type: 'B' }], B: [{ name: 'a', type: 'A' }] },
        primaryType: 'A',
        message: { b: { a: {} } },
      },
    ],
    ['a type that is none', { ...mail, types: { Mail: [{ name: 'contents', type: 'uint999' }] } }],
    ['a value not of its type', { ...mail, types: { Mail: [{ name: 'contents', type: 'address' }] } }],
    ['a chain id that is not a number', { ...mail, domain: { chainId: 'Opera' } }],
  ])('eth_signTypedData_v4 with %s', (_, data) => {
    expect(refusal('eth_signTypedData_v4', [ALICE, data])).toEqual(notTypedData);
  });

  it("typed data whose domain is another chain's names both chains", () => {
    expect(refusal('eth_signTypedData_v4', [ALICE, { ...mail, domain: { chainId: 250 } }])).toEqual({
      code: -32602,
      message: 'The typed data is for chain 250, but the active network is chain 4003.',
    });
    expect(refusal('eth_signTypedData_v4', ['not an address', mail])).toEqual(RPC_ERRORS.invalidParams);
  });
});
