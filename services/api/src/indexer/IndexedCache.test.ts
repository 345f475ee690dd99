import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../db/Db.ts';
import { IndexedCache } from './IndexedCache.ts';

/** A database whose indexed tip is whatever the test sets. */
function fakeDb(): SqlExecutor & { tip: string | null } {
  const db = {
    tip: '10:0xaa' as string | null,
    query: async <Row>() => [{ tip: db.tip }] as Row[],
  };
  return db;
}

describe('IndexedCache', () => {
  it('serves a value only while the indexed tip is the one it was computed on', async () => {
    const db = fakeDb();
    const cache = new IndexedCache<number>(db);
    let loads = 0;
    const load = async () => ({ tip: db.tip, value: ++loads });
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    db.tip = '11:0xbb'; // a new block
    expect(await cache.get('a', load)).toBe(2);
    db.tip = '11:0xcc'; // a reorg at the same height
    expect(await cache.get('a', load)).toBe(3);
    db.tip = '9:0x99'; // a rewind
    expect(await cache.get('a', load)).toBe(4);
    db.tip = null; // everything rewound
    expect(await cache.get('a', load)).toBe(5);
    expect(await cache.get('a', load)).toBe(5);
  });

  it('keeps a value under the tip its own statement saw, and peeks only at that tip', () => {
    const cache = new IndexedCache<string>(fakeDb());
    cache.store('x', '5:0x05', 'five');
    expect(cache.peek('x', '5:0x05')).toBe('five');
    expect(cache.peek('x', '5:0x06')).toBeUndefined();
    expect(cache.peek('y', '5:0x05')).toBeUndefined();
  });

  it('stays bounded', () => {
    const cache = new IndexedCache<number>(fakeDb(), 3);
    for (let i = 0; i < 10; i++) cache.store(`k${i}`, 't', i);
    expect(cache.peek('k9', 't')).toBe(9);
    expect(['k0', 'k1', 'k2', 'k3', 'k4', 'k5'].some((k) => cache.peek(k, 't') !== undefined)).toBe(false);
  });
});
