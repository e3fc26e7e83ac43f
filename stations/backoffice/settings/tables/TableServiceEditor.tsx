// Settings › Tables, seats and courses (a lazy chunk of the back office, beside the floor plan): seat numbers per line
// (off, optional, required), the store's courses in serving order (one per line), and auto-fire after the previous
// course's bump. Saved together; the POS reads them with its init.
import { useState } from 'react';
import { getTableServiceSettings, saveTableServiceSettings } from '../../../../shared/api/floor';
import { tableServiceSettingsBody, type TableServiceSettingsBody } from '../../../../shared/contract/floor';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { Button } from '../../../../shared/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../../../shared/ui/forms/Field';
import { ErrorState, Loading } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import { SectionHeader } from '../../common/Section';
import { saveChecked } from '../../common/feedback';
import * as css from './floorPlan.css';

export function TableServiceEditor() {
  const { state, reload } = useLoad(getTableServiceSettings);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState message={ERROR_DEFAULTS.dataLoad} onRetry={reload} />;
  return <TableServiceForm settings={state.data} onSaved={reload} />;
}

function TableServiceForm({ settings, onSaved }: { settings: TableServiceSettingsBody; onSaved: () => void }) {
  const [seatNumbers, setSeatNumbers] = useState<string>(settings.seatNumbers);
  const [courses, setCourses] = useState(settings.courses.join('\n'));
  const [autoFire, setAutoFire] = useState(settings.autoFireMinutes === null ? '' : String(settings.autoFireMinutes));

  async function handleSave() {
    const input = {
      seatNumbers,
      courses: courses
        .split('\n')
        .map((name) => name.trim())
        .filter(Boolean),
      autoFireMinutes: autoFire.trim() === '' ? null : Number(autoFire),
    };
    if (await saveChecked(tableServiceSettingsBody, input, saveTableServiceSettings)) onSaved();
  }

  return (
    <section className={css.editor} aria-labelledby="table-service-title">
      <SectionHeader
        title="Seats and courses"
        documentTitle="Tables"
        description="Seat numbers on each line of a table's order, the courses served in order, and auto-fire."
      />
      <div className={css.side}>
        <SelectField
          label="Seat numbers"
          value={seatNumbers}
          onValueChange={setSeatNumbers}
          options={[
            { value: 'off', label: 'Off' },
            { value: 'optional', label: 'Optional (Shared allowed)' },
            { value: 'required', label: 'Required on every line' },
          ]}
        />
        <TextAreaField
          label="Courses"
          hint="In serving order, one a line (e.g. Starters, Mains, Desserts); none: the POS sends whole orders and offers no course."
          rows={4}
          value={courses}
          onValueChange={setCourses}
        />
        <TextField
          label="Auto-fire after the previous course's bump (minutes, empty: off)"
          inputMode="numeric"
          value={autoFire}
          onValueChange={setAutoFire}
        />
        <Button onClick={() => void handleSave()}>Save seats and courses</Button>
      </div>
    </section>
  );
}
