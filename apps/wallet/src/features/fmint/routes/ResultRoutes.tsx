import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RejectedCard } from '../../transactions/index.ts';

/** `…/success`: the flow went through; on to the account's history (docs/fmint.md#views-and-windows). */
export function SuccessView({ address, back }: { address: string; back: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="fmint-success">
      <Stack>
        <Title order={2} size="h3" id="fmint-success" c="teal">
          {t('transactions.success')}
        </Title>
        <Text size="sm">{t('fmint.success.text')}</Text>
        <Group>
          <Button component={Link} to={back} variant="default">
            {t('fmint.backToOverview')}
          </Button>
          <Button component={Link} to={`/account/${address}`}>
            {t('fmint.continue')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** `…/reject`: 'Transaction rejected' with Continue back to the form. */
export function RejectView({ back }: { back: string }) {
  const navigate = useNavigate();
  return <RejectedCard onContinue={() => navigate(back, { replace: true })} />;
}
