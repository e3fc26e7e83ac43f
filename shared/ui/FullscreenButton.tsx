// The TV stations' Full screen / Exit full screen button (kitchen and 'Your Orders'); nothing where the browser
// has no Fullscreen API.
import type { RefObject } from 'react';
import { Button } from './Button';
import { useFullscreen } from './fullscreen';

export function FullscreenButton({ targetRef, className }: { targetRef: RefObject<HTMLElement | null>; className?: string }) {
  const fullscreen = useFullscreen(targetRef);
  if (!fullscreen.isSupported) return null;
  return (
    <Button variant="secondary" icon={fullscreen.isFullscreen ? 'shrink' : 'expand'} className={className} onClick={fullscreen.toggle}>
      {fullscreen.isFullscreen ? 'Exit full screen' : 'Full screen'}
    </Button>
  );
}
