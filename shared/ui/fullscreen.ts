// The Fullscreen API for the TV stations (kitchen, 'Your Orders'): one element fills the screen, without the
// shell around it. Esc (the browser's own) leaves full screen too.
import { useCallback, useEffect, useState, type RefObject } from 'react';

function isFullscreenSupported(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true;
}

export function useFullscreen(targetRef: RefObject<HTMLElement | null>): {
  isFullscreen: boolean;
  isSupported: boolean;
  toggle: () => void;
} {
  const [isFullscreen, setIsFullscreen] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);

  useEffect(() => {
    const handleChange = () => setIsFullscreen(document.fullscreenElement !== null && document.fullscreenElement === targetRef.current);
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, [targetRef]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => {});
      return;
    }
    void targetRef.current?.requestFullscreen().catch(() => {});
  }, [targetRef]);

  return { isFullscreen, isSupported: isFullscreenSupported(), toggle };
}
