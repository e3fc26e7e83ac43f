// The toast calls work before the lazy toaster chunk has arrived: ids are known at once and the
// calls reach react-hot-toast in call order (a loading toast is never left behind its own success).
import { describe, expect, it, vi } from 'vitest';

const { calls, record } = vi.hoisted(() => {
  const recorded: unknown[][] = [];
  return {
    calls: recorded,
    record:
      (kind: string) =>
      (...args: unknown[]) => {
        recorded.push([kind, ...args]);
        return 'ignored';
      },
  };
});

vi.mock('./toaster', () => ({
  toast: { success: record('success'), error: record('error'), loading: record('loading'), dismiss: record('dismiss') },
  ToasterView: () => null,
}));

describe('toasts before the toaster chunk arrives', () => {
  it('keeps call order and our own ids', async () => {
    const { notifyApiError, notifyLoading, notifySuccess } = await import('./toast');
    const loadingId = notifyLoading('Please wait...');
    notifySuccess('Order sent for processing!', loadingId);
    const otherId = notifySuccess('Saved.');
    expect(loadingId).not.toBe(otherId);
    notifyApiError({ isSessionEnded: true }, 'Something went wrong!', otherId);
    expect(calls).toEqual([]);

    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual([
      ['loading', 'Please wait...', { id: loadingId }],
      ['success', 'Order sent for processing!', { id: loadingId }],
      ['success', 'Saved.', { id: otherId }],
      ['dismiss', otherId],
    ]);

    // Loaded: straight through.
    notifyApiError(new Error('offline'), 'Something went wrong!');
    expect(calls.at(-1)).toEqual(['error', 'Something went wrong!', { id: expect.stringMatching(/^toast-/) }]);
  });
});
