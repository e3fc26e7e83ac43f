// Every figure of a period (the X report's day so far), by section, as the Z report lists them.
import { type PeriodFiguresView, periodFigureLines } from '../../../shared/domain/drawers';
import { formatMoney } from '../../../shared/domain/money/money';
import * as css from './drawer.css';

export function FigureTable({ caption, figures, symbol }: { caption: string; figures: PeriodFiguresView; symbol: string }) {
  const lines = periodFigureLines(figures);
  return (
    <table className={css.figures}>
      <caption className={css.figureSection}>{caption}</caption>
      <tbody>
        {lines.map((line, index) => (
          <FigureRow key={index} isFirstOfSection={index === 0 || lines[index - 1]?.section !== line.section} line={line} symbol={symbol} />
        ))}
      </tbody>
    </table>
  );
}

function FigureRow({
  line,
  isFirstOfSection,
  symbol,
}: {
  line: ReturnType<typeof periodFigureLines>[number];
  isFirstOfSection: boolean;
  symbol: string;
}) {
  const value = line.kind === 'money' ? formatMoney(line.value, symbol) : String(line.value);
  return (
    <>
      {isFirstOfSection ? (
        <tr>
          <th colSpan={2} scope="colgroup" className={css.figureSection}>
            {line.section}
          </th>
        </tr>
      ) : null}
      <tr>
        <th scope="row" className={css.cell}>
          {line.label}
        </th>
        <td className={css.amountCell}>{value}</td>
      </tr>
    </>
  );
}
