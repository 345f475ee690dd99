import type { TFunction } from 'i18next';

/**
 * The text to show for an error from core, the signer or the API: its catalogued translation when the code is
 * known (`errors.<code>`), else its own message (core messages are the documented wording), else a generic
 * one.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const fallback = typeof message === 'string' && message ? message : t('errors.unknown');
    return typeof code === 'string' ? t(`errors.${code}`, { defaultValue: fallback }) : fallback;
  }
  return t('errors.unknown');
}
