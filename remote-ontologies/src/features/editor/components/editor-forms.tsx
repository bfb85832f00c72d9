import { useState } from 'react';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import {
  propertyTypeSchema,
  type OntologyModification,
  type PropertyType,
} from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from './item-dialog';

type AddProps = { onAdd: (modification: OntologyModification) => boolean };

// Not <form>s: these sit inside the version form, and forms must not nest.
const submitWith = (add: () => boolean, reset: () => void) => () => {
  if (add()) reset();
};

export function AddClassForm({ onAdd }: AddProps) {
  const { t } = useTranslation('ontologies');
  const [name, setName] = useState('');
  const [label, setLabel] = useState('');
  const onSubmit = submitWith(
    () => onAdd({ op: 'add_class', class: classOf(name.trim(), label.trim() || name.trim()) }),
    () => {
      setName('');
      setLabel('');
    },
  );
  return (
    <HStack align="end" wrap="wrap" gap="2">
      <Field.Root width="auto">
        <Field.Label>{t('editor.className')}</Field.Label>
        <Input size="sm" value={name} onChange={(event) => setName(event.target.value)} />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>{t('editor.classLabel')}</Field.Label>
        <Input size="sm" value={label} onChange={(event) => setLabel(event.target.value)} />
      </Field.Root>
      <Button type="button" size="sm" onClick={onSubmit} disabled={!name.trim()}>
        {t('editor.addClass')}
      </Button>
    </HStack>
  );
}

const classOf = (name: string, label: string) => ({
  name,
  label,
  description: '',
  aliases: [],
  examples: [],
  patterns: [],
  properties: [],
});

export function AddPropertyForm({ onAdd, className }: AddProps & { className: string }) {
  const { t } = useTranslation('ontologies');
  const [name, setName] = useState('');
  const [type, setType] = useState<PropertyType>('string');
  const onSubmit = submitWith(
    () =>
      onAdd({
        op: 'add_property',
        class_name: className,
        property: {
          name: name.trim(),
          type,
          description: '',
          required: false,
          multiple: false,
          identifying: false,
        },
      }),
    () => setName(''),
  );
  return (
    <HStack align="end" wrap="wrap" gap="2">
      <Field.Root width="auto">
        <Field.Label>{t('editor.propertyName', { className })}</Field.Label>
        <Input size="sm" value={name} onChange={(event) => setName(event.target.value)} />
      </Field.Root>
      <SelectField
        size="sm"
        width="36"
        label={t('editor.propertyType', { className })}
        value={type}
        onChange={(value) => setType(value as PropertyType)}
        options={propertyTypeSchema.options}
      />
      <Button type="button" size="sm" onClick={onSubmit} variant="outline" disabled={!name.trim()}>
        {t('editor.addProperty')}
      </Button>
    </HStack>
  );
}

export function AddRelationForm({ onAdd, classNames }: AddProps & { classNames: string[] }) {
  const { t } = useTranslation('ontologies');
  const [name, setName] = useState('');
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const pick = (value: string) => value || classNames[0] || '';
  const onSubmit = submitWith(
    () =>
      onAdd({
        op: 'add_relation',
        relation: {
          name: name.trim(),
          source: pick(source),
          target: pick(target),
          description: '',
          cues: [],
        },
      }),
    () => setName(''),
  );
  const select = (label: string, value: string, set: (value: string) => void) => (
    <SelectField
      size="sm"
      width="40"
      label={label}
      value={pick(value)}
      onChange={set}
      options={classNames}
    />
  );
  return (
    <HStack align="end" wrap="wrap" gap="2">
      <Field.Root width="auto">
        <Field.Label>{t('editor.relationName')}</Field.Label>
        <Input size="sm" value={name} onChange={(event) => setName(event.target.value)} />
      </Field.Root>
      {select(t('columns.source'), source, setSource)}
      {select(t('columns.target'), target, setTarget)}
      <Button
        type="button"
        size="sm"
        onClick={onSubmit}
        disabled={!name.trim() || classNames.length === 0}
      >
        {t('editor.addRelation')}
      </Button>
    </HStack>
  );
}
