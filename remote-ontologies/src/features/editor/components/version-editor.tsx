import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  applyOntologyModifications,
  emptyOntologyDocument,
  modificationsBetween,
  ontologyDocumentSchema,
  type Ontology,
  type OntologyDocument,
  type OntologyModification,
  type OntologyVersionDetail,
} from '@ontoloom/contract';
import {
  parseOntologyYaml,
  stringifyOntologyDocument,
  type OntologyYamlError,
} from '@ontoloom/contract/ontology-yaml';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, UnsavedChangesGuard } from '@ontoloom/platform';
import { useNavigate } from 'react-router';
import { useCreateVersion } from '../../../api/use-ontology-mutations';
import { STARTER_TEMPLATE } from '../starter-template';
import { ArchivedOntologyError } from './archived-ontology-error';
import { SaveErrors } from './save-errors';
import { StructuredEditor } from './structured-editor';

// CodeMirror loads with the YAML tab, not with the structured editor.
const YamlEditor = lazy(() =>
  import('./yaml-editor').then((module) => ({ default: module.YamlEditor })),
);

type Mode = 'editor' | 'yaml';

export type VersionEditorProps = {
  ontology: Ontology;
  /** The version edited (edit page) or the latest one (new page); null for a first version. */
  base: OntologyVersionDetail | null;
  defaults: { name: string; description: string };
  initialMode: Mode;
  heading: string;
};

/** versions/new and versions/{id}/edit: a structured editor and a YAML tab, one save. */
export function VersionEditor({
  ontology,
  base,
  defaults,
  initialMode,
  heading,
}: VersionEditorProps) {
  const { t } = useTranslation('ontologies');
  const navigate = useNavigate();
  const create = useCreateVersion(ontology.project_id);
  const ontologyPath = `/projects/${ontology.project_id}/ontologies/${ontology.id}`;
  const [mode, setMode] = useState<Mode>(initialMode);
  const [name, setName] = useState(defaults.name);
  const [description, setDescription] = useState(defaults.description);
  const [initialYaml] = useState(() => (base ? stringifyOntologyDocument(base.content) : ''));
  const [yamlText, setYamlText] = useState(initialYaml);
  const [yamlErrors, setYamlErrors] = useState<OntologyYamlError[]>([]);
  const [modifications, setModifications] = useState<OntologyModification[]>([]);
  const [confirmTemplate, setConfirmTemplate] = useState(false);
  // Set once saved: the guard lets the next navigation (to the new version) through.
  const [savedId, setSavedId] = useState<string | null>(null);
  useEffect(() => {
    if (savedId) void navigate(`${ontologyPath}/versions/${savedId}`);
  }, [savedId, navigate, ontologyPath]);
  const unsaved = savedId === null && (modifications.length > 0 || yamlText !== initialYaml);

  if (ontology.archived_at !== null) return <ArchivedOntologyError ontologyPath={ontologyPath} />;

  const baseContent = base?.content ?? emptyOntologyDocument();
  const yamlBroken = yamlText.trim() !== '' && yamlErrors.length > 0;
  /**
   * Both tabs show one ontology: the YAML is rewritten from the editor's changes, and valid YAML
   * edits become the editor's changes. Broken YAML keeps the YAML tab (nothing is lost).
   */
  const switchTo = (next: Mode) => {
    if (next === mode) return;
    const current = applyOntologyModifications(baseContent, modifications);
    const parsed = parseOntologyYaml(yamlText);
    // Compared in the schema's key order, so the same ontology always reads as the same.
    const canonical = (document: OntologyDocument) =>
      JSON.stringify(ontologyDocumentSchema.parse(document));
    const same = (document: OntologyDocument) => canonical(document) === canonical(current);
    if (next === 'yaml') {
      const untouched = yamlText.trim() === '' && modifications.length === 0;
      if (!untouched && !(parsed.ok && same(parsed.document))) {
        setYamlText(stringifyOntologyDocument(current));
      }
    } else if (parsed.ok && !same(parsed.document)) {
      setModifications(modificationsBetween(baseContent, parsed.document));
    } else if (!parsed.ok && yamlText.trim() !== '') {
      return;
    }
    setMode(next);
  };

  const common = { ontology_id: ontology.id, name, description };
  // Why the version cannot be saved yet, said beside the disabled button.
  const blocked =
    name.trim() === ''
      ? 'needsName'
      : mode === 'yaml'
        ? yamlText.trim() === ''
          ? 'needsYaml'
          : yamlErrors.length > 0
            ? 'needsFixes'
            : null
        : modifications.length === 0
          ? 'needsChange'
          : null;
  const canSave = blocked === null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    create.mutate(
      {
        new_ontology:
          mode === 'yaml'
            ? {
                ...common,
                mode: 'from_data',
                ontology_serialized: { serialization_format: 'yaml', data_serialized: yamlText },
              }
            : {
                ...common,
                mode: 'from_modifications',
                base_version_id: base?.id ?? null,
                ontology_modifications: modifications,
              },
      },
      { onSuccess: (version) => setSavedId(version.id) },
    );
  };

  return (
    <Stack as="form" gap="5" onSubmit={onSubmit}>
      <UnsavedChangesGuard when={unsaved} />
      <ConfirmDialog
        open={confirmTemplate}
        onOpenChange={setConfirmTemplate}
        title={t('editor.replaceWithTemplate.title')}
        body={t('editor.replaceWithTemplate.body')}
        confirmLabel={t('editor.replaceWithTemplate.confirm')}
        destructive
        onConfirm={() => {
          setYamlText(STARTER_TEMPLATE);
          setConfirmTemplate(false);
        }}
      />
      <Heading as="h2" size="xl">
        {heading}
      </Heading>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <Field.Root required>
          <Field.Label>
            {t('fields.versionName')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('fields.description')}</Field.Label>
          <Textarea
            rows={1}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field.Root>
      </Stack>
      {/* Manual activation: switching rewrites one side from the other, so focus alone (a dialog
          handing focus back, arrow keys) must not do it; Enter, Space or a click does. Only the
          open tab is mounted: the hidden one would render (CodeMirror, the whole editor) for
          nothing, as each side is rewritten from the other on the switch anyway. */}
      <Tabs.Root
        lazyMount
        unmountOnExit
        value={mode}
        activationMode="manual"
        onValueChange={(details) => switchTo(details.value as Mode)}
      >
        <Tabs.List>
          <Tabs.Trigger value="editor" disabled={mode === 'yaml' && yamlBroken}>
            {t('editor.tabs.editor')}
          </Tabs.Trigger>
          <Tabs.Trigger value="yaml">{t('editor.tabs.yaml')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="editor">
          <StructuredEditor
            base={baseContent}
            modifications={modifications}
            onChange={setModifications}
          />
        </Tabs.Content>
        <Tabs.Content value="yaml">
          <Stack gap="3">
            <HStack wrap="wrap" gap="3">
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() =>
                  // Text of the user's own is only replaced once they say so.
                  yamlText.trim() === '' || yamlText === STARTER_TEMPLATE
                    ? setYamlText(STARTER_TEMPLATE)
                    : setConfirmTemplate(true)
                }
              >
                {t('editor.useTemplate')}
              </Button>
              {yamlBroken ? (
                <Text textStyle="sm" color="fg.muted">
                  {t('editor.fixYamlFirst')}
                </Text>
              ) : null}
            </HStack>
            <Suspense fallback={null}>
              <YamlEditor
                value={yamlText}
                onChange={setYamlText}
                onValidate={setYamlErrors}
                label={t('editor.yamlLabel')}
                hint={t('editor.yamlHint')}
              />
            </Suspense>
            <SaveErrors yamlErrors={yamlText.trim() ? yamlErrors : []} error={null} />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <SaveErrors yamlErrors={[]} error={create.error} />
      <HStack justify="end" gap="2" wrap="wrap">
        {blocked && (
          <Text id="save-blocked" textStyle="sm" color="fg.muted" me="auto">
            {t(`editor.saveBlocked.${blocked}`)}
          </Text>
        )}
        <Button type="button" variant="outline" onClick={() => void navigate(ontologyPath)}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!canSave}
          loading={create.isPending}
          aria-describedby={blocked ? 'save-blocked' : undefined}
        >
          {t('editor.save')}
        </Button>
      </HStack>
    </Stack>
  );
}
