import type { TFunction } from 'i18next';
import { keccak256, toHex } from 'viem';
import { approvalsKeys } from '../../../shared/queryKeys.ts';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { type ConfirmFlow, type StepView, senderRow, stepIntro } from '../../transactions/index.ts';
import { planRevokes, type RevokeStep } from './planRevokes.ts';
import { type RevokeOrder, readRevokeOrder } from './RevokeOrder.ts';

/** What the confirmation hands the revoke descriptor: the words, the wallet, the amounts' format, the way on. */
export interface RevokeFlowContext {
  t: TFunction;
  account: Account;
  network: string;
  show: (value: bigint, decimals: number) => string;
  go: (path: string, options?: { replace?: boolean; state?: unknown }) => void;
}

/**
 * Revoking approvals (docs/approvals.md#revoke) as a descriptor of the one confirmation route: one step per
 * approval, each with its confirmation and pre-sign simulation, 'Revoke approval (n/N)'. A rejected or failed step
 * shows in place with Skip, so the others can still go on; the list reloads after each step, and the run ends back
 * on the Approvals tab.
 */
export function revokeFlow(ctx: RevokeFlowContext): ConfirmFlow<RevokeOrder, RevokeStep> {
  const { t, account, go } = ctx;
  const tab = `/account/${account.address}?tab=approvals`;
  const present = ({ revoke, position }: RevokeStep): StepView => {
    const symbol = revoke.symbol === null ? revoke.token : chainLabel(revoke.symbol, 'symbol');
    const spender =
      revoke.spenderLabel === null
        ? revoke.spender
        : `${chainLabel(revoke.spenderLabel, 'name')} (${revoke.spender})`;
    const now =
      revoke.amount === null
        ? t('approvals.allItems')
        : revoke.unlimited
          ? t('approvals.unlimited')
          : ctx.show(revoke.amount, revoke.decimals ?? 0);
    const after = revoke.amount === null ? t('approvals.revokeFlow.noItems') : '0';
    return {
      label: t('approvals.revokeFlow.label', { symbol }),
      title: t('approvals.revokeFlow.title', position),
      rows: [
        senderRow(t('approvals.revokeFlow.from'), account),
        { label: t('approvals.revokeFlow.token'), value: `${symbol} (${revoke.token})` },
        { label: t('approvals.revokeFlow.spender'), value: spender },
        { label: t('approvals.revokeFlow.allowance'), value: `${now} → ${after}` },
      ],
      intro: stepIntro(
        t(revoke.amount === null ? 'approvals.revokeFlow.introAll' : 'approvals.revokeFlow.intro', {
          spender: revoke.spenderLabel === null ? revoke.spender : chainLabel(revoke.spenderLabel, 'name'),
          symbol,
        }),
        'revoke-confirm-text',
      ),
      submitLabel: t('approvals.revokeFlow.submit'),
      passwordLabel: t('approvals.revokeFlow.password'),
      successTitle: t('approvals.revokeFlow.success'),
    };
  };
  return {
    readOrder: readRevokeOrder,
    // The subject names the approvals revoked, so a run picks up only an interrupted run of the same selection.
    key: (order) => ({
      id: 'revoke-approvals',
      subject: keccak256(
        toHex(
          planRevokes(order)
            .map((s) => s.id)
            .join(','),
        ),
      ).slice(0, 18),
    }),
    needs: () => ({}),
    plan: (order) => planRevokes(order),
    present: () => (step) => present(step.description),
    form: () => tab,
    empty: { title: t('approvals.revokeFlow.emptyTitle'), text: t('approvals.revokeFlow.emptyText') },
    loadFailed: t('approvals.revokeFlow.loadFailed'),
    refresh: approvalsKeys.all(ctx.network),
    finished: () => go(tab, { replace: true }),
    close: () => go(tab),
    skippable: true,
  };
}
