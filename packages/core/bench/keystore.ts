// Decrypting a keystore at the strength we write (scrypt N=2^18, r=8, p=1): ours (hash-wasm scrypt +
// WebCrypto AES + keccak MAC) next to Node's native crypto.scrypt with the same parameters, same run.
import { scrypt as nodeScrypt } from 'node:crypto';
import type { Bench, BenchRow } from '../../../scripts/bench/types.ts';
import { decryptKeystore } from '../src/keystore/decryptKeystore.ts';
import { encryptKeystore } from '../src/keystore/encryptKeystore.ts';

const RUNS = 5;
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const PASSWORD = 'Benchmark-Passw0rd!';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const bench: Bench = async () => {
  const keystore = JSON.stringify(await encryptKeystore(KEY, PASSWORD));
  const { n, r, p, salt } = JSON.parse(keystore).crypto.kdfparams as {
    n: number;
    r: number;
    p: number;
    salt: string;
  };
  const saltBytes = Buffer.from(salt, 'hex');
  const native = () =>
    new Promise<Buffer>((resolve, reject) =>
      nodeScrypt(PASSWORD, saltBytes, 32, { N: n, r, p, maxmem: 512 * 1024 * 1024 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  const ours: number[] = [];
  const baseline: number[] = [];
  // interleaved, so background load affects both sides alike
  for (let i = 0; i < RUNS; i++) {
    ours.push(await time(() => decryptKeystore(keystore, PASSWORD)));
    baseline.push(await time(native));
  }
  const value = median(ours);
  const reference = median(baseline);
  const row: BenchRow = {
    figure: 'keystore decrypt (scrypt N=2^18, r=8, p=1), median ms',
    value: Math.round(value),
    unit: 'ms',
    baseline: { label: 'Node crypto.scrypt, same parameters', value: Math.round(reference) },
    target: '≤ 1.15×',
    met: value <= reference * 1.15,
  };
  return [row];
};

export default bench;
