// Brigade's own lint rules (oxlint JS plugin, loaded by .oxlintrc.json `jsPlugins`).
//
// no-hand-conversion: money is integer minor units and percentages integer basis points inside Brigade; the wire's
// decimals and percents come and go through shared/domain/money/money.ts (toDecimalAmount, decodeDecimalAmount,
// formatAmount…) and shared/domain/money/basisPoints.ts (toPercent, decodePercent, shareAt…), the only files where the
// exponent is written. A `* 100` or `/ 100` anywhere else is a conversion by hand (a percent read as basis points, a
// decimal read as cents) that would drift from the one place when it changes.
//
// no-issue-comments: a comment says why the code is as it is. Which issue brought it is history, kept in
// docs/decisions.md and the commit message; a comment that cites one goes stale the day the code changes and
// sends a newcomer to a tracker instead of explaining. Flagged: the word issue(s), PR or pull request followed by a
// number (with or without "#"), and a "#" number standing alone as a reference: in parentheses, after "see", or
// opening a comment line. Order tokens and document numbers ("Order #7", "Invoice #12") are Brigade's own words and
// pass, as do colours (3, 4, 6 or 8 digits), ids and anchors glued to a word or a path, and "spec 4.2".
const MESSAGE =
  'Convert money and percentages through shared/domain/money/money.ts or shared/domain/money/basisPoints.ts (toDecimalAmount, decodeDecimalAmount, toPercent, decodePercent, shareAt), not by hand with * 100 or / 100.';

const ISSUE_MESSAGE =
  'A comment says why the code is as it is; the issue that brought it belongs in docs/decisions.md and the commit message.';
const CITES_ISSUE = /\b(issues?|PR|pull request)\s*#?\d+/i;
const HASH_REFERENCE = /(\(|\bsee\s+|^[\s*]*)#(\d+)(?![\w-])/gim;
const COLOUR_DIGITS = new Set([3, 4, 6, 8]);

/** True when a comment's text cites an issue or pull request by number. */
function citesIssue(text) {
  if (CITES_ISSUE.test(text)) return true;
  return [...text.matchAll(HASH_REFERENCE)].some((match) => !COLOUR_DIGITS.has(match[2].length));
}

const isHundred = (node) => node.type === 'Literal' && node.value === 100;

export default {
  meta: { name: 'brigade' },
  rules: {
    'no-hand-conversion': {
      create(context) {
        return {
          BinaryExpression(node) {
            if (node.operator === '/' && isHundred(node.right)) context.report({ node, message: MESSAGE });
            if (node.operator === '*' && (isHundred(node.right) || isHundred(node.left))) context.report({ node, message: MESSAGE });
          },
          AssignmentExpression(node) {
            if ((node.operator === '/=' || node.operator === '*=') && isHundred(node.right)) context.report({ node, message: MESSAGE });
          },
        };
      },
    },
    'no-issue-comments': {
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (citesIssue(comment.value)) context.report({ loc: comment.loc, message: ISSUE_MESSAGE });
            }
          },
        };
      },
    },
  },
};
