import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inlineScriptHashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('admits each inline script by the hash of its exact text, as the browser computes it', () => {
    const prePaint = "\n(() => { document.documentElement.setAttribute('dir', 'ltr'); })();\n";
    const html = `<head><style>:root{--a:1}</style><script>${prePaint}</script></head><body><script>x()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(prePaint), sha256('x()')]);
  });

  it('leaves out fetched scripts, module scripts and inline styles (style-src is not hash-based)', () => {
    const html =
      '<style>body{margin:0}</style><script type="module" crossorigin src="/assets/app.js"></script>' +
      '<script src="/color-scheme.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
