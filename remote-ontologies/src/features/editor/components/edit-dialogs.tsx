import { useState } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import {
  CLASS_KINDS,
  classKind,
  propertyTypeSchema,
  type ClassKind,
  type OntologyClass,
  type OntologyModification,
  type OntologyProperty,
  type OntologyRelation,
  type PropertyType,
} from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import {
  changed,
  DescriptionField,
  FlagField,
  fromLines,
  isIdentifier,
  ItemDialog,
  LinesField,
  NameField,
  SelectField,
  TextField,
  toLines,
  type ApplyModifications,
} from './item-dialog';
import { MentionTester, PatternsField, patternProblems } from './pattern-helper';

type DialogProps = { onClose: () => void; apply: ApplyModifications };

/**
 * Edits a class: rename plus label, description, aliases, examples and patterns; patterns are
 * checked as typed, one is suggested from examples sharing a layout, and both can be tried on a
 * pasted passage.
 */
export function ClassDialog({
  ontologyClass,
  onClose,
  apply,
}: DialogProps & { ontologyClass: OntologyClass }) {
  const { t } = useTranslation('ontologies');
  const [name, setName] = useState(ontologyClass.name);
  const [label, setLabel] = useState(ontologyClass.label);
  const [description, setDescription] = useState(ontologyClass.description);
  const [aliases, setAliases] = useState(toLines(ontologyClass.aliases));
  const [examples, setExamples] = useState(toLines(ontologyClass.examples));
  const [patterns, setPatterns] = useState(toLines(ontologyClass.patterns));
  // A class without a kind shows the one its words suggest; choosing it again writes nothing.
  const shownKind = ontologyClass.kind ?? classKind(ontologyClass);
  const [kind, setKind] = useState<ClassKind>(shownKind);
  const exampleList = fromLines(examples);
  const patternList = fromLines(patterns);
  const build = (): OntologyModification[] | null => {
    if (!isIdentifier(name) || label.trim() === '') return null;
    if (patternProblems(patternList).length > 0) return null;
    const changes = changed(ontologyClass, {
      label: label.trim(),
      ...(kind !== shownKind ? { kind } : {}),
      description: description.trim(),
      aliases: fromLines(aliases),
      examples: exampleList,
      patterns: patternList,
    });
    const operations: OntologyModification[] = [];
    if (Object.keys(changes).length > 0) {
      operations.push({ op: 'update_class', class_name: ontologyClass.name, changes });
    }
    if (name !== ontologyClass.name) {
      operations.push({ op: 'rename_class', class_name: ontologyClass.name, new_name: name });
    }
    return operations;
  };
  return (
    <ItemDialog
      title={t('editor.editClassTitle', { name: ontologyClass.name })}
      onClose={onClose}
      build={build}
      apply={apply}
    >
      <NameField label={t('editor.fields.name')} value={name} onChange={setName} />
      <TextField label={t('editor.fields.label')} value={label} onChange={setLabel} required />
      <SelectField
        label={t('editor.fields.kind')}
        help={t(ontologyClass.kind ? 'editor.help.kind' : 'editor.help.kindInferred')}
        value={kind}
        onChange={(value) => setKind(value as ClassKind)}
        options={CLASS_KINDS}
        optionLabel={(option) => t(`editor.kinds.${option}`)}
      />
      <DescriptionField value={description} onChange={setDescription} />
      <LinesField
        label={t('editor.fields.aliases')}
        help={t('editor.help.aliases')}
        value={aliases}
        onChange={setAliases}
      />
      <LinesField
        label={t('editor.fields.examples')}
        help={t('editor.help.examples')}
        value={examples}
        onChange={setExamples}
      />
      <PatternsField
        value={patterns}
        onChange={setPatterns}
        patterns={patternList}
        examples={exampleList}
      />
      <MentionTester examples={exampleList} patterns={patternList} />
    </ItemDialog>
  );
}

/** Edits a property of a class: rename, type, description and its three flags. */
export function PropertyDialog({
  className,
  property,
  onClose,
  apply,
}: DialogProps & { className: string; property: OntologyProperty }) {
  const { t } = useTranslation('ontologies');
  const [name, setName] = useState(property.name);
  const [type, setType] = useState<PropertyType>(property.type);
  const [description, setDescription] = useState(property.description);
  const [required, setRequired] = useState(property.required);
  const [multiple, setMultiple] = useState(property.multiple);
  const [identifying, setIdentifying] = useState(property.identifying);
  const build = (): OntologyModification[] | null => {
    if (!isIdentifier(name)) return null;
    const changes = changed(property, {
      type,
      description: description.trim(),
      required,
      multiple,
      identifying,
    });
    const operations: OntologyModification[] = [];
    const target = { class_name: className, property_name: property.name };
    if (Object.keys(changes).length > 0) {
      operations.push({ op: 'update_property', ...target, changes });
    }
    if (name !== property.name) {
      operations.push({ op: 'rename_property', ...target, new_name: name });
    }
    return operations;
  };
  return (
    <ItemDialog
      title={t('editor.editPropertyTitle', { className, name: property.name })}
      onClose={onClose}
      build={build}
      apply={apply}
    >
      <NameField label={t('editor.fields.name')} value={name} onChange={setName} />
      <SelectField
        label={t('columns.type')}
        value={type}
        onChange={(value) => setType(value as PropertyType)}
        options={propertyTypeSchema.options}
      />
      <DescriptionField value={description} onChange={setDescription} />
      <Stack gap="2" role="group" aria-label={t('editor.flags')}>
        <FlagField
          label={t('editor.flagHelp.required')}
          checked={required}
          onChange={setRequired}
        />
        <FlagField
          label={t('editor.flagHelp.multiple')}
          checked={multiple}
          onChange={setMultiple}
        />
        <FlagField
          label={t('editor.flagHelp.identifying')}
          checked={identifying}
          onChange={setIdentifying}
        />
      </Stack>
    </ItemDialog>
  );
}

/** Edits a relation: rename, its two ends, description and cues. */
export function RelationDialog({
  relation,
  classNames,
  onClose,
  apply,
}: DialogProps & { relation: OntologyRelation; classNames: string[] }) {
  const { t } = useTranslation('ontologies');
  const [name, setName] = useState(relation.name);
  const [source, setSource] = useState(relation.source);
  const [target, setTarget] = useState(relation.target);
  const [description, setDescription] = useState(relation.description);
  const [cues, setCues] = useState(toLines(relation.cues));
  const build = (): OntologyModification[] | null => {
    if (!isIdentifier(name)) return null;
    const changes = changed(relation, {
      source,
      target,
      description: description.trim(),
      cues: fromLines(cues),
    });
    const operations: OntologyModification[] = [];
    if (Object.keys(changes).length > 0) {
      operations.push({ op: 'update_relation', relation_name: relation.name, changes });
    }
    if (name !== relation.name) {
      operations.push({ op: 'rename_relation', relation_name: relation.name, new_name: name });
    }
    return operations;
  };
  return (
    <ItemDialog
      title={t('editor.editRelationTitle', { name: relation.name })}
      onClose={onClose}
      build={build}
      apply={apply}
    >
      <NameField label={t('editor.fields.name')} value={name} onChange={setName} />
      <HStack gap="3" align="start" wrap="wrap">
        <SelectField
          label={t('columns.source')}
          value={source}
          onChange={setSource}
          options={classNames}
        />
        <SelectField
          label={t('columns.target')}
          value={target}
          onChange={setTarget}
          options={classNames}
        />
      </HStack>
      <DescriptionField value={description} onChange={setDescription} />
      <LinesField
        label={t('columns.cues')}
        help={t('editor.help.cues')}
        value={cues}
        onChange={setCues}
      />
    </ItemDialog>
  );
}
