// The item's modifier groups (beside spec 2.13's variants and addons): the groups it offers in order (move, remove),
// an existing group added, and a group's editor (its rule and choices, each choice's kind, price change, default and
// the group it opens). A group is shared: editing it changes it on every item that offers it. Loaded on demand.
import { useState } from 'react';
import {
  addModifierGroup,
  deleteModifierGroup,
  listModifierGroups,
  setItemModifierGroups,
  updateModifierGroup,
} from '../../../../shared/api/modifiers';
import { type ModifierGroupDto, modifierGroupBody } from '../../../../shared/contract/modifiers';
import { MODIFIER_KIND_LABELS, MODIFIER_KINDS, groupRule } from '../../../../shared/domain/modifiers';
import { Button, IconButton } from '../../../../shared/ui/Button';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';
import { Checkbox, NumberField, SelectField, Switch, TextField } from '../../../../shared/ui/forms/Field';
import { Badge, ErrorState, Loading } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import * as css from '../../common/common.css';
import { checkedInput, runAction } from '../../common/feedback';
import { amountText, formatPrice } from '../../common/money';
import * as menuCss from './menu.css';

interface Props {
  itemId: number;
  currency: string;
}

export function ModifierGroupsPanel({ itemId, currency }: Props) {
  const { state, reload } = useLoad(() => listModifierGroups(), itemId);
  const [editing, setEditing] = useState<ModifierGroupDto | 'new' | null>(null);
  const [toAdd, setToAdd] = useState('');
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState message="Could not load the modifier groups." />;
  const { modifierGroups, itemGroups } = state.data;
  const byId = new Map(modifierGroups.map((group) => [group.id, group]));
  const offered = (itemGroups.find((entry) => entry.itemId === itemId)?.groupIds ?? []).flatMap((id) => byId.get(id) ?? []);
  const others = modifierGroups.filter((group) => !offered.some((candidate) => candidate.id === group.id));
  const sharedBy = (groupId: number) => itemGroups.filter((entry) => entry.groupIds.includes(groupId)).length;

  async function saveOrder(ids: number[]) {
    if (await runAction(() => setItemModifierGroups(itemId, ids))) await reload();
  }
  const ids = offered.map((group) => group.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    void saveOrder(next);
  };

  return (
    <section className={css.panel} aria-label="Modifier groups">
      <div className={menuCss.optionsHeader}>
        <h3 className={menuCss.modifierHeading}>Modifier groups</h3>
        <span className={menuCss.optionsCount}>
          <Badge tone={offered.length > 0 ? 'brand' : 'neutral'}>{offered.length}</Badge>
          <Button variant="secondary" icon="plus" onClick={() => setEditing('new')}>
            New Group
          </Button>
        </span>
      </div>
      <div className={menuCss.optionsBody}>
        {offered.length === 0 ? <p className={menuCss.emptyOptions}>This item offers no modifier groups.</p> : null}
        <ol className={menuCss.optionList} aria-label="Groups this item offers">
          {offered.map((group, index) => (
            <li key={group.id} className={menuCss.optionRow}>
              <span className={menuCss.optionTitle}>
                {group.name} <span className={menuCss.modifierRule}>{groupRule(ruleOf(group))}</span>
                <span className={menuCss.modifierChoices}>{group.choices.map((choice) => choiceLabel(choice, currency)).join(' · ')}</span>
              </span>
              <span className={menuCss.optionActions}>
                <Button variant="secondary" aria-label={`Move ${group.name} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Move ${group.name} down`}
                  disabled={index === offered.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
                <IconButton icon="edit" label={`Edit ${group.name}`} onClick={() => setEditing(group)} />
                <IconButton
                  icon="close"
                  label={`Remove ${group.name} from this item`}
                  onClick={() => void saveOrder(ids.filter((id) => id !== group.id))}
                />
              </span>
            </li>
          ))}
        </ol>
        {others.length > 0 ? (
          <div className={menuCss.modifierAdd}>
            <SelectField
              label="Offer another group"
              value={toAdd}
              onValueChange={setToAdd}
              placeholder="Select a group"
              options={others.map((group) => ({ value: String(group.id), label: `${group.name} (${groupRule(ruleOf(group))})` }))}
            />
            <Button
              variant="secondary"
              disabled={toAdd === ''}
              onClick={() => void saveOrder([...ids, Number(toAdd)]).then(() => setToAdd(''))}
            >
              Add to Item
            </Button>
          </div>
        ) : null}
      </div>
      {editing ? (
        <GroupDialog
          group={editing === 'new' ? null : editing}
          groups={modifierGroups}
          sharedBy={editing === 'new' ? 0 : sharedBy(editing.id)}
          onClose={() => setEditing(null)}
          onSaved={async (newId) => {
            setEditing(null);
            if (newId !== null) await saveOrder([...ids, newId]);
            else await reload();
          }}
          onDeleted={async () => {
            setEditing(null);
            await reload();
          }}
        />
      ) : null}
    </section>
  );
}

const ruleOf = (group: ModifierGroupDto) => ({
  isRequired: group.is_required,
  minChoices: group.min_choices,
  maxChoices: group.max_choices,
  freeChoices: group.free_choices,
});

function choiceLabel(choice: ModifierGroupDto['choices'][number], currency: string): string {
  const kind = MODIFIER_KIND_LABELS[choice.kind];
  const price =
    choice.price_change === 0 ? '' : ` ${choice.price_change > 0 ? '+' : '−'}${formatPrice(Math.abs(choice.price_change), currency)}`;
  return `${kind ? `${kind} ` : ''}${choice.name}${price}${choice.is_default ? ' (default)' : ''}`;
}

interface ChoiceDraft {
  id: number | null;
  name: string;
  kind: (typeof MODIFIER_KINDS)[number];
  priceChange: string;
  isDefault: boolean;
  childGroupId: string;
}

interface GroupDialogProps {
  group: ModifierGroupDto | null;
  groups: readonly ModifierGroupDto[];
  sharedBy: number;
  onClose: () => void;
  onSaved: (newId: number | null) => Promise<void>;
  onDeleted: () => Promise<void>;
}

function GroupDialog({ group, groups, sharedBy, onClose, onSaved, onDeleted }: GroupDialogProps) {
  const [name, setName] = useState(group?.name ?? '');
  const [isRequired, setIsRequired] = useState(group?.is_required ?? false);
  const [min, setMin] = useState(String(group?.min_choices ?? 0));
  const [max, setMax] = useState(group?.max_choices === null || group === null ? '' : String(group.max_choices));
  const [free, setFree] = useState(String(group?.free_choices ?? 0));
  const [choices, setChoices] = useState<ChoiceDraft[]>(
    group?.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      kind: choice.kind,
      priceChange: amountText(choice.price_change),
      isDefault: choice.is_default,
      childGroupId: choice.child_group_id === null ? '' : String(choice.child_group_id),
    })) ?? [{ id: null, name: '', kind: 'PLAIN', priceChange: '', isDefault: false, childGroupId: '' }],
  );
  const change = (index: number, patch: Partial<ChoiceDraft>) =>
    setChoices((current) => current.map((choice, at) => (at === index ? { ...choice, ...patch } : choice)));
  const childOptions = groups
    .filter((candidate) => candidate.id !== group?.id)
    .map((candidate) => ({ value: String(candidate.id), label: candidate.name }));

  async function handleSubmit() {
    const body = checkedInput(modifierGroupBody, {
      name,
      isRequired,
      minChoices: Number(min || 0),
      maxChoices: max === '' ? null : Number(max),
      freeChoices: Number(free || 0),
      choices: choices.map((choice) => ({
        id: choice.id,
        name: choice.name,
        kind: choice.kind,
        priceChange: choice.priceChange,
        isDefault: choice.isDefault,
        childGroupId: choice.childGroupId === '' ? null : Number(choice.childGroupId),
      })),
    });
    if (!body) return;
    let newId: number | null = null;
    const isSaved = await runAction(async () => {
      if (group) return updateModifierGroup(group.id, body);
      const added = await addModifierGroup(body);
      newId = Number(added.id);
      return added;
    });
    if (isSaved) await onSaved(newId);
  }

  async function handleDelete() {
    if (group && (await runAction(() => deleteModifierGroup(group.id)))) await onDeleted();
  }

  return (
    <FormDialog title={group ? `Edit ${group.name}` : 'New Modifier Group'} onSubmit={handleSubmit} onClose={onClose}>
      {sharedBy > 1 ? <p className={menuCss.note}>Shared by {sharedBy} items: a change applies to all of them.</p> : null}
      <TextField label="Name" isRequired value={name} onValueChange={setName} maxLength={100} placeholder="Steak temperature" />
      <Switch
        label="Required"
        hint="The POS adds the item only once a choice is made."
        checked={isRequired}
        onCheckedChange={setIsRequired}
      />
      <div className={menuCss.modifierNumbers}>
        <NumberField isInteger label="Minimum" value={min} onValueChange={setMin} />
        <NumberField isInteger label="Maximum" value={max} onValueChange={setMax} placeholder="No limit" />
        <NumberField isInteger label="Free choices" value={free} onValueChange={setFree} />
      </div>
      <fieldset className={menuCss.modifierChoiceList}>
        <legend>Choices</legend>
        {choices.map((choice, index) => (
          <div key={choice.id ?? `new-${index}`} className={menuCss.modifierChoiceRow}>
            <TextField
              label="Choice"
              isRequired
              value={choice.name}
              onValueChange={(value) => change(index, { name: value })}
              maxLength={100}
            />
            <SelectField
              label="Kind"
              value={choice.kind}
              onValueChange={(value) => change(index, { kind: MODIFIER_KINDS.find((kind) => kind === value) ?? 'PLAIN' })}
              options={MODIFIER_KINDS.map((kind) => ({ value: kind, label: MODIFIER_KIND_LABELS[kind] || 'Plain' }))}
            />
            <NumberField
              label="Price change"
              value={choice.priceChange}
              onValueChange={(value) => change(index, { priceChange: value })}
              placeholder="0.00"
            />
            <SelectField
              label="Opens"
              value={choice.childGroupId}
              onValueChange={(value) => change(index, { childGroupId: value })}
              placeholder="Nothing"
              options={childOptions}
            />
            <Checkbox label="Default" checked={choice.isDefault} onCheckedChange={(isOn) => change(index, { isDefault: isOn })} />
            <IconButton
              icon="trash"
              label={`Delete choice ${choice.name || index + 1}`}
              disabled={choices.length === 1}
              onClick={() => setChoices((current) => current.filter((_, at) => at !== index))}
            />
          </div>
        ))}
        <Button
          variant="secondary"
          icon="plus"
          onClick={() =>
            setChoices((current) => [
              ...current,
              { id: null, name: '', kind: 'PLAIN', priceChange: '', isDefault: false, childGroupId: '' },
            ])
          }
        >
          Add Choice
        </Button>
      </fieldset>
      {group ? (
        <Button variant="danger" icon="trash" onClick={() => void handleDelete()}>
          Delete Group
        </Button>
      ) : null}
    </FormDialog>
  );
}
