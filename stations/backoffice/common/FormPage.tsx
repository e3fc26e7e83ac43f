// Spec 2.13, 5, 7 and 8: the one-form page the settings share (Store Details, Print Settings): a heading, the
// stored values loaded with spec 8's details text on failure, a form named after the page with one Save, and the
// values loaded again once saved. The page brings its fields and what Save sends.
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { Button } from '../../../shared/ui/Button';
import { form as formClass } from '../../../shared/ui/forms/form.css';
import { useLoad } from '../../../shared/ui/useLoad';
import * as css from './common.css';
import { LoadView, SectionHeader } from './Section';

export interface FormPageProps<Data> {
  title: string;
  description: string;
  load: () => Promise<Data>;
  /** The form for the loaded values; `onSaved` loads them again. Drawn anew for each load. */
  renderForm: (data: Data, onSaved: () => Promise<void>) => ReactNode;
}

export function FormPage<Data>({ title, description, load, renderForm }: FormPageProps<Data>) {
  const { state, reload } = useLoad(load);
  return (
    <>
      <SectionHeader title={title} description={description} />
      <LoadView state={state} errorText={ERROR_DEFAULTS.detailsLoad}>
        {/* Keyed by the loaded values, so the fields start again from what was saved. */}
        {(data) => <Fragment key={JSON.stringify(data)}>{renderForm(data, reload)}</Fragment>}
      </LoadView>
    </>
  );
}

export interface SettingsFormProps {
  /** The form's accessible name (the page's title). */
  label: string;
  /** Runs the spec checks and the call, with their toasts; true when saved (see saveChecked). */
  save: () => Promise<boolean>;
  onSaved: () => Promise<void>;
  /** A heading inside the panel, over the fields (the menu item's 'Edit Item'). */
  heading?: string;
  /** The panel's own class (instead of the settings forms' width). */
  panelClassName?: string;
  children: ReactNode;
}

/** A settings form in its panel: Save is disabled while the call runs. */
export function SettingsForm({ label, save, onSaved, heading, panelClassName = css.formPanel, children }: SettingsFormProps) {
  const [isBusy, setIsBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    const isSaved = await save();
    setIsBusy(false);
    if (isSaved) await onSaved();
  }

  return (
    <form className={[css.panel, panelClassName].join(' ')} noValidate onSubmit={handleSubmit} aria-label={label}>
      {heading ? <h3 className={css.panelHeading}>{heading}</h3> : null}
      <div className={formClass}>
        {children}
        <div className={css.formActions}>
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
