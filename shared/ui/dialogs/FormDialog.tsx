// A dialog holding one form: the first field takes focus, Enter submits (also from a select or a
// checkbox), Esc and Cancel close, and the submit button is disabled while the call runs (aria-disabled, not
// `disabled`: the browser drops the focus of a disabled button to the page body).
import { useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { actions, body } from './dialog.css';
import { dialogActions, dialogBody, dialogForm, form as formClass } from '../forms/form.css';

const FIRST_FIELD = 'input:not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

export interface FormDialogProps {
  title: string;
  /** Runs the spec checks and the call; the parent closes the dialog when it succeeds. */
  onSubmit: () => void | Promise<void>;
  onClose: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  size?: 'sm' | 'md';
  /** Extra class on the dialog panel (e.g. a wider panel for long forms). */
  className?: string;
  /** The submit button, for a form that goes on after a submission (the next step's focus). */
  submitRef?: RefObject<HTMLButtonElement | null>;
  /** The submit button says it cannot be pressed yet (a rule not met); onSubmit still runs, to say why. */
  isSubmitDisabled?: boolean;
  children: ReactNode;
}

export function FormDialog({
  title,
  onSubmit,
  onClose,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  size = 'md',
  className,
  submitRef,
  isSubmitDisabled = false,
  children,
}: FormDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const isBusyRef = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  // Dialog focuses `initialFocusRef.current` once mounted: resolve it lazily to the form's first
  // editable field (the header's Close button comes first in the DOM otherwise).
  const firstFieldRef = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return formRef.current?.querySelector<HTMLElement>(FIRST_FIELD) ?? null;
      },
    }),
    [],
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusyRef.current) return;
    isBusyRef.current = true;
    setIsBusy(true);
    try {
      await onSubmit();
    } finally {
      isBusyRef.current = false;
      // The parent may have closed (unmounted) the dialog already; React ignores the update then.
      setIsBusy(false);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // Text inputs submit by themselves; selects and checkboxes do not, buttons keep their own action.
    const isSelect = target instanceof HTMLSelectElement;
    const isCheckable = target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
    if (!isSelect && !isCheckable) return;
    event.preventDefault();
    formRef.current?.requestSubmit();
  }

  return (
    <Dialog title={title} onClose={onClose} size={size} className={className} initialFocusRef={firstFieldRef}>
      <form ref={formRef} className={dialogForm} noValidate onSubmit={handleSubmit} onKeyDown={handleKeyDown} aria-label={title}>
        <div className={[body, dialogBody].join(' ')}>
          <div className={formClass}>{children}</div>
        </div>
        <div className={[actions, dialogActions].join(' ')}>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button ref={submitRef} type="submit" aria-disabled={isBusy || isSubmitDisabled} aria-busy={isBusy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
