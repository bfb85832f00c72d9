import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateOntology } from '../api/use-ontology-mutations';
import { ERROR_TEXT } from '../../../ui/error-text';

export type CreateOntologyDialogProps = {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Creates the ontology, then opens its first version's page with the YAML tab. */
export function CreateOntologyDialog({ projectId, open, onOpenChange }: CreateOntologyDialogProps) {
  const { t } = useTranslation('ontologies');
  const navigate = useNavigate();
  const create = useCreateOntology();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { projectId, name, description },
      {
        onSuccess: (ontology) => {
          onOpenChange(false);
          setName('');
          setDescription('');
          void navigate(`../${ontology.id}/versions/new`);
        },
      },
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={onSubmit}>
            <Dialog.Header>
              <Dialog.Title>{t('create.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root required>
                  <Field.Label>{t('fields.name')}</Field.Label>
                  <Input value={name} onChange={(event) => setName(event.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('fields.description')}</Field.Label>
                  <Textarea
                    value={description}
                    onChange={(event) => setDescription(event.target.value)}
                  />
                </Field.Root>
                {create.error ? (
                  <Text role="alert" color={ERROR_TEXT}>
                    {create.error.message}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={create.isPending}>
                {t('create.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
