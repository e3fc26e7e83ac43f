// @ts-nocheck: a lint fixture that breaks a rule on purpose (tests/architecture/lintRules.test.ts).
// expect brigade(no-issue-comments): A comment says why the code is as it is; the issue that brought it belongs in docs/decisions.md
// Issue 12: the formatter is made on first use.
export const first = 1;
/** The limit the maintainers suggest (issue #31). */
export const second = 2;
// Split from the form (#20).
export const third = 3;
// Shared by every node (issues 9 and 11).
export const fourth = 4;
/**
 * #42: kept apart, see #7.
 */
export const fifth = 5;
