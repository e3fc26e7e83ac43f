// Brigade's own lint rules (oxlint JS plugin, loaded by .oxlintrc.json `jsPlugins`).
//
// no-hand-conversion: money is integer minor units and percentages integer basis points inside Brigade; the wire's
// decimals and percents come and go through shared/domain/money.ts (toDecimalAmount, decodeDecimalAmount,
// formatAmount…) and shared/domain/basisPoints.ts (toPercent, decodePercent, shareAt…), the only files where the
// exponent is written. A `* 100` or `/ 100` anywhere else is a conversion by hand (a percent read as basis points, a
// decimal read as cents) that would drift from the one place when it changes.
const MESSAGE =
  'Convert money and percentages through shared/domain/money.ts or shared/domain/basisPoints.ts (toDecimalAmount, decodeDecimalAmount, toPercent, decodePercent, shareAt), not by hand with * 100 or / 100.';

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
  },
};
