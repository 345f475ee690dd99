import { Card, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApprovalsCount, ApprovalsTab } from '../approvals/index.ts';
import { useErc20Assets } from '../balances/index.ts';
import classes from './AccountHistoryPage.module.css';
import { AssetsTable } from './AssetsTable.tsx';
import { SentTransactionsNotice } from './SentTransactionsNotice.tsx';
import { TransactionsTable } from './TransactionsTable.tsx';
import { useAccountHistory } from './useAccountHistory.ts';

/** The tabs, by the `tab` search parameter (none: Transactions), so a flow can come back to its tab. */
const TABS = ['transactions', 'assets', 'approvals'] as const;

/**
 * The wallet home below the heading (docs/account.md#transactions-tab, docs/account.md#assets-tab):
 * Transactions, Assets and Approvals (docs/approvals.md#in-the-wallet) tabs, each with its
 * record count.
 */
export default function AccountHistoryPage() {
  const { t } = useTranslation();
  const { address = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'transactions';

  return (
    <>
      <SentTransactionsNotice address={address} />
      <Card withBorder p={{ base: 'xs', sm: 'md' }}>
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(value === 'transactions' ? {} : { tab: value ?? 'transactions' }, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List className={classes.list}>
            <Tabs.Tab value="transactions">
              {t('history.tabs.transactions')}
              <TransactionCount address={address} />
            </Tabs.Tab>
            <Tabs.Tab value="assets">
              {t('history.tabs.assets')}
              <AssetCount address={address} />
            </Tabs.Tab>
            <Tabs.Tab value="approvals">
              {t('approvals.tab')}
              <ApprovalsCount address={address} />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="transactions" pt="md">
            <TransactionsTable address={address} />
          </Tabs.Panel>
          <Tabs.Panel value="assets" pt="md">
            <AssetsTable address={address} />
          </Tabs.Panel>
          <Tabs.Panel value="approvals" pt="md">
            <ApprovalsTab address={address} />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </>
  );
}

// The tabs' counts read their queries themselves: an answer renders its count, not the page's tabs and tables.

function TransactionCount({ address }: { address: string }) {
  const total = useAccountHistory(address).data?.pages[0]?.totalCount;
  return total === undefined ? '' : ` (${total})`;
}

function AssetCount({ address }: { address: string }) {
  const count = useErc20Assets(address).data?.length;
  return count === undefined ? '' : ` (${count})`;
}
