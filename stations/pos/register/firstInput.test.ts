// Work held back until the cashier's first tap or key (or a timeout), then run when the browser is idle.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FirstInputModule = typeof import('./firstInput');

/** A window with real event dispatch, fake timers and an idle queue the test runs by hand. */
function fakeWindow() {
  const target = new EventTarget();
  const idleCallbacks = new Map<number, () => void>();
  let nextHandle = 0;
  const window = Object.assign(target, {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    requestIdleCallback: (callback: () => void) => {
      nextHandle += 1;
      idleCallbacks.set(nextHandle, callback);
      return nextHandle;
    },
    cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
  });
  const runIdle = () => {
    const callbacks = [...idleCallbacks.values()];
    idleCallbacks.clear();
    for (const callback of callbacks) callback();
  };
  return { window, runIdle, dispatch: (type: string) => window.dispatchEvent(new Event(type)) };
}

let page: ReturnType<typeof fakeWindow>;
let firstInput: FirstInputModule;

beforeEach(async () => {
  vi.useFakeTimers();
  page = fakeWindow();
  vi.stubGlobal('window', page.window);
  vi.resetModules();
  firstInput = await import('./firstInput');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdleAfterFirstInput', () => {
  it('waits for the first click, then runs when the browser is idle', () => {
    const task = vi.fn<() => void>();
    firstInput.whenIdleAfterFirstInput(task, 3_000);
    page.runIdle();
    expect(task).not.toHaveBeenCalled();

    page.dispatch('click');
    expect(task).not.toHaveBeenCalled();
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);

    // Once only, even after more input and the timeout.
    page.dispatch('click');
    vi.advanceTimersByTime(5_000);
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a key counts as the first input; a pointer down alone (the click still to come) does not', () => {
    const task = vi.fn<() => void>();
    firstInput.whenIdleAfterFirstInput(task, 3_000);
    page.dispatch('pointerdown');
    page.runIdle();
    expect(task).not.toHaveBeenCalled();
    page.dispatch('keydown');
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs anyway after the timeout without input', () => {
    const task = vi.fn<() => void>();
    firstInput.whenIdleAfterFirstInput(task, 3_000);
    vi.advanceTimersByTime(2_999);
    page.runIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('after the first input, later tasks only wait for idle', () => {
    page.dispatch('click');
    const task = vi.fn<() => void>();
    firstInput.whenIdleAfterFirstInput(task, 3_000);
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a cancelled task never runs, whether it was still waiting for input or already for idle', () => {
    const waiting = vi.fn<() => void>();
    const idle = vi.fn<() => void>();
    const kept = vi.fn<() => void>();
    const cancelWaiting = firstInput.whenIdleAfterFirstInput(waiting, 3_000);
    const cancelIdle = firstInput.whenIdleAfterFirstInput(idle, 3_000);
    firstInput.whenIdleAfterFirstInput(kept, 3_000);
    cancelWaiting();
    page.dispatch('click');
    cancelIdle();
    vi.advanceTimersByTime(5_000);
    page.runIdle();
    expect(waiting).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });
});
