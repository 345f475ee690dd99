import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Account } from '../../../storage/accounts/Account.ts';
import { FLOW_FORM, type FuniFlow } from './FuniSuccess.tsx';

/**
 * The reject route of a flow (docs/funi.md#routes): 'Transaction rejected' with 'Continue' back to the form. A
 * refusal inside a running flow shows the step engine's own rejected step (with 'Try again').
 */
export function FuniReject({ account, flow }: { account: Account; flow: FuniFlow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card withBorder component="section" aria-labelledby="funi-reject-title">
      <Stack align="flex-start">
        <Title order={2} size="h3" id="funi-reject-title" c="red">
          {t('funi.reject.title')}
        </Title>
        <Text size="sm">{t('funi.reject.text')}</Text>
        <Button onClick={() => navigate(`/funi/${account.address}/${FLOW_FORM[flow]}`, { replace: true })}>
          {t('funi.reject.continue')}
        </Button>
      </Stack>
    </Card>
  );
}
