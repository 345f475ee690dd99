import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Wallet home below the heading. The Transactions and Assets tabs come with the history release. */
export default function AccountHistoryPage() {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Title order={2} size="h4">
        {t('account.historyTitle')}
      </Title>
      <Text c="dimmed">{t('account.historySoon')}</Text>
    </Card>
  );
}
