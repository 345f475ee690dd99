import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Account } from '../../../storage/accounts/Account.ts';

/**
 * /fswap/{address}/reject (docs/fswap.md#routes): 'Transaction rejected' with 'Continue' back to the form. A
 * refusal inside a running flow shows the step engine's own rejected step (with 'Try again'); this route is the
 * original wallet's named message for links into it.
 */
export function FswapReject({ account }: { account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card withBorder component="section" aria-labelledby="fswap-reject-title">
      <Stack align="flex-start">
        <Title order={2} size="h3" id="fswap-reject-title" c="red">
          {t('fswap.reject.title')}
        </Title>
        <Text size="sm">{t('fswap.reject.text')}</Text>
        <Button onClick={() => navigate(`/fswap/${account.address}`, { replace: true })}>
          {t('fswap.reject.continue')}
        </Button>
      </Stack>
    </Card>
  );
}
