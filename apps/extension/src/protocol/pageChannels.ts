/** window.postMessage envelopes between the page's provider and the relay, told apart by `target`. */
export const PAGE_TO_RELAY = 'fwallet-relay';
export const RELAY_TO_PAGE = 'fwallet-provider';
