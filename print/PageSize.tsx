// `@page` for thermal paper: the roll's width (80 mm or 57 mm) and the slip's own length (followed as it
// changes, e.g. when the logo loads), so the printer feeds exactly one receipt instead of an A4 page.
/** @jsxImportSource preact */
import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

const MM_PER_CSS_PX = 25.4 / 96;

export function PageSize({ widthMm, contentRef }: { widthMm: number; contentRef: RefObject<HTMLElement | null> }) {
  const [heightMm, setHeightMm] = useState(297);
  useLayoutEffect(() => {
    const element = contentRef.current;
    if (!element) return;
    const measure = () => {
      const height = element.getBoundingClientRect().height;
      if (height > 0) setHeightMm(Math.ceil(height * MM_PER_CSS_PX) + 2);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [contentRef]);
  return <style>{`@page { size: ${widthMm}mm ${heightMm}mm; margin: 0; }`}</style>;
}
