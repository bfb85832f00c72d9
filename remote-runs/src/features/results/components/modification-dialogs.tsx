import { useState } from 'react';
import { Checkbox, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ExtractedEntity, OntologyProperty, PropertyValue } from '@ontoloom/contract';
import { FormDialog, TextField, useDialogState } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import type { RunAction } from '../../../api/use-run-mutations';

export type ModificationDialogProps = {
  entity: ExtractedEntity | null;
  onClose: () => void;
  onSubmit: (action: RunAction) => void;
  pending: boolean;
  error?: string;
};

export function RenameDialog({
  entity,
  onClose,
  onSubmit,
  pending,
  error,
}: ModificationDialogProps) {
  const { t } = useTranslation('runs');
  const [label, setLabel] = useDialogState(entity !== null, () => entity?.label ?? '');
  const [touched, setTouched] = useState(false);
  const invalid = label.trim() === '' || label.trim().length > 500;
  return (
    <FormDialog
      open={entity !== null}
      onClose={onClose}
      title={t('results.rename.title', { label: entity?.label ?? '' })}
      submitLabel={t('results.rename.submit')}
      pending={pending}
      error={error}
      onSubmit={() => {
        setTouched(true);
        if (!invalid && entity)
          onSubmit({ type: 'rename', entity_id: entity.id, label: label.trim() });
      }}
    >
      <TextField
        label={t('results.rename.label')}
        name="label"
        value={label}
        onChange={setLabel}
        error={touched && invalid ? t('results.rename.error') : undefined}
      />
    </FormDialog>
  );
}

const parseValue = (text: string, type: OntologyProperty['type'] | undefined): PropertyValue => {
  if (type === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (type === 'boolean' && ['true', 'false'].includes(text.trim().toLowerCase())) {
    return text.trim().toLowerCase() === 'true';
  }
  return text;
};

export type EditDialogProps = ModificationDialogProps & {
  /** The class's properties in the ontology version (values of others are kept as they are). */
  properties: OntologyProperty[];
};

/** One text box per property, one value per line; only changed properties are sent. */
export function EditDialog({
  entity,
  properties,
  onClose,
  onSubmit,
  pending,
  error,
}: EditDialogProps) {
  const { t } = useTranslation('runs');
  const names = [
    ...new Set([
      ...properties.map((property) => property.name),
      ...Object.keys(entity?.properties ?? {}),
    ]),
  ];
  const initial = () =>
    Object.fromEntries(
      names.map((name) => [name, (entity?.properties[name] ?? []).map(String).join('\n')]),
    );
  const [values, setValues] = useDialogState(entity !== null, initial);
  const submit = () => {
    if (!entity) return;
    const original = initial();
    const changed = Object.fromEntries(
      names
        .filter((name) => (values[name] ?? '') !== original[name])
        .map((name) => {
          const type = properties.find((property) => property.name === name)?.type;
          const lines = (values[name] ?? '')
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean);
          return [name, lines.map((line) => parseValue(line, type))];
        }),
    );
    if (Object.keys(changed).length === 0) {
      onClose();
      return;
    }
    onSubmit({ type: 'edit', entity_id: entity.id, properties: changed });
  };
  return (
    <FormDialog
      open={entity !== null}
      onClose={onClose}
      title={t('results.edit.title', { label: entity?.label ?? '' })}
      submitLabel={t('results.edit.submit')}
      pending={pending}
      error={error}
      onSubmit={submit}
      size="lg"
    >
      <Text textStyle="sm" color="fg.muted">
        {t('results.edit.help')}
      </Text>
      {names.map((name) => (
        <Field.Root key={name}>
          <Field.Label>{name}</Field.Label>
          <Textarea
            name={name}
            rows={2}
            value={values[name] ?? ''}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        </Field.Root>
      ))}
    </FormDialog>
  );
}

/** Picks the sources that become a new entity; the others stay with this one. */
export function SplitDialog({
  entity,
  onClose,
  onSubmit,
  pending,
  error,
}: ModificationDialogProps) {
  const { t } = useTranslation('runs');
  const [moved, setMoved] = useDialogState<ReadonlySet<number>>(entity !== null, () => new Set());
  const [touched, setTouched] = useState(false);
  const count = entity?.provenance.length ?? 0;
  const invalid = moved.size === 0 || moved.size === count;
  return (
    <FormDialog
      open={entity !== null}
      onClose={onClose}
      title={t('results.split.title', { label: entity?.label ?? '' })}
      submitLabel={t('results.split.submit')}
      pending={pending}
      error={error ?? (touched && invalid ? t('results.split.error') : undefined)}
      onSubmit={() => {
        setTouched(true);
        if (invalid || !entity) return;
        const indexes = entity.provenance.map((_, index) => index);
        onSubmit({
          type: 'split',
          entity_id: entity.id,
          groups: [indexes.filter((index) => !moved.has(index)), [...moved].sort((a, b) => a - b)],
        });
      }}
      size="lg"
    >
      <Text textStyle="sm" color="fg.muted">
        {t('results.split.help')}
      </Text>
      <Stack gap="2">
        {entity?.provenance.map((source, index) => (
          <Checkbox.Root
            key={index}
            alignItems="start"
            checked={moved.has(index)}
            onCheckedChange={(details) => {
              const next = new Set(moved);
              if (details.checked === true) next.add(index);
              else next.delete(index);
              setMoved(next);
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">
              {t('results.quote', { text: source.text })}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </FormDialog>
  );
}

export type MergeDialogProps = Omit<ModificationDialogProps, 'entity'> & {
  entities: ExtractedEntity[] | null;
};

/** Merges the selected entities of one class, keeping the label the user picks. */
export function MergeDialog({ entities, onClose, onSubmit, pending, error }: MergeDialogProps) {
  const { t } = useTranslation('runs');
  const [label, setLabel] = useDialogState(entities !== null, () => entities?.[0]?.label ?? '');
  const classes = new Set(entities?.map((entity) => entity.class_name));
  const mixed = classes.size > 1;
  return (
    <FormDialog
      open={entities !== null}
      onClose={onClose}
      title={t('results.merge.title', { total: entities?.length ?? 0 })}
      submitLabel={t('results.merge.submit')}
      pending={pending}
      submitDisabled={mixed}
      error={error ?? (mixed ? t('results.merge.mixed') : undefined)}
      onSubmit={() =>
        entities &&
        onSubmit({ type: 'merge', entity_ids: entities.map((entity) => entity.id), label })
      }
    >
      <RadioGroup.Root value={label} onValueChange={(details) => setLabel(details.value ?? '')}>
        <Text textStyle="sm" fontWeight="medium" mb="2" id="merge-label">
          {t('results.merge.keep')}
        </Text>
        <Stack gap="2" role="presentation" aria-labelledby="merge-label">
          {[...new Set(entities?.map((entity) => entity.label))].map((value) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{value}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </FormDialog>
  );
}
