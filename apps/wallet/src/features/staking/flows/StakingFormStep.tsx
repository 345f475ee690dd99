import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StepIndicator } from '../../../shared/ui/StepIndicator.tsx';

/**
 * The first step of a staking flow that asks for a form (stake, lock, undelegate): the steps to come, then the form
 * in a card named by its title. Enter or the submit button calls `onSubmit`, never a page load; the browser's own
 * validation stays off, as the form shows its messages itself. `after` stands below the card (a picker's window).
 */
export function StakingFormStep({
  steps,
  titleId,
  title,
  onSubmit,
  after,
  children,
}: {
  steps: string[];
  titleId: string;
  title: string;
  onSubmit: () => void;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack>
      <StepIndicator steps={steps} active={0} />
      <Card withBorder component="section" aria-labelledby={titleId}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <Stack>
            <Title order={2} size="h3" id={titleId}>
              {title}
            </Title>
            {children}
          </Stack>
        </form>
      </Card>
      {after}
    </Stack>
  );
}
