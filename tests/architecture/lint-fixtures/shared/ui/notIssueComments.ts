// @ts-nocheck: a lint fixture that must lint clean (tests/architecture/lintRules.test.ts).
// expect no diagnostics
// Colours are hex (#fff, #000, #333333, #1a2b3c80, (#000)), ids are CSS (#root, #app-3), anchors sit in URLs
// (https://example.com/docs#12, https://github.com/timolins/react-hot-toast/issues/31), entities are &#123;;
// and the spec is cited by section (spec 4.2, spec 5.3, 7 Realtime). Round 2 of the totals is not an issue.
export const ink = '#000';
/** One line a person reads ("Voided order #12: customer left"); `Order #7 is` / `Orders #7, #9 are`. */
export const paper = '#fff';
/* The document's own heading ('Invoice #12'), token #5 of the day. */
export const heading = 'Invoice #12';
