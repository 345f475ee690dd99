/**
 * Messages for file reading failures (docs/wallets.md#restore-by-keystore-file), by the DOMException name the
 * browser reports.
 */
const fileErrors: Record<string, string> = {
  NotFoundError: 'File not found',
  SecurityError: 'File can not be accessed',
  NotReadableError: 'File not readable',
};

/** Reads a user-picked file as text; a failure throws an Error with its documented message. */
export async function readTextFile(file: Blob): Promise<string> {
  try {
    return await file.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new Error(fileErrors[name] ?? 'Unknown error', { cause: error });
  }
}
