/**
 * The page the Coinbase keys-popup double serves: it speaks the SDK's popup protocol with `window.opener` —
 * 'PopupLoaded', the config reply, `selectSignerType` → 'scw', the ECDH P-256 handshake that derives an AES-GCM-256
 * key, then encrypted requests and answers — and asks its own server (same origin) what to answer, so the key
 * stays in Node. Closing it posts 'PopupUnload', as the real popup does.
 */
export const POPUP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Coinbase Wallet (test double)</title></head>
<body><h1>Coinbase Wallet (test double)</h1><p id="status">Waiting for the app…</p>
<script type="module">
const appOrigin = new URLSearchParams(location.search).get('origin');
const opener = window.opener;
const popupId = crypto.randomUUID();
const status = (text) => { document.getElementById('status').textContent = text; };
const toHex = (bytes) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (hex) => new Uint8Array(hex.match(/../g).map((h) => parseInt(h, 16)));
// One ECDH key per app key (the SDK's public key, its 'sender'), kept in this origin's storage as the real popup
// keeps its session: a reloaded app opens a new popup that must still read what the app encrypts.
async function keyFor(sender, create) {
  const stored = localStorage.getItem('peer:' + sender);
  let own;
  if (stored) {
    const { privateJwk, publicHex } = JSON.parse(stored);
    own = { privateKey: await crypto.subtle.importKey('jwk', privateJwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveKey']), publicHex };
  } else if (create) {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveKey']);
    const publicHex = toHex(await crypto.subtle.exportKey('spki', pair.publicKey));
    localStorage.setItem('peer:' + sender, JSON.stringify({ privateJwk: await crypto.subtle.exportKey('jwk', pair.privateKey), publicHex }));
    own = { privateKey: pair.privateKey, publicHex };
  } else return null;
  const peer = await crypto.subtle.importKey('spki', fromHex(sender), { name: 'ECDH', namedCurve: 'P-256' }, true, []);
  const shared = await crypto.subtle.deriveKey({ name: 'ECDH', public: peer }, own.privateKey, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  return { shared, publicHex: own.publicHex };
}

async function ask(action) {
  const response = await fetch('/answer', { method: 'POST', body: JSON.stringify(action) });
  return response.json();
}

async function reply(requestId, session, answer) {
  const plain = JSON.stringify({
    result: answer.error ? { error: answer.error } : { value: answer.result },
    data: { chains: answer.chains },
  });
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipherText = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, session.shared, new TextEncoder().encode(plain));
  opener.postMessage(
    { requestId, sender: session.publicHex, content: { encrypted: { iv, cipherText } }, timestamp: new Date() },
    appOrigin,
  );
  // Like the real popup: done once it has answered (the app opens a new one for its next request).
  setTimeout(() => window.close(), 50);
}

window.addEventListener('message', async (event) => {
  if (event.origin !== appOrigin) return;
  const message = event.data;
  if (message.requestId === popupId) return status('Connected to the app.');
  if (message.event === 'selectSignerType') {
    opener.postMessage({ requestId: message.id, data: 'scw' }, appOrigin);
    return;
  }
  const content = message.content;
  if (!content) return;
  if (content.handshake) {
    localStorage.removeItem('peer:' + message.sender);
    const session = await keyFor(message.sender, true);
    status('Asked: ' + content.handshake.method);
    await reply(message.id, session, await ask({ method: content.handshake.method, params: [] }));
    return;
  }
  if (content.encrypted) {
    const session = await keyFor(message.sender, false);
    if (!session) return status('Unknown app key: no session.');
    const { iv, cipherText } = content.encrypted;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, session.shared, cipherText);
    const { action } = JSON.parse(new TextDecoder().decode(plain));
    status('Asked: ' + action.method);
    await reply(message.id, session, await ask(action));
  }
});

window.addEventListener('pagehide', () => opener?.postMessage({ event: 'PopupUnload', id: popupId }, appOrigin));
opener.postMessage({ event: 'PopupLoaded', id: popupId }, appOrigin);
</script></body></html>`;
