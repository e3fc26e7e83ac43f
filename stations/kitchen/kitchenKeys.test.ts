// Where the arrow keys move the focus frame, over tickets laid out in columns (oldest first, top to
// bottom, then the next column).
import { describe, expect, it } from 'vitest';
import { cardInDirection } from './kitchenKeys';

// Two columns: 0 and 1 in the first (x 0), 2, 3 and 4 in the second (x 400).
const boxes = [
  { left: 0, top: 0 },
  { left: 0, top: 300 },
  { left: 400, top: 0 },
  { left: 400, top: 200 },
  { left: 400, top: 500 },
];

describe('cardInDirection', () => {
  it('moves up and down inside a column, and on to the next or previous column at its end', () => {
    expect(cardInDirection(boxes, 0, 'ArrowDown')).toBe(1);
    expect(cardInDirection(boxes, 1, 'ArrowDown')).toBe(2);
    expect(cardInDirection(boxes, 2, 'ArrowUp')).toBe(1);
    expect(cardInDirection(boxes, 3, 'ArrowUp')).toBe(2);
    expect(cardInDirection(boxes, 4, 'ArrowDown')).toBe(-1);
    expect(cardInDirection(boxes, 0, 'ArrowUp')).toBe(-1);
  });

  it('moves left and right to the nearest column, to the card nearest in height', () => {
    expect(cardInDirection(boxes, 1, 'ArrowRight')).toBe(3);
    expect(cardInDirection(boxes, 0, 'ArrowRight')).toBe(2);
    expect(cardInDirection(boxes, 4, 'ArrowLeft')).toBe(1);
    expect(cardInDirection(boxes, 2, 'ArrowRight')).toBe(-1);
  });

  it('frames the first card when none is framed yet', () => {
    expect(cardInDirection(boxes, -1, 'ArrowDown')).toBe(0);
    expect(cardInDirection([], -1, 'ArrowDown')).toBe(-1);
  });
});
