import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

/** One message kept for a topic: what a subscriber receives in `irn_subscription`. */
interface StoredMessage {
  key: string;
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  expiresAt: number;
}

interface Client {
  socket: WebSocket;
  /** topic → subscription id handed out to this connection. */
  subscriptions: Map<string, string>;
  /**
   * Messages this client has received: a push it acknowledged, or a fetch answered (kept across its
   * reconnects). A push is not a delivery: a socket that drops before the client acknowledges it loses it.
   */
  delivered: Set<string>;
  /** Pushes sent on this socket and not acknowledged yet: push id → message key. */
  unacknowledged: Map<number, string>;
}

export interface LoopbackRelayOptions {
  /** Port to listen on; 0 (default) asks the OS for a free one. */
  port?: number;
  /** How often the relay pings each socket; the SDK drops a silent socket after about 30 s. */
  pingIntervalMs?: number;
}

export interface LoopbackRelay {
  /** `ws://127.0.0.1:<port>`: the relay URL the dapp and the phone are given. */
  url: string;
  port: number;
  /** Every JSON-RPC method the relay was asked, in order (for tests). */
  readonly calls: string[];
  /** Relay down: every socket is dropped and the port refuses connections until `start()`. */
  stop(): Promise<void>;
  /** Listens again on the same port; kept messages survive, as on the real relay. */
  start(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
}

interface JsonRpcRequest {
  id: number | string;
  method: string;
  params?: Record<string, unknown>;
}

const DEFAULT_TTL_SECONDS = 300;
/** Tags the real relay gives the two halves of `wc_approveSession` (proposal response, settlement). */
const PROPOSAL_RESPONSE_TAG = 1101;
const SETTLEMENT_TAG = 1102;
const PROPOSAL_TAG = 1100;

/** The client's id (the `iss` of the JWT the SDK puts in the URL's `auth`), stable across its reconnects. */
function clientIdentity(url: string | undefined): string | undefined {
  const auth = new URL(url ?? '/', 'ws://127.0.0.1').searchParams.get('auth');
  const payload = auth?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && 'iss' in claims && typeof claims.iss === 'string'
      ? claims.iss
      : undefined;
  } catch {
    return undefined;
  }
}

function isRequest(value: unknown): value is JsonRpcRequest {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    typeof value.method === 'string' &&
    'id' in value &&
    (typeof value.id === 'number' || typeof value.id === 'string')
  );
}

function text(params: Record<string, unknown> | undefined, name: string): string {
  const value = params?.[name];
  if (typeof value !== 'string' || value.length === 0) throw new Error(`Missing or invalid "${name}" param`);
  return value;
}

function numberOr(params: Record<string, unknown> | undefined, name: string, fallback: number): number {
  const value = params?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function texts(params: Record<string, unknown> | undefined, name: string): string[] {
  const value = params?.[name];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw new Error(`Missing or invalid "${name}" param`);
  return value;
}

function records(params: Record<string, unknown> | undefined, name: string): Record<string, unknown>[] {
  const value = params?.[name];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'object' && v !== null))
    throw new Error(`Missing or invalid "${name}" param`);
  return value as Record<string, unknown>[];
}

/**
 * A WalletConnect v2 relay on 127.0.0.1 for tests: the real `@walletconnect/ethereum-provider` (the dapp) and
 * `@reown/walletkit` (the phone) talk through it with no network. It speaks the `irn_*` JSON-RPC the SDK 2.25
 * uses (single and batch subscribe, unsubscribe, publish, fetchMessages) and the relay-side session methods
 * `wc_proposeSession` / `wc_approveSession`, and matches three behaviours of the hosted relay the SDK relies
 * on: messages published before anyone subscribed wait in a mailbox; the session methods subscribe their
 * sender to the topics they publish on (the SDK never subscribes itself there); and the relay pings every
 * socket, or the client drops it as stalled. It ignores the `auth` JWT and project id in the URL.
 */
export async function startLoopbackRelay(options: LoopbackRelayOptions = {}): Promise<LoopbackRelay> {
  const pingIntervalMs = options.pingIntervalMs ?? 10_000;
  const mailbox = new Map<string, StoredMessage[]>();
  const clients = new Set<Client>();
  const calls: string[] = [];
  const deliveredTo = new Map<string, Set<string>>();
  let server: WebSocketServer | undefined;
  let port = options.port ?? 0;
  let nextPushId = Date.now() * 1000;

  const live = (topic: string): StoredMessage[] => {
    const now = Date.now();
    const kept = (mailbox.get(topic) ?? []).filter((m) => m.expiresAt > now);
    mailbox.set(topic, kept);
    return kept;
  };

  const push = (client: Client, stored: StoredMessage) => {
    const id = client.subscriptions.get(stored.topic);
    if (id === undefined || client.delivered.has(stored.key)) return;
    // Already on its way over this socket: the acknowledgement will say it arrived.
    if ([...client.unacknowledged.values()].includes(stored.key)) return;
    const pushId = nextPushId++;
    client.unacknowledged.set(pushId, stored.key);
    const { topic, message, publishedAt, tag } = stored;
    client.socket.send(
      JSON.stringify({
        id: pushId,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id, data: { topic, message, publishedAt, tag } },
      }),
    );
  };

  /** The client's answer to a push: only now has it received the message (as the hosted relay counts it). */
  const acknowledge = (client: Client, answer: unknown) => {
    if (typeof answer !== 'object' || answer === null || !('id' in answer) || typeof answer.id !== 'number')
      return;
    const key = client.unacknowledged.get(answer.id);
    if (key === undefined) return;
    client.unacknowledged.delete(answer.id);
    if ('result' in answer && answer.result === true) client.delivered.add(key);
  };

  const subscribe = (client: Client, topic: string): string => {
    let id = client.subscriptions.get(topic);
    if (id === undefined) {
      id = randomBytes(32).toString('hex');
      client.subscriptions.set(topic, id);
    }
    // The mailbox: what was published before this subscriber came.
    for (const stored of live(topic)) push(client, stored);
    return id;
  };

  const publish = (sender: Client, topic: string, message: string, tag: number, ttlSeconds: number) => {
    const stored: StoredMessage = {
      key: randomBytes(16).toString('hex'),
      topic,
      message,
      tag,
      publishedAt: Date.now(),
      expiresAt: Date.now() + ttlSeconds * 1000,
    };
    live(topic).push(stored);
    for (const client of clients) if (client !== sender) push(client, stored);
  };

  /** What the client has not received yet; `answered` collects the keys, delivered once the answer is sent. */
  const fetchMessages = (client: Client, topics: string[], answered: string[]) => {
    const messages = topics.flatMap((topic) =>
      live(topic)
        .filter((m) => !client.delivered.has(m.key))
        .map((m) => {
          answered.push(m.key);
          return { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag };
        }),
    );
    return { messages, hasMore: false };
  };

  const handle = (client: Client, request: JsonRpcRequest, answered: string[]): unknown => {
    const { params } = request;
    // The SDK's own prefix is configurable (irn, iridium, waku); only the part after '_' matters.
    const method = request.method.startsWith('wc_') ? request.method : request.method.replace(/^[a-z]+_/, '');
    switch (method) {
      case 'subscribe':
        return subscribe(client, text(params, 'topic'));
      case 'batchSubscribe':
        return texts(params, 'topics').map((topic) => subscribe(client, topic));
      case 'unsubscribe':
        client.subscriptions.delete(text(params, 'topic'));
        return true;
      case 'batchUnsubscribe':
        for (const sub of records(params, 'subscriptions'))
          if (typeof sub.topic === 'string') client.subscriptions.delete(sub.topic);
        return true;
      case 'publish':
        publish(
          client,
          text(params, 'topic'),
          text(params, 'message'),
          numberOr(params, 'tag', 0),
          numberOr(params, 'ttl', DEFAULT_TTL_SECONDS),
        );
        return true;
      case 'batchPublish':
        for (const one of records(params, 'messages'))
          publish(
            client,
            text(one, 'topic'),
            text(one, 'message'),
            numberOr(one, 'tag', 0),
            numberOr(one, 'ttl', DEFAULT_TTL_SECONDS),
          );
        return true;
      case 'fetchMessages':
        return fetchMessages(client, [text(params, 'topic')], answered);
      case 'batchFetchMessages':
        return fetchMessages(client, texts(params, 'topics'), answered);
      case 'wc_proposeSession': {
        const pairingTopic = text(params, 'pairingTopic');
        subscribe(client, pairingTopic);
        publish(
          client,
          pairingTopic,
          text(params, 'sessionProposal'),
          PROPOSAL_TAG,
          numberOr(params, 'ttl', DEFAULT_TTL_SECONDS),
        );
        return true;
      }
      case 'wc_approveSession': {
        const pairingTopic = text(params, 'pairingTopic');
        const sessionTopic = text(params, 'sessionTopic');
        subscribe(client, sessionTopic);
        const ttl = numberOr(params, 'ttl', DEFAULT_TTL_SECONDS);
        publish(client, pairingTopic, text(params, 'sessionProposalResponse'), PROPOSAL_RESPONSE_TAG, ttl);
        publish(client, sessionTopic, text(params, 'sessionSettlementRequest'), SETTLEMENT_TAG, ttl);
        return true;
      }
      default:
        throw new Error(`Unsupported method ${request.method}`);
    }
  };

  const onConnection = (socket: WebSocket, request: IncomingMessage) => {
    const identity = clientIdentity(request.url);
    // What a client already received survives its reconnects (the real relay does not replay a mailbox either).
    const known = identity ? deliveredTo.get(identity) : undefined;
    const delivered = known ?? new Set<string>();
    if (identity && !known) deliveredTo.set(identity, delivered);
    const client: Client = { socket, subscriptions: new Map(), delivered, unacknowledged: new Map() };
    clients.add(client);
    socket.on('close', () => clients.delete(client));
    socket.on('message', (data) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        return;
      }
      // Acknowledgements of our pushes carry no method.
      if (!isRequest(parsed)) {
        acknowledge(client, parsed);
        return;
      }
      calls.push(parsed.method);
      let reply: object;
      const answered: string[] = [];
      try {
        reply = { id: parsed.id, jsonrpc: '2.0', result: handle(client, parsed, answered) };
      } catch (error) {
        reply = {
          id: parsed.id,
          jsonrpc: '2.0',
          error: { code: -32602, message: error instanceof Error ? error.message : String(error) },
        };
      }
      // Fetched messages count as received once the answer has left; a socket that dropped first keeps them.
      socket.send(JSON.stringify(reply), (error) => {
        if (!error) for (const key of answered) client.delivered.add(key);
      });
    });
  };

  const pinger = setInterval(() => {
    for (const client of clients) client.socket.ping();
  }, pingIntervalMs);
  pinger.unref();

  const start = async () => {
    if (server) return;
    const listening = new WebSocketServer({ host: '127.0.0.1', port });
    listening.on('connection', onConnection);
    await new Promise<void>((resolve, reject) => {
      listening.once('listening', resolve);
      listening.once('error', reject);
    });
    port = (listening.address() as AddressInfo).port;
    server = listening;
  };

  const stop = async () => {
    const current = server;
    if (!current) return;
    server = undefined;
    for (const client of clients) client.socket.terminate();
    clients.clear();
    await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await start();
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    calls,
    stop,
    start,
    async close() {
      clearInterval(pinger);
      await stop();
    },
  };
}
