import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { fromRlp, hashMessage, keccak256, toHex } from 'viem';
import { privateKeyToAccount, sign } from 'viem/accounts';

/** What the emulated device has open: one of the two apps or the dashboard ('BOLOS'). */
export type EmulatedApp = 'Fantom' | 'Ethereum' | 'BOLOS';

/** What waits for the user's button press: a transaction, a message or typed data to sign, or an address to compare. */
export type PendingOnDevice =
  | {
      kind: 'sign';
      app: EmulatedApp;
      to: string;
      value: bigint;
      data: string;
      nonce: number;
      chainId: number;
    }
  | { kind: 'address'; app: EmulatedApp; address: string }
  /** personal_sign (Ethereum app, INS 0x08): the message bytes, as hex. */
  | { kind: 'message'; app: EmulatedApp; message: string }
  /** EIP-712 in its hashed form (Ethereum app, INS 0x0C): the domain separator and the message's struct hash. */
  | { kind: 'typedData'; app: EmulatedApp; domainHash: string; messageHash: string };

/** How the user answers: approve at once, reject at once, or hold until `approve()`/`reject()` is called. */
export type Decision = 'approve' | 'reject' | 'hold';

export interface LedgerEmulatorOptions {
  mnemonic: string;
  app?: EmulatedApp;
  locked?: boolean;
  decision?: Decision;
  fantomVersion?: [number, number, number];
  ethereumVersion?: [number, number, number];
  /** Ethereum app setting: without it, a transaction with contract data is refused with 0x6A80. */
  blindSigning?: boolean;
  /** Each answer waits this long (a slow device). */
  delayMs?: number;
}

export interface ExchangeRecord {
  apdu: string;
  answer: string;
}

/** The device is unplugged: nothing answers (the HID stub reports a failed write). */
export class DeviceUnpluggedError extends Error {
  override name = 'DeviceUnpluggedError';
  constructor() {
    super('Failed to write the report: the device is unplugged.');
  }
}

const SW = {
  ok: 0x9000,
  osLocked: 0x5515,
  ethDenied: 0x6985,
  ethInvalidData: 0x6a80,
  claNotSupported: 0x6e00,
  dashboardUnknown: 0x6e01,
  fantomUnknownIns: 0x6e03,
  fantomInvalidState: 0x6e04,
  fantomInvalidParams: 0x6e05,
  fantomInvalidData: 0x6e06,
  fantomRejected: 0x6e07,
  fantomLocked: 0x6e09,
} as const;

class Status extends Error {
  constructor(readonly code: number) {
    super(`status ${code.toString(16)}`);
  }
}

/**
 * A software Ledger for tests (docs/ledger.md#test-device): it answers raw APDUs as the Fantom app, the Ethereum app
 * or the dashboard would, derives keys from a mnemonic on `m/44'/60'/a'/0/i`, and can be locked, made to reject,
 * unplugged or slowed down. Its user is scripted: `decision` answers every prompt, or 'hold' keeps it waiting until
 * the test calls approve() or reject().
 */
export class LedgerEmulator {
  app: EmulatedApp;
  locked: boolean;
  decision: Decision;
  blindSigning: boolean;
  delayMs: number;
  unplugged = false;
  fantomVersion: [number, number, number];
  ethereumVersion: [number, number, number];
  readonly log: ExchangeRecord[] = [];
  /** Every transaction the user approved, in order (what the device showed). */
  readonly approved: PendingOnDevice[] = [];
  private readonly root: HDKey;
  private pendingPrompt: { what: PendingOnDevice; decide: (approve: boolean) => void } | null = null;
  private unplugWaiters: Array<() => void> = [];
  private fantomSign: { path: number[]; data: Uint8Array } | null = null;
  private ethSign: { path: number[]; data: Uint8Array } | null = null;
  private ethMessage: { path: number[]; length: number; data: Uint8Array } | null = null;

  constructor(options: LedgerEmulatorOptions) {
    this.root = HDKey.fromMasterSeed(mnemonicToSeedSync(options.mnemonic));
    this.app = options.app ?? 'Fantom';
    this.locked = options.locked ?? false;
    this.decision = options.decision ?? 'approve';
    this.blindSigning = options.blindSigning ?? true;
    this.delayMs = options.delayMs ?? 0;
    this.fantomVersion = options.fantomVersion ?? [1, 0, 5];
    this.ethereumVersion = options.ethereumVersion ?? [1, 10, 4];
  }

  /** The address the device derives at `m/44'/60'/{accountId}'/0/{addressId}`. */
  addressAt(accountId: number, addressId: number): `0x${string}` {
    return privateKeyToAccount(
      this.privateKey([0x8000002c, 0x8000003c, 0x80000000 + accountId, 0, addressId]),
    ).address;
  }

  /** What waits on the device's screen, if anything. */
  pending(): PendingOnDevice | null {
    return this.pendingPrompt?.what ?? null;
  }

  approve(): void {
    this.pendingPrompt?.decide(true);
  }

  reject(): void {
    this.pendingPrompt?.decide(false);
  }

  unplug(): void {
    this.unplugged = true;
    this.fantomSign = null;
    this.ethSign = null;
    this.ethMessage = null;
    for (const wake of this.unplugWaiters.splice(0)) wake();
  }

  plugIn(): void {
    this.unplugged = false;
  }

  /** Answers one raw APDU with data followed by the status word. */
  async exchange(apdu: Uint8Array): Promise<Uint8Array> {
    if (this.unplugged) throw new DeviceUnpluggedError();
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    let answer: Uint8Array;
    try {
      answer = withStatus(await this.answer(apdu), SW.ok);
    } catch (error) {
      if (!(error instanceof Status)) throw error;
      answer = withStatus(new Uint8Array(0), error.code);
    }
    if (this.unplugged) throw new DeviceUnpluggedError();
    this.log.push({ apdu: toHex(apdu).slice(2), answer: toHex(answer).slice(2) });
    return answer;
  }

  private async answer(apdu: Uint8Array): Promise<Uint8Array> {
    if (apdu.length < 5) throw new Status(SW.dashboardUnknown);
    const [cla, ins, p1, p2, lc] = apdu as unknown as [number, number, number, number, number];
    const data = apdu.subarray(5, 5 + lc);
    if (data.length !== lc) throw new Status(SW.dashboardUnknown);
    if (cla === 0xb0 && ins === 0x01) {
      if (this.locked) throw new Status(SW.osLocked);
      return this.appAndVersion();
    }
    if (cla !== 0xe0) throw new Status(SW.claNotSupported);
    if (this.app === 'BOLOS') throw new Status(this.locked ? SW.osLocked : SW.dashboardUnknown);
    if (this.locked) throw new Status(this.app === 'Fantom' ? SW.fantomLocked : SW.osLocked);
    return this.app === 'Fantom' ? this.fantom(ins, p1, p2, data) : this.ethereum(ins, p1, p2, data);
  }

  private appAndVersion(): Uint8Array {
    const name = new TextEncoder().encode(this.app);
    const version = new TextEncoder().encode(
      this.app === 'Fantom'
        ? this.fantomVersion.join('.')
        : this.app === 'Ethereum'
          ? this.ethereumVersion.join('.')
          : '2.2.3',
    );
    return Uint8Array.from([1, name.length, ...name, version.length, ...version, 1, 0]);
  }

  private async fantom(ins: number, p1: number, p2: number, data: Uint8Array): Promise<Uint8Array> {
    if (p2 !== 0) throw new Status(SW.fantomInvalidParams);
    switch (ins) {
      case 0x01:
        return Uint8Array.from([...this.fantomVersion, 0]);
      case 0x11: {
        if (p1 !== 0x01 && p1 !== 0x02) throw new Status(SW.fantomInvalidParams);
        const address = privateKeyToAccount(this.privateKey(parsePath(data, SW.fantomInvalidData))).address;
        if (p1 === 0x02 && !(await this.ask({ kind: 'address', app: 'Fantom', address }))) {
          throw new Status(SW.fantomRejected);
        }
        return Uint8Array.from([20, ...hexBytes(address)]);
      }
      case 0x20:
        return this.fantomSignStep(p1, data);
      default:
        throw new Status(SW.fantomUnknownIns);
    }
  }

  private async fantomSignStep(p1: number, data: Uint8Array): Promise<Uint8Array> {
    if (p1 === 0x00) {
      this.fantomSign = { path: parsePath(data, SW.fantomInvalidData), data: new Uint8Array(0) };
      return new Uint8Array(0);
    }
    const session = this.fantomSign;
    if (!session) throw new Status(SW.fantomInvalidState);
    if (p1 === 0x01) {
      session.data = concat(session.data, data);
      return Uint8Array.of(0x02);
    }
    if (p1 !== 0x80) throw new Status(SW.fantomInvalidParams);
    this.fantomSign = null;
    const signature = await this.signLegacy(
      'Fantom',
      session.path,
      session.data,
      SW.fantomInvalidData,
      SW.fantomRejected,
    );
    return Uint8Array.from([27 + signature.yParity, ...hexBytes(signature.r), ...hexBytes(signature.s)]);
  }

  private async ethereum(ins: number, p1: number, p2: number, data: Uint8Array): Promise<Uint8Array> {
    switch (ins) {
      case 0x06:
        return Uint8Array.from([0x0f, ...this.ethereumVersion]);
      case 0x02: {
        if ((p1 !== 0 && p1 !== 1) || p2 !== 0) throw new Status(SW.ethInvalidData);
        const account = privateKeyToAccount(this.privateKey(parsePath(data, SW.ethInvalidData)));
        if (p1 === 1 && !(await this.ask({ kind: 'address', app: 'Ethereum', address: account.address }))) {
          throw new Status(SW.ethDenied);
        }
        const ascii = new TextEncoder().encode(account.address.slice(2).toLowerCase());
        return Uint8Array.from([65, ...hexBytes(account.publicKey), 40, ...ascii]);
      }
      case 0x04: {
        if (p1 === 0x00) {
          const path = parsePath(data, SW.ethInvalidData);
          this.ethSign = { path, data: data.slice(1 + 4 * path.length) };
        } else if (p1 === 0x80 && this.ethSign) {
          this.ethSign.data = concat(this.ethSign.data, data);
        } else {
          throw new Status(SW.ethInvalidData);
        }
        const session = this.ethSign;
        if (session.data.length < rlpTotalLength(session.data)) return new Uint8Array(0);
        this.ethSign = null;
        const signature = await this.signLegacy(
          'Ethereum',
          session.path,
          session.data,
          SW.ethInvalidData,
          SW.ethDenied,
        );
        const chainId = Number(fromRlpList(session.data, SW.ethInvalidData)[6] ?? 0);
        const v = (chainId * 2 + 35 + signature.yParity) % 256;
        return Uint8Array.from([v, ...hexBytes(signature.r), ...hexBytes(signature.s)]);
      }
      case 0x08:
        return this.ethereumMessageStep(p1, data);
      case 0x0c:
        return this.ethereumTypedDataHashed(p1, p2, data);
      default:
        throw new Status(0x6d00);
    }
  }

  /**
   * SIGN_PERSONAL_MESSAGE: the first chunk holds the path, the message length (4 bytes, big-endian) and the first
   * bytes; later chunks (P1 0x80) the rest. Once whole, the device shows it and signs it as EIP-191 does; v is
   * 27 + parity.
   */
  private async ethereumMessageStep(p1: number, data: Uint8Array): Promise<Uint8Array> {
    if (p1 === 0x00) {
      const path = parsePath(data, SW.ethInvalidData);
      const at = 1 + 4 * path.length;
      if (data.length < at + 4) throw new Status(SW.ethInvalidData);
      const length = new DataView(data.buffer, data.byteOffset + at, 4).getUint32(0);
      this.ethMessage = { path, length, data: data.slice(at + 4) };
    } else if (p1 === 0x80 && this.ethMessage) {
      this.ethMessage.data = concat(this.ethMessage.data, data);
    } else {
      throw new Status(SW.ethInvalidData);
    }
    const session = this.ethMessage;
    if (session.data.length > session.length) throw new Status(SW.ethInvalidData);
    if (session.data.length < session.length) return new Uint8Array(0);
    this.ethMessage = null;
    const message = toHex(session.data);
    const shown: PendingOnDevice = { kind: 'message', app: 'Ethereum', message };
    if (!(await this.ask(shown))) throw new Status(SW.ethDenied);
    this.approved.push(shown);
    return this.signed(session.path, hashMessage({ raw: session.data }));
  }

  /**
   * SIGN_EIP712_MESSAGE in its v0 hashed form (P1 0x00, P2 0x00): the path, the domain separator and the message's
   * struct hash. Shown as the two hashes, so only with blind signing on (0x6A80 otherwise, as the app does).
   */
  private async ethereumTypedDataHashed(p1: number, p2: number, data: Uint8Array): Promise<Uint8Array> {
    if (p1 !== 0x00 || p2 !== 0x00) throw new Status(SW.ethInvalidData);
    const path = parsePath(data, SW.ethInvalidData);
    const at = 1 + 4 * path.length;
    if (data.length !== at + 64) throw new Status(SW.ethInvalidData);
    if (!this.blindSigning) throw new Status(SW.ethInvalidData);
    const domain = data.slice(at, at + 32);
    const structHash = data.slice(at + 32, at + 64);
    const shown: PendingOnDevice = {
      kind: 'typedData',
      app: 'Ethereum',
      domainHash: toHex(domain),
      messageHash: toHex(structHash),
    };
    if (!(await this.ask(shown))) throw new Status(SW.ethDenied);
    this.approved.push(shown);
    return this.signed(path, keccak256(concat(Uint8Array.of(0x19, 0x01), concat(domain, structHash))));
  }

  /** v (27 + parity), r and s of `hash` signed with the key at `path`. */
  private async signed(path: number[], hash: `0x${string}`): Promise<Uint8Array> {
    const signature = await sign({ hash, privateKey: this.privateKey(path) });
    return Uint8Array.from([
      27 + (signature.yParity === 1 ? 1 : 0),
      ...hexBytes(signature.r),
      ...hexBytes(signature.s),
    ]);
  }

  private async signLegacy(
    app: EmulatedApp,
    path: number[],
    unsigned: Uint8Array,
    invalid: number,
    rejected: number,
  ) {
    const fields = fromRlpList(unsigned, invalid);
    if (fields.length !== 9) throw new Status(invalid);
    const [nonce, , , to, value, data, chainId] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (app === 'Ethereum' && data !== '0x' && !this.blindSigning) throw new Status(SW.ethInvalidData);
    const shown: PendingOnDevice = {
      kind: 'sign',
      app,
      to,
      value: value === '0x' ? 0n : BigInt(value),
      data,
      nonce: nonce === '0x' ? 0 : Number(nonce),
      chainId: Number(chainId),
    };
    if (!(await this.ask(shown))) throw new Status(rejected);
    this.approved.push(shown);
    const signature = await sign({ hash: keccak256(unsigned), privateKey: this.privateKey(path) });
    return { r: signature.r, s: signature.s, yParity: signature.yParity === 1 ? 1 : 0 };
  }

  private ask(what: PendingOnDevice): Promise<boolean> {
    if (this.decision !== 'hold') return Promise.resolve(this.decision === 'approve');
    return new Promise<boolean>((resolve, reject) => {
      const done = () => {
        this.pendingPrompt = null;
        this.unplugWaiters = this.unplugWaiters.filter((w) => w !== onUnplug);
      };
      const onUnplug = () => {
        done();
        reject(new DeviceUnpluggedError());
      };
      this.unplugWaiters.push(onUnplug);
      this.pendingPrompt = {
        what,
        decide: (approve) => {
          done();
          resolve(approve);
        },
      };
    });
  }

  /** Derived keys by path: pure-JS derivation costs tens of ms per address, which is the double's, not the wallet's. */
  private readonly keys = new Map<string, `0x${string}`>();

  private privateKey(path: number[]): `0x${string}` {
    const cached = this.keys.get(path.join('/'));
    if (cached) return cached;
    let key = this.root;
    for (const index of path) key = key.deriveChild(index);
    if (!key.privateKey) throw new Status(SW.fantomInvalidData);
    const hex = toHex(key.privateKey);
    this.keys.set(path.join('/'), hex);
    return hex;
  }
}

function withStatus(data: Uint8Array, status: number): Uint8Array {
  return Uint8Array.from([...data, status >> 8, status & 0xff]);
}

function parsePath(data: Uint8Array, invalid: number): number[] {
  const count = data[0] ?? 0;
  if (count < 2 || count > 10 || data.length < 1 + 4 * count) throw new Status(invalid);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const path = Array.from({ length: count }, (_, i) => view.getUint32(1 + 4 * i));
  if (path[0] !== 0x8000002c || path[1] !== 0x8000003c) throw new Status(invalid);
  return path;
}

function hexBytes(hex: string): number[] {
  const digits = hex.slice(2);
  return Array.from({ length: digits.length / 2 }, (_, i) =>
    Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16),
  );
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The length of a whole RLP list from its header (how the Ethereum app knows the stream is complete). */
function rlpTotalLength(data: Uint8Array): number {
  const first = data[0] ?? 0;
  if (first < 0xc0) return Number.POSITIVE_INFINITY;
  if (first <= 0xf7) return 1 + (first - 0xc0);
  const lengthBytes = first - 0xf7;
  let length = 0;
  for (let i = 1; i <= lengthBytes; i += 1) length = length * 256 + (data[i] ?? 0);
  return 1 + lengthBytes + length;
}

function fromRlpList(data: Uint8Array, invalid: number): string[] {
  try {
    const decoded = fromRlp(toHex(data), 'hex');
    if (!Array.isArray(decoded) || decoded.some((item) => typeof item !== 'string'))
      throw new Status(invalid);
    return decoded as string[];
  } catch {
    throw new Status(invalid);
  }
}
