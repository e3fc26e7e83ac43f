// Every figure of a period by section, as the report lists them: the POS's X report and the back office's Z report
// (the Z's PDF draws the same lines).
import { type FigureLine, type PeriodFiguresView, periodFigureLines } from '../../domain/drawers';
import { formatMoney } from '../../domain/money/money';
import * as css from './figures.css';

export function FigureTable({ caption, figures, symbol }: { caption?: string; figures: PeriodFiguresView; symbol: string }) {
  const lines = periodFigureLines(figures);
  return (
    <table className={css.figures}>
      {caption ? <caption className={css.section}>{caption}</caption> : null}
      <tbody>
        {lines.map((line, index) => (
          <FigureRow key={index} isFirstOfSection={index === 0 || lines[index - 1]?.section !== line.section} line={line} symbol={symbol} />
        ))}
      </tbody>
    </table>
  );
}

function FigureRow({ line, isFirstOfSection, symbol }: { line: FigureLine; isFirstOfSection: boolean; symbol: string }) {
  return (
    <>
      {isFirstOfSection ? (
        <tr>
          <th colSpan={2} scope="colgroup" className={css.section}>
            {line.section}
          </th>
        </tr>
      ) : null}
      <tr>
        <th scope="row" className={css.label}>
          {line.label}
        </th>
        <td className={css.value}>{line.kind === 'money' ? formatMoney(line.value, symbol) : String(line.value)}</td>
      </tr>
    </>
  );
}
