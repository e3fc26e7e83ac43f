// A report's or a drawer's few headline facts (till, float, who closed it), label above value, as many to a row as fit.
import type { ReactNode } from 'react';
import * as css from './figures.css';

export function Facts({ children }: { children: ReactNode }) {
  return <dl className={css.facts}>{children}</dl>;
}

export function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={css.fact}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
