// The kitchen header's tools, a lazy chunk the page asks for at its first render (its first
// screen, the tickets, does not wait for it): the station picker, Recall, the key map button, the new-order beep
// (browsers hold audio until the first tap, so any tap on the TV enables it; Mute is kept in the browser; the test
// beep says the sound is on), full screen, the keyboard (useKitchenKeys.ts) and the all-day panel.
import { useEffect, useState, type RefObject } from 'react';
import type { KitchenBoardResponse } from '../../shared/contract/kitchen';
import { playForEach } from '../../shared/realtime/newOrders';
import { useSignals } from '../../shared/state';
import { notifyError } from '../../shared/shell/toast';
import { Button } from '../../shared/ui/Button';
import { FullscreenButton } from '../../shared/ui/FullscreenButton';
import { audioState, playBeep, unlockAudio, unlockAudioOnFirstGesture, type AudioState } from '../../shared/ui/sound';
import { isKitchenMuted, setKitchenMuted } from './kitchenState';
import { type KitchenKeyActions, useKitchenKeys } from './useKitchenKeys';

/** The all-day counts and the page buttons ride in this chunk too: they come a moment after the tickets. */
export { AllDayPanel } from './AllDayPanel';
export { KitchenPager, NewTicketsCue } from './KitchenPager';
import * as css from './kitchen.css';

/** One beep per new order (spaced), unless muted. */
export function beepForNewOrders(count: number): void {
  if (!isKitchenMuted.value) playForEach(count, playBeep);
}

export interface KitchenToolsProps {
  rootRef: RefObject<HTMLElement | null>;
  /** The tickets' list, where the arrow keys move the focus frame. */
  boardRef: RefObject<HTMLElement | null>;
  keys: KitchenKeyActions;
  board: KitchenBoardResponse | null;
  /** Shows another station's screen (a slug; '' for all stations). */
  onStation: (slug: string) => void;
  onShowRecall: () => void;
  onShowKeys: () => void;
}

export function KitchenTools({ rootRef, boardRef, keys, board, onStation, onShowRecall, onShowKeys }: KitchenToolsProps) {
  useSignals();
  useKitchenKeys(boardRef, keys);
  const [sound, setSound] = useState<AudioState>(audioState);

  useEffect(() => {
    const stop = unlockAudioOnFirstGesture();
    const handleGesture = () => setSound(audioState());
    window.addEventListener('pointerup', handleGesture);
    return () => {
      stop();
      window.removeEventListener('pointerup', handleGesture);
    };
  }, []);

  async function handleSoundToggle() {
    const nextMuted = !isKitchenMuted.value;
    setKitchenMuted(nextMuted);
    if (!nextMuted) {
      const state = await unlockAudio();
      setSound(state);
      if (state === 'ready') playBeep();
      else if (state === 'unavailable') notifyError('This browser cannot play sounds.');
    }
  }

  async function handleEnableSound() {
    const state = await unlockAudio();
    setSound(state);
    if (state === 'ready') playBeep();
  }

  const isMuted = isKitchenMuted.value;
  return (
    <>
      {board && board.stations.length > 0 ? (
        <label className={css.stationPicker}>
          {/* Named for screen readers only: the options say what it picks, and the header's row is kept for the pages. */}
          <span className={css.visuallyHidden}>Station</span>
          <select
            className={css.stationSelect}
            value={board.station?.slug ?? ''}
            onChange={(event) => onStation(event.currentTarget.value)}
          >
            <option value="">All stations (expo)</option>
            {board.stations.map((row) => (
              <option key={row.id} value={row.slug}>
                {row.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button variant="secondary" className={css.headerButton} onClick={onShowRecall} aria-haspopup="dialog" disabled={!board}>
        {`Recall (${board?.recall.length ?? 0})`}
      </Button>
      <Button variant="secondary" className={css.headerButton} onClick={onShowKeys} aria-haspopup="dialog" aria-keyshortcuts="?">
        Keys ?
      </Button>
      {!isMuted && sound === 'blocked' ? (
        <Button variant="primary" icon="volume" className={css.headerButton} onClick={() => void handleEnableSound()}>
          Enable sound
        </Button>
      ) : null}
      <Button
        variant="secondary"
        icon={isMuted ? 'volumeOff' : 'volume'}
        className={[css.headerButton, isMuted && css.pressed].filter(Boolean).join(' ')}
        aria-pressed={isMuted}
        title={isMuted ? 'New orders are silent' : 'New orders beep'}
        onClick={() => void handleSoundToggle()}
      >
        Mute
      </Button>
      <FullscreenButton targetRef={rootRef} className={css.headerButton} />
    </>
  );
}
