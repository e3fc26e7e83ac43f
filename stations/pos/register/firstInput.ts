// Cold start on a cheap tablet: work the POS must do but not at once waits for the cashier's first tap or
// key, so a long task of its own never holds up that first input (the first Add). Without one, it runs anyway after
// a few seconds. Either way it then runs when the browser is idle.
import { whenIdle } from '../../../shared/ui/deferred/lazyModule';

/** A tap ends in a click; keys act on keydown. Listening to pointerdown would let the task run before the click. */
const FIRST_INPUT_EVENTS = ['click', 'keydown'] as const;

let hasHadInput = false;
const waitingForInput = new Set<() => void>();

function handleFirstInput(): void {
  hasHadInput = true;
  for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, handleFirstInput, true);
  const starts = [...waitingForInput];
  waitingForInput.clear();
  for (const start of starts) start();
}

// From the bundle's start: a tap while the menu loads counts too.
if (typeof window !== 'undefined') {
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, handleFirstInput, { capture: true, passive: true });
}

/** Runs `task` when idle after the page's first click or key, or after `timeoutMs` without one; returns a cancel function. */
export function whenIdleAfterFirstInput(task: () => void, timeoutMs: number): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (hasHadInput) return whenIdle(task);
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    window.clearTimeout(timer);
    waitingForInput.delete(start);
    cancelIdle ??= whenIdle(task);
  };
  const timer = window.setTimeout(start, timeoutMs);
  waitingForInput.add(start);
  return () => {
    window.clearTimeout(timer);
    waitingForInput.delete(start);
    cancelIdle?.();
  };
}
