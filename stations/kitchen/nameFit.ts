// A dish name on the kitchen TV wraps only at spaces, never inside a word (a cook misreads "Bruschett|a"). A name
// that does not fit on one line at the TV's 28 px steps down to 24 px; a word still wider than the room beside the
// line's button puts the button under the name. Read from the layout after each render (boardPages.ts), in
// batches: every name is written, then every name read, so the board is laid out once per step, not per name.
const STEPS_PX = [26, 24];
const TITLE_SELECTOR = 'li[data-mine="true"] [data-name]';

const overflows = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1;

function fitsOneLine(element: HTMLElement): boolean {
  if (overflows(element)) return false;
  const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
  return !(lineHeight > 0) || element.getBoundingClientRect().height < lineHeight * 1.5;
}

export function fitItemNames(board: HTMLElement): void {
  const names = [...board.querySelectorAll<HTMLElement>(TITLE_SELECTOR)];
  for (const name of names) {
    name.style.fontSize = '';
    name.closest('li')?.removeAttribute('data-stacked');
  }
  let pending = names.filter((name) => !fitsOneLine(name));
  for (const step of STEPS_PX) {
    const smaller = pending.filter((name) => Number.parseFloat(getComputedStyle(name).fontSize) > step);
    for (const name of smaller) name.style.fontSize = `${step}px`;
    pending = smaller.filter((name) => !fitsOneLine(name));
  }
  const tooWide = names.filter(overflows);
  for (const name of tooWide) name.closest('li')?.setAttribute('data-stacked', 'true');
}
