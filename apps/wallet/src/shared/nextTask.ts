/**
 * Resolves in a task of its own: work cut into steps with one of these between them never blocks the page for long
 * (a tap or a scroll waits at most for one step).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
