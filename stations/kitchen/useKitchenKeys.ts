// The kitchen from a keyboard (a USB bump bar sends keystrokes): arrow keys move a focus frame across the
// tickets (the page follows it), PgUp and PgDn turn the pages, Home and End frame the oldest and newest, Enter bumps the framed ticket, R recalls the last bumped one,
// ? shows the key map. Keys typed into a field, a menu or a dialog are theirs, and Enter on a button reached with
// Tab presses that button. It claims the keys (so arrows never scroll the page); what they do is kitchenKeys.ts.
// Part of the header tools' lazy chunk (KitchenTools.tsx): the keyboard works a moment after the tickets show.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { runKitchenKey } from './kitchenKeys';

export interface KitchenKeyActions {
  /** The tickets' order ids in screen order (oldest first). */
  ticketIds: readonly number[];
  focusedId: number | null;
  setFocusedId: (orderId: number | null) => void;
  onBump: (orderId: number) => void;
  onRecallLast: () => void;
  onToggleKeyMap: () => void;
  /** Turns the ticket pages: 1 forward, -1 back. */
  onPage: (delta: number) => void;
}

const CLAIMED_KEYS = new Set([
  '?',
  'r',
  'R',
  'Enter',
  'Home',
  'End',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'PageUp',
  'PageDown',
]);

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
      Boolean(target.closest('[role="menu"],[role="dialog"],[role="alertdialog"]')))
  );
}

export function useKitchenKeys(boardRef: { current: HTMLElement | null }, actions: KitchenKeyActions): void {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });

  // A framed ticket that leaves (bumped, completed) hands the frame to the one that takes its place.
  const lastIndex = useRef(0);
  const { ticketIds, focusedId, setFocusedId } = actions;
  useEffect(() => {
    if (focusedId === null) return;
    const index = ticketIds.indexOf(focusedId);
    if (index >= 0) lastIndex.current = index;
    else setFocusedId(ticketIds[Math.min(lastIndex.current, ticketIds.length - 1)] ?? null);
  }, [ticketIds, focusedId, setFocusedId]);

  useEffect(() => {
    /** Focus last put on a button by a tap (a touch screen with a bump bar): Enter then still bumps. */
    let isPointerFocus = false;
    const handlePointerDown = () => {
      isPointerFocus = true;
    };
    function handleKeyDown(event: KeyboardEvent) {
      const { key } = event;
      if (key === 'Tab') isPointerFocus = false;
      if (
        !CLAIMED_KEYS.has(key) ||
        event.defaultPrevented ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        isTypingTarget(event.target)
      )
        return;
      if (key === 'Enter' && event.target instanceof HTMLElement && event.target.closest('button,a') && !isPointerFocus) return;
      event.preventDefault();
      runKitchenKey(key, boardRef.current, latest.current);
    }
    window.addEventListener('keydown', handleKeyDown);
    window.addEventListener('pointerdown', handlePointerDown, true);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      window.removeEventListener('pointerdown', handlePointerDown, true);
    };
  }, [boardRef]);
}
