import { Box } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The part of a confirmation where the user decides (the password, what went wrong, Cancel and Confirm). In a
 * small window (`sticky`: the extension's 360×600 request windows) it stays at the window's bottom edge while the
 * details above it scroll, so the decision is on screen without scrolling (docs/extension.md#site-requests). With
 * `onSubmit` it is the form itself: a sticky element moves only within its parent, so the form holding just the
 * decision must be the sticky one.
 */
export function DecisionBar({
  sticky,
  onSubmit,
  children,
}: {
  sticky: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box
      {...(onSubmit ? { component: 'form' as const, onSubmit, noValidate: true } : {})}
      data-decision
      style={
        sticky
          ? {
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-default-border)',
              paddingBlock: 'var(--mantine-spacing-xs)',
              display: 'flex',
              flexDirection: 'column',
              gap: 'var(--mantine-spacing-sm)',
            }
          : { display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' }
      }
    >
      {children}
    </Box>
  );
}
