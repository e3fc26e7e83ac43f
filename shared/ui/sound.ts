// A short two-tone beep for new orders, made with Web Audio (no audio file to load or cache).
// Browsers keep audio suspended until the user interacts with the page, so the first tap or key press
// anywhere unlocks it; `audioState()` tells a screen whether a beep can be heard right now.
// Muting is the caller's choice (the kitchen keeps a persisted mute; see stations/kitchen/kitchenState.ts).

type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | null = null;
let isUnavailable = false;

function audioContext(): AudioContext | null {
  if (context || isUnavailable) return context;
  const scope = globalThis as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Constructor) {
    isUnavailable = true;
    return null;
  }
  try {
    // One context for the page: browsers cap how many a page may open.
    context = new Constructor();
  } catch {
    isUnavailable = true;
  }
  return context;
}

export type AudioState = 'unavailable' | 'blocked' | 'ready';

export function audioState(): AudioState {
  const current = audioContext();
  if (!current) return 'unavailable';
  return current.state === 'running' ? 'ready' : 'blocked';
}

/** Call from a user gesture (a click): lets later beeps play. Resolves to the state afterwards. */
export async function unlockAudio(): Promise<AudioState> {
  const current = audioContext();
  if (!current) return 'unavailable';
  if (current.state !== 'running') {
    try {
      await current.resume();
    } catch {
      // Still blocked: the next gesture tries again.
    }
  }
  return audioState();
}

/** Unlocks audio on the first pointer or key press anywhere; returns the function that stops listening. */
export function unlockAudioOnFirstGesture(): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const handleGesture = () => {
    void unlockAudio().then((state) => {
      if (state !== 'blocked') stop();
    });
  };
  function stop() {
    for (const event of events) window.removeEventListener(event, handleGesture, true);
  }
  for (const event of events) window.addEventListener(event, handleGesture, true);
  return stop;
}

/** A ~0.3 s beep (880 Hz then 1320 Hz). Silent when audio is unavailable or still blocked. */
export function playBeep(volume = 0.25): void {
  const current = audioContext();
  if (!current) return;
  if (current.state !== 'running') {
    // Nodes queued on a suspended context would pile up until it resumes: try to resume, skip this beep.
    void current.resume().catch(() => {});
    return;
  }
  const start = current.currentTime;
  const oscillator = current.createOscillator();
  const gain = current.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(880, start);
  oscillator.frequency.setValueAtTime(1320, start + 0.14);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(Math.max(0.001, Math.min(1, volume)), start + 0.02);
  gain.gain.setValueAtTime(Math.max(0.001, Math.min(1, volume)), start + 0.24);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.32);
  oscillator.connect(gain);
  gain.connect(current.destination);
  oscillator.addEventListener('ended', () => {
    // Nodes are released once disconnected: nothing piles up over a shift of beeps.
    oscillator.disconnect();
    gain.disconnect();
  });
  oscillator.start(start);
  oscillator.stop(start + 0.34);
}
