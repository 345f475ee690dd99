import { once } from 'node:events';
import { connect } from 'node:net';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  depositFtm,
  ethRecipient,
  farBalance,
  ftmUuid,
  removeTemporaryDataDirs,
  spawnBridge,
  startOperaChain,
  temporaryDataDir,
} from '../test/bridgeHarness.ts';
import { startBridge } from './startBridge.ts';

let opera: Awaited<ReturnType<typeof startOperaChain>>;

beforeAll(async () => {
  opera = await startOperaChain();
});
afterAll(async () => {
  await opera?.anvil.stop();
  removeTemporaryDataDirs();
});

const killed = (child: Awaited<ReturnType<typeof spawnBridge>>['child']) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('a killed bridge (docs/bridge.md#exactly-once)', () => {
  it('killed between deposit and payout, and once more in the middle of a finalize: after a restart each swap pays exactly once', async () => {
    const dataDir = temporaryDataDir();
    const first = await spawnBridge(opera.anvil.rpcUrl, dataDir);
    const [betweenOpera, duringOpera] = [
      '0x00000000000000000000000000000000000000a1',
      '0x00000000000000000000000000000000000000a2',
    ];
    const open = async (opera_address: string) =>
      (
        await call(first.url, '/swaps', {
          direction: 'OperaToEthereum',
          token_uuid: ftmUuid,
          eth_address: ethRecipient,
          opera_address,
        })
      ).result as { uuid: string; opera_address: `0x${string}` };
    const between = await open(betweenOpera);
    const during = await open(duringOpera);
    await depositFtm(opera.clients, opera.owner, between.opera_address, '100');
    await depositFtm(opera.clients, opera.owner, during.opera_address, '80');
    // A finalize in flight when the process dies: it may or may not have paid; either way never twice.
    void call(first.url, '/finalizeSwap', {
      direction: 'OperaToEthereum',
      token_uuid: ftmUuid,
      uuid: during.uuid,
    }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 15));
    await killed(first.child);

    // The killed bridge's far chain is still running: the restart stops it (saving its state) and takes over.
    const second = await startBridge({ operaRpcUrl: opera.anvil.rpcUrl, dataDir, testMode: true });
    try {
      const token = second.farTokens[ftmUuid] as `0x${string}`;
      const before = await farBalance(second.farRpcUrl, token, ethRecipient);
      expect(before === 0n || before === parseEther('30')).toBe(true);
      const finalizeAll = () =>
        Promise.all(
          [between, during, between, during].map((swap) =>
            call(second.url, '/finalizeSwap', {
              direction: 'OperaToEthereum',
              token_uuid: ftmUuid,
              uuid: swap.uuid,
            }),
          ),
        );
      const answers = await finalizeAll();
      expect(answers.map((a) => a.errMessage)).toEqual(['', '', '', '']);
      await finalizeAll();
      expect(await farBalance(second.farRpcUrl, token, ethRecipient)).toBe(parseEther('80'));
    } finally {
      await second.stop();
    }
  });
});

describe('a stopped bridge (docs/bridge.md#finalising)', () => {
  it('drops a connection that was half-way through a request: nobody is answered after stop', async () => {
    const bridge = await startBridge({ operaRpcUrl: opera.anvil.rpcUrl, dataDir: temporaryDataDir() });
    const { port } = new URL(bridge.url);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    // Headers not finished yet: a busy connection, which closing the server alone would leave open.
    socket.write('GET /tokens HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((r) => setTimeout(r, 50));
    const closed = once(socket, 'close');
    await bridge.stop();
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
