import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MemoryKeyValueStorage } from '@fantom-wallet/test-doubles/walletconnect/MemoryKeyValueStorage.ts';
import { startLoopbackRelay } from '@fantom-wallet/test-doubles/walletconnect/startLoopbackRelay.ts';
import { startPhone } from '@fantom-wallet/test-doubles/walletconnect/startPhone.ts';
import { EthereumProvider } from '@walletconnect/ethereum-provider';
import { WebSocket } from 'ws';
import type { BenchRow } from '../../../../scripts/bench/types.ts';
import { median } from './launchChromium.ts';

const RUNS = 5;

/** One round trip to the relay (subscribe → answer) on a fresh socket: what any pairing costs at least. */
function relayRoundTrip(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const socket = new WebSocket(url);
    socket.once('error', reject);
    socket.once('open', () =>
      socket.send(
        JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'bench' } }),
      ),
    );
    socket.once('message', () => {
      resolve(performance.now() - start);
      socket.close();
    });
  });
}

/**
 * WalletConnect on the loopback relay, with the SDK the wallet ships (Node): from connect() to the pairing URI the
 * QR window draws, and to the session the phone approved.
 */
export async function walletConnectRows(): Promise<BenchRow[]> {
  const relay = await startLoopbackRelay();
  const qr: number[] = [];
  const settled: number[] = [];
  const roundTrips: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      roundTrips.push(await relayRoundTrip(relay.url));
      const phone = await startPhone({ relayUrl: relay.url, rpcUrl: 'http://127.0.0.1:9', chainId: 4003 });
      const provider = await EthereumProvider.init({
        projectId: 'bench',
        relayUrl: relay.url,
        optionalChains: [4003],
        showQrModal: false,
        telemetryEnabled: false,
        storage: new MemoryKeyValueStorage(),
        customStoragePrefix: `bench-${run}`,
        logger: 'silent',
        metadata: { name: 'bench', description: 'bench', url: 'http://127.0.0.1', icons: [] },
      });
      const start = performance.now();
      const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve));
      const connected = provider.connect();
      const shown = await uri;
      qr.push(performance.now() - start);
      await phone.pair(shown);
      await connected;
      settled.push(performance.now() - start);
      await provider.signer.client.core.relayer.transportClose();
      await phone.close();
    }
  } finally {
    await relay.close();
  }
  const baseline = { label: 'one relay round trip on a fresh socket', value: median(roundTrips) };
  return [
    {
      figure: `walletconnect QR shown (connect() to pairing URI, loopback relay), median of ${RUNS}`,
      value: median(qr),
      unit: 'ms',
      baseline,
    },
    {
      figure: `walletconnect session settled (connect() to the phone's approval), median of ${RUNS}`,
      value: median(settled),
      unit: 'ms',
      baseline,
    },
  ];
}

interface ChunkInfo {
  file: string;
  imports: string[];
  modules: Record<string, unknown> | string[];
}

/** The gzip size of a lazily loaded connector: its chunk and what it imports, less what the first load holds. */
export function connectorChunkRows(distDir: string): BenchRow[] {
  const chunks = JSON.parse(readFileSync(join(distDir, '.vite', 'chunks.json'), 'utf8')) as ChunkInfo[];
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const inFirstLoad = (file: string) => /assets\/(app|rolldown-runtime)-/.test(file);
  const gzipOf = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const closure = (marker: string) => {
    const start = chunks.find(
      (c) => Object.keys(c.modules).some((m) => m.includes(marker)) && !inFirstLoad(c.file),
    );
    if (!start) return undefined;
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || inFirstLoad(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    visit(start.file);
    return [...seen].reduce((sum, file) => sum + gzipOf(file), 0);
  };
  const connectors: Array<[string, string]> = [
    [
      'WalletConnect SDK (@walletconnect/ethereum-provider)',
      'node_modules/@walletconnect/ethereum-provider/',
    ],
    ['WalletConnect QR window', 'features/connect/walletconnect/WalletConnectQrWindow'],
    ['Coinbase SDK (@coinbase/wallet-sdk)', 'node_modules/@coinbase/wallet-sdk/'],
    ['Ledger WebHID transport', 'node_modules/@ledgerhq/hw-transport-webhid/'],
    ['browser-wallet discovery (mipd)', 'node_modules/mipd/'],
  ];
  return connectors.flatMap(([label, marker]) => {
    const bytes = closure(marker);
    return bytes === undefined
      ? []
      : [
          {
            figure: `gzip size of the ${label} chunk and its own imports (loaded on use)`,
            value: Math.round(bytes / 102.4) / 10,
            unit: 'KB',
          },
        ];
  });
}
