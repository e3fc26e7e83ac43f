import { style } from '@vanilla-extract/css';

/** Visually hidden but read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
  // A table keeps the width of its content whatever its width says, and pushed a phone's page sideways: as a block
  // its 1px box clips it (Chromium and Firefox still read it as a table).
  selectors: { 'table&': { display: 'block' } },
});
