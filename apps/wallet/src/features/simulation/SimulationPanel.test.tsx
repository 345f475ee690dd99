// @vitest-environment happy-dom
import { buildErc20Approve, buildFtmTransfer } from '@fantom-wallet/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { getAddress } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeTransport } from '../../shared/test/fakeTransport.ts';
import { renderWithUi } from '../../shared/test/renderWithUi.tsx';
import SimulationPanel from './SimulationPanel.tsx';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x7e57000000000000000000000000000000000006';
const CREATED = '0x5F1e91d509cFEB544809B0749284DEB25C3a113a';
const ROUTER = '0xf491e7b69e4244ad4002bc14e878a34207e38c29';

afterEach(cleanup);

/** The innermost element whose whole text is `text`: a change line holds its symbol in an element of its own. */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element !== null &&
  element.textContent === text &&
  ![...element.children].some((child) => child.textContent === text);

const wireCall = (over: Record<string, unknown> = {}) => ({
  to: BOB.toLowerCase(),
  status: true,
  revertReason: null,
  gasUsed: '0x5208',
  toHasCode: false,
  contractLabel: null,
  method: 'FTM transfer',
  unpredictable: [],
  ...over,
});
/** A tUSDC balance change as the API sends it: what went out and what came in, in hex units. */
const usdcChange = (out: `0x${string}`, inflow: `0x${string}`) => ({
  kind: 'ERC20',
  token: TOKEN,
  symbol: 'tUSDC',
  decimals: 6,
  name: 'Test USD Coin',
  tokenId: null,
  out,
  in: inflow,
  eventsMatchBalance: true,
});
const answer = (over: Record<string, unknown> = {}) => ({
  fwalletSimulate: {
    available: true,
    unavailableReason: null,
    blockNumber: '0x10',
    calls: [wireCall()],
    changes: [],
    approvals: [],
    revoked: [],
    ...over,
  },
});

function renderPanel(
  handlers: Parameters<typeof fakeTransport>[0],
  props: Partial<Parameters<typeof SimulationPanel>[0]> = {},
) {
  const onRiskChange = vi.fn();
  const transport = fakeTransport({ fwalletHead: () => ({ block: { number: '0x10' } }), ...handlers });
  renderWithUi(
    <QueryClientProvider client={new QueryClient()}>
      <SimulationPanel
        transport={transport}
        from={FROM}
        call={buildFtmTransfer(BOB, 1n)}
        onRiskChange={onRiskChange}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onRiskChange, transport };
}

describe('SimulationPanel (docs/simulation.md#in-the-confirmation)', () => {
  it('shows a symbol as chain text: an override marked, the address unturned, a look-alike badged', async () => {
    renderPanel({
      fwalletSimulate: () =>
        answer({
          changes: [
            {
              kind: 'ERC20',
              token: TOKEN,
              symbol: '\u202EMTF',
              decimals: 18,
              name: 'Fantom',
              tokenId: null,
              out: '0x0',
              in: '0xde0b6b3a7640000',
              eventsMatchBalance: true,
            },
          ],
        }),
    });
    expect(await screen.findByText('You receive')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'hidden character RLO' })).toBeTruthy();
    // The override is shown, not obeyed: nothing of the line follows it in the DOM text but the symbol itself.
    expect(
      screen.getByText(
        wholeText(
          `+1 RLOMTF (${TOKEN}) Look-alike: Reads like FTM, but it is another contract. The real FTM is 0xFC00FACE00000000000000000000000000000000.`,
        ),
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('\u202E');
  });

  it("says 'Simulating…', then what leaves and arrives at full precision, the calls, gas and block", async () => {
    let resolve: (value: unknown) => void = () => {};
    renderPanel({
      fwalletSimulate: () =>
        new Promise((done) => {
          resolve = done;
        }),
    });
    expect(await screen.findByText('Simulating…')).toBeTruthy();
    resolve(
      answer({
        changes: [
          {
            kind: 'FTM',
            token: null,
            symbol: 'FTM',
            decimals: 18,
            name: 'Fantom',
            tokenId: null,
            out: '0x1',
            in: '0x0',
            eventsMatchBalance: true,
          },
          {
            kind: 'ERC721',
            token: TOKEN,
            symbol: 'KIT',
            decimals: null,
            name: 'Kittens',
            tokenId: '0x2a',
            out: '0x0',
            in: '0x1',
            eventsMatchBalance: true,
          },
          usdcChange('0x0', '0xf4241'),
          // A token the calls create: nothing to read its decimals from yet.
          {
            kind: 'ERC20',
            token: CREATED,
            symbol: null,
            decimals: null,
            name: null,
            tokenId: null,
            out: '0x0',
            in: '0x3635c9adc5dea00000',
            eventsMatchBalance: true,
          },
        ],
      }),
    );
    expect(await screen.findByText('You send')).toBeTruthy();
    expect(screen.getByText(wholeText('−0.000000000000000001 FTM'))).toBeTruthy();
    expect(screen.getByText('You receive')).toBeTruthy();
    expect(screen.getByText(wholeText('+1 × Kittens #42'))).toBeTruthy();
    expect(screen.getByText(wholeText(`+1.000001 tUSDC (${TOKEN})`))).toBeTruthy();
    expect(
      screen.getByText(
        wholeText(
          `+1,000,000,000,000,000,000,000 ${CREATED} (in the token's smallest units: its decimals are unknown)`,
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByText('Calls')).toBeTruthy();
    expect(screen.getByText(`${BOB} · FTM transfer`)).toBeTruthy();
    expect(screen.getByText('Gas used 21000')).toBeTruthy();
    expect(screen.getByText('Prediction at block 16')).toBeTruthy();
    expect(screen.queryByText('Simulating…')).toBeNull();
  });

  it("'No balance changes', and the approvals: a known contract amber, no tick needed", async () => {
    const { onRiskChange } = renderPanel(
      {
        fwalletSimulate: () =>
          answer({
            calls: [wireCall({ to: TOKEN, toHasCode: true, method: 'approve', contractLabel: null })],
            approvals: [
              {
                token: TOKEN,
                symbol: 'tUSDC',
                decimals: 6,
                spender: ROUTER,
                spenderLabel: 'Uniswap router',
                spenderHasCode: true,
                amount: `0x${(2n ** 256n - 1n).toString(16)}`,
                tokenId: null,
                unlimited: true,
                allItems: false,
              },
            ],
          }),
      },
      { call: buildErc20Approve(TOKEN, ROUTER, 2n ** 256n - 1n) },
    );
    expect(await screen.findByText('No balance changes')).toBeTruthy();
    expect(screen.getByText('Approvals')).toBeTruthy();
    expect(screen.getByText('Uniswap router may spend Unlimited tUSDC')).toBeTruthy();
    expect(screen.getByText('Unlimited approval: Uniswap router may spend all your tUSDC.')).toBeTruthy();
    expect(screen.queryByLabelText('I understand the risk')).toBeNull();
    expect(onRiskChange).not.toHaveBeenCalledWith(true);
  });

  it('revokes: each allowance, NFT and operator the calls withdraw, as it stood, going to nothing; no alert', async () => {
    const was = (over: Record<string, unknown>) => ({
      token: TOKEN,
      symbol: 'tUSDC',
      decimals: 6,
      spender: ROUTER,
      spenderLabel: null,
      spenderHasCode: true,
      amount: null,
      tokenId: null,
      unlimited: false,
      allItems: false,
      ...over,
    });
    const { onRiskChange } = renderPanel(
      {
        fwalletSimulate: () =>
          answer({
            calls: [wireCall({ to: TOKEN, toHasCode: true, method: 'approve' })],
            revoked: [
              was({ spenderLabel: 'fMint', amount: '0x4c4b40' }),
              was({ amount: `0x${(2n ** 256n - 1n).toString(16)}`, unlimited: true }),
              was({ symbol: 'KIT', tokenId: '0x7' }),
              was({ symbol: 'KIT', allItems: true, unlimited: true }),
            ],
          }),
      },
      { call: buildErc20Approve(TOKEN, ROUTER, 0n) },
    );
    expect(await screen.findByText('fMint may spend tUSDC: 5 → 0')).toBeTruthy();
    const router = getAddress(ROUTER);
    expect(screen.getByText(`${router} may spend tUSDC: Unlimited → 0`)).toBeTruthy();
    expect(screen.getByText(`${router} may no longer move KIT #7`)).toBeTruthy();
    expect(screen.getByText(`${router} may no longer move all your KIT`)).toBeTruthy();
    expect(screen.getByText('Approvals')).toBeTruthy();
    expect(screen.queryByText(/Unlimited approval/)).toBeNull();
    expect(onRiskChange).not.toHaveBeenCalledWith(true);
  });

  it('a revert is red and holds Confirm until I understand the risk is ticked', async () => {
    const { onRiskChange } = renderPanel({
      fwalletSimulate: () => answer({ calls: [wireCall({ status: false, revertReason: 'Nope' })] }),
    });
    expect(
      await screen.findByText('This transaction would fail: Nope. You would still pay the fee.'),
    ).toBeTruthy();
    await waitFor(() => expect(onRiskChange).toHaveBeenLastCalledWith(true));
    fireEvent.click(screen.getByLabelText('I understand the risk'));
    await waitFor(() => expect(onRiskChange).toHaveBeenLastCalledWith(false));
  });

  it('simulates what will be signed: the prepared gas, price and nonce; later steps at that price and the next nonces', async () => {
    const asked: unknown[] = [];
    renderPanel(
      {
        fwalletSimulate: (variables) => {
          asked.push(variables.calls);
          return answer({ calls: (variables.calls as unknown[]).map(() => wireCall()) });
        },
      },
      {
        call: { ...buildFtmTransfer(BOB, 1n), gas: 23_000n, gasPrice: 3_000_000_000n, nonce: 7 },
        laterCalls: [buildFtmTransfer(BOB, 2n)],
      },
    );
    await waitFor(() =>
      expect(asked).toContainEqual([
        { to: BOB, value: '0x1', data: '0x', gas: '0x59d8', gasPrice: '0xb2d05e00', nonce: '0x7' },
        { to: BOB, value: '0x2', data: '0x', gasPrice: '0xb2d05e00', nonce: '0x8' },
      ]),
    );
  });

  it('a contract that reads what only the mined block sets: red, worded, and Confirm waits for the tick', async () => {
    const TRAP = '0xbad0000000000000000000000000000000000710';
    const { onRiskChange } = renderPanel({
      fwalletSimulate: () =>
        answer({
          calls: [
            wireCall({
              to: TRAP,
              toHasCode: true,
              method: 'looks like transfer(address,uint256)',
              unpredictable: [{ contract: TRAP, values: ['GAS_PRICE', 'BASE_FEE', 'COINBASE'] }],
            }),
          ],
        }),
    });
    expect(
      await screen.findByText(
        "0xbAd0000000000000000000000000000000000710 reads the gas price, the base fee, and the block's producer, which only the mined block sets: on chain it may do something other than this prediction shows.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('0xbAd0000000000000000000000000000000000710 · looks like transfer(address,uint256)'),
    ).toBeTruthy();
    await waitFor(() => expect(onRiskChange).toHaveBeenLastCalledWith(true));
    fireEvent.click(screen.getByLabelText('I understand the risk'));
    await waitFor(() => expect(onRiskChange).toHaveBeenLastCalledWith(false));
  });

  it("'Simulation unavailable: {reason}' in grey from the API, from a provider without the field, and when the API fails", async () => {
    renderPanel({
      fwalletSimulate: () =>
        answer({ available: false, unavailableReason: 'the chain node is not reachable', calls: [] }),
    });
    expect(await screen.findByText('Simulation unavailable: the chain node is not reachable')).toBeTruthy();
    cleanup();
    renderPanel({
      fwalletSimulate: () => {
        throw apiError('Cannot query field "fwalletSimulate" on type "Query".');
      },
    });
    expect(
      await screen.findByText('Simulation unavailable: this API provider cannot simulate transactions'),
    ).toBeTruthy();
    cleanup();
    renderPanel({
      fwalletSimulate: () => {
        throw apiError('the chain node is not reachable');
      },
    });
    expect(await screen.findByText('Simulation unavailable: the chain node is not reachable')).toBeTruthy();
  });

  it("5 blocks later: 'Out of date' over the old result, dimmed, until the new one replaces it", async () => {
    let head = 16n;
    let second: (value: unknown) => void = () => {};
    let asked = 0;
    renderPanel({
      fwalletHead: () => ({ block: { number: `0x${head.toString(16)}` } }),
      fwalletSimulate: () => {
        asked += 1;
        if (asked === 1) return answer();
        return new Promise((done) => {
          second = done;
        });
      },
    });
    expect(await screen.findByText('Prediction at block 16')).toBeTruthy();
    expect(screen.queryByText('Out of date')).toBeNull();
    head = 21n;
    // The head is polled every few seconds; the panel notices the new block on its next poll.
    expect(await screen.findByText('Out of date')).toBeTruthy();
    expect(screen.getByText('Prediction at block 16')).toBeTruthy();
    await waitFor(() => expect(asked).toBe(2));
    second(answer({ blockNumber: '0x15' }));
    expect(await screen.findByText('Prediction at block 21')).toBeTruthy();
    expect(screen.queryByText('Out of date')).toBeNull();
  });

  it('multi-step: a later step that would fail is said, but does not hold this step (no tick asked)', async () => {
    const { onRiskChange } = renderPanel(
      {
        fwalletSimulate: (variables) =>
          (variables.calls as unknown[]).length === 1
            ? answer()
            : answer({
                calls: [wireCall(), wireCall({ status: false, revertReason: 'Pausable: paused' })],
              }),
      },
      { laterCalls: [buildFtmTransfer(BOB, 2n)] },
    );
    expect(
      await screen.findByText('This transaction would fail: Pausable: paused. You would still pay the fee.'),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'I understand the risk' })).toBeNull();
    expect(onRiskChange).not.toHaveBeenCalledWith(true);
  });

  it("multi-step: 'This step' and 'After all steps'", async () => {
    renderPanel({ fwalletSimulate: () => answer() }, { laterCalls: [buildFtmTransfer(BOB, 2n)] });
    expect(await screen.findByText('This step')).toBeTruthy();
    expect(await screen.findByText('After all steps')).toBeTruthy();
  });

  it("a claim that takes tUSDC nobody entered: 'You would lose more than you entered', Confirm held", async () => {
    const drainer = '0xbad0000000000000000000000000000000000d01';
    // claimReward(tUSDC): no token amount in the call, only 1 FTM of value.
    const claim = {
      to: drainer as `0x${string}`,
      value: 10n ** 18n,
      data: `0xd279c191${TOKEN.slice(2).padStart(64, '0')}` as `0x${string}`,
    };
    const { onRiskChange } = renderPanel(
      {
        fwalletSimulate: () =>
          answer({
            calls: [wireCall({ to: drainer, toHasCode: true, method: 'claimReward' })],
            changes: [usdcChange('0x2625a0', '0x0')],
          }),
      },
      { call: claim },
    );
    expect(
      await screen.findByText('You would lose more than you entered: 2.5 tUSDC, not 0 tUSDC.'),
    ).toBeTruthy();
    await waitFor(() => expect(onRiskChange).toHaveBeenLastCalledWith(true));
    fireEvent.click(screen.getByLabelText('I understand the risk'));
    await waitFor(() => expect(onRiskChange).toHaveBeenLastCalledWith(false));
  });
});
