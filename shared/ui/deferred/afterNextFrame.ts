// Work that must not sit between an answer and its first draw (the kept copy of a list, the socket.io client): run
// once the frame after now is drawn, or after a short wait in a hidden tab, which draws no frames.

/** How long a hidden tab (no frames) waits before running the task anyway. */
const WITHOUT_FRAME_MS = 500;

export function afterNextFrame(task: () => void, withoutFrameMs = WITHOUT_FRAME_MS): void {
  let isDone = false;
  const run = () => {
    if (isDone) return;
    isDone = true;
    task();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, withoutFrameMs);
}
