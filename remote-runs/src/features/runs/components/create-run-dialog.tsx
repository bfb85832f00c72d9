import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { nameSchema } from '@ontoloom/contract';
import {
  FormDialog,
  NameDescriptionFields,
  useDialogState,
  useErrorMessage,
} from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  collectionsQueryOptions,
  ontologiesQueryOptions,
  ontologyVersionsQueryOptions,
} from '../../../api/run-queries';
import { useCreateRun } from '../../../api/use-run-mutations';
import { SelectField } from '@ontoloom/platform';

export type CreateRunDialogProps = {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Values = { name: string; description: string; collectionId: string; versionId: string };
type Errors = Partial<Record<'name' | 'collectionId' | 'versionId', string>>;

const empty = (): Values => ({ name: '', description: '', collectionId: '', versionId: '' });

/** Creates a run over one collection and one ontology version, then opens it. */
export function CreateRunDialog({ projectId, open, onOpenChange }: CreateRunDialogProps) {
  const { t } = useTranslation('runs');
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const create = useCreateRun();
  const [values, setValues] = useDialogState(open, empty);
  const [submitted, setSubmitted] = useState(false);
  const collections = useQuery({ ...collectionsQueryOptions(projectId), enabled: open });
  const ontologies = useQuery({ ...ontologiesQueryOptions(projectId), enabled: open });
  const versions = useQuery({ ...ontologyVersionsQueryOptions(projectId), enabled: open });

  const errors: Errors = {};
  if (!nameSchema.safeParse(values.name).success) errors.name = t('create.errors.name');
  if (!values.collectionId) errors.collectionId = t('create.errors.collection');
  if (!values.versionId) errors.versionId = t('create.errors.version');
  const shown = submitted ? errors : {};

  const ontologyName = new Map((ontologies.data ?? []).map((item) => [item.id, item.name]));
  const versionOptions = (versions.data ?? [])
    .filter((version) => ontologyName.has(version.ontology_id))
    .map((version) => ({
      value: version.id,
      label: t('create.versionOption', {
        ontology: ontologyName.get(version.ontology_id),
        number: version.version_number,
        name: version.name,
      }),
    }));
  const collectionOptions = (collections.data ?? []).map((collection) => ({
    value: collection.id,
    label: t('create.collectionOption', {
      name: collection.name.trim() || t('create.untitledCollection'),
      documents: collection.document_count,
    }),
  }));
  const loadError = collections.error ?? ontologies.error ?? versions.error;
  const loading = collections.isPending || ontologies.isPending || versions.isPending;

  const close = () => {
    create.reset();
    setSubmitted(false);
    onOpenChange(false);
  };
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    create.mutate(
      {
        projectId,
        name: values.name.trim(),
        description: values.description,
        documents_collection_id: values.collectionId,
        ontology_version_id: values.versionId,
      },
      {
        onSuccess: (run) => {
          close();
          void navigate(`../${run.id}`);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('create.title')}
      submitLabel={t('create.submit')}
      pending={create.isPending}
      error={create.error ? describe(create.error) : loadError ? describe(loadError) : undefined}
      onSubmit={submit}
    >
      <Text textStyle="sm" color="fg.muted">
        {t('create.intro')}
      </Text>
      <NameDescriptionFields
        value={values}
        onChange={(next) => setValues({ ...values, ...next })}
        errors={{ name: shown.name }}
      />
      <SelectField
        label={t('create.collection')}
        name="documents_collection_id"
        value={values.collectionId}
        options={collectionOptions}
        placeholder={loading ? t('create.loading') : t('create.chooseCollection')}
        onChange={(collectionId) => setValues({ ...values, collectionId })}
        required
        error={shown.collectionId}
        helper={!loading && collectionOptions.length === 0 ? t('create.noCollections') : undefined}
      />
      <SelectField
        label={t('create.version')}
        name="ontology_version_id"
        value={values.versionId}
        options={versionOptions}
        placeholder={loading ? t('create.loading') : t('create.chooseVersion')}
        onChange={(versionId) => setValues({ ...values, versionId })}
        required
        error={shown.versionId}
        helper={!loading && versionOptions.length === 0 ? t('create.noVersions') : undefined}
      />
    </FormDialog>
  );
}
