import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  applyOntologyModifications,
  type OntologyProposal,
  type OntologyVersionDetail,
} from '@ontoloom/contract';
import { IntentLink, useErrorMessage } from '@ontoloom/platform';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateVersion } from '../api/use-ontology-mutations';
import { diffOntologies, renamesOf } from './diff-ontologies';
import { DiffTable } from './diff-table';

export type AssistantProposalProps = {
  projectId: string;
  base: OntologyVersionDetail;
  proposal: OntologyProposal;
};

/**
 * An assistant's proposal as a diff against the version it was made on, applied as a new version
 * by the user's click (`from_modifications`) or discarded. The assistant itself never saves.
 */
export function AssistantProposal({ projectId, base, proposal }: AssistantProposalProps) {
  const { t } = useTranslation('ontologies');
  const errorText = useErrorMessage();
  const [name, setName] = useState(proposal.summary.slice(0, 200) || t('assistant.defaultName'));
  const [state, setState] = useState<'open' | 'discarded'>('open');
  const create = useCreateVersion(projectId);
  const entries = useMemo(() => {
    try {
      return diffOntologies(
        base.content,
        applyOntologyModifications(base.content, proposal.ontology_modifications),
        // A proposed rename reads as a rename.
        renamesOf(proposal.ontology_modifications),
      );
    } catch {
      return null;
    }
  }, [base.content, proposal.ontology_modifications]);

  if (proposal.base_version_id !== base.id) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('assistant.otherVersion')}
      </Text>
    );
  }
  if (state === 'discarded') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('assistant.discarded')}
      </Text>
    );
  }
  if (create.data) {
    return (
      <Text fontSize="sm" role="status">
        {t('assistant.applied', { number: create.data.version_number })}{' '}
        <IntentLink to={`../${create.data.id}`} relative="path">
          {t('assistant.open')}
        </IntentLink>
      </Text>
    );
  }
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3" data-testid="assistant-proposal">
      <Text fontWeight="medium">{t('assistant.proposal')}</Text>
      {entries === null ? (
        <Text color="fg.error" fontSize="sm">
          {t('assistant.invalid')}
        </Text>
      ) : (
        <DiffTable entries={entries} label={t('assistant.proposal')} />
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          create.mutate({
            new_ontology: {
              mode: 'from_modifications',
              ontology_id: proposal.ontology_id,
              base_version_id: proposal.base_version_id,
              ontology_modifications: proposal.ontology_modifications,
              name: name.trim(),
              description: proposal.summary.slice(0, 2000),
            },
          });
        }}
      >
        <Stack gap="2">
          <Field.Root required>
            <Field.Label>{t('fields.versionName')}</Field.Label>
            <Input
              size="sm"
              value={name}
              maxLength={200}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </Field.Root>
          {create.error ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {errorText(create.error)}
            </Text>
          ) : null}
          <HStack gap="2" justify="flex-end">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setState('discarded')}
              disabled={create.isPending}
            >
              {t('assistant.discard')}
            </Button>
            <Button
              size="sm"
              type="submit"
              colorPalette="brand"
              loading={create.isPending}
              disabled={entries === null || !name.trim()}
            >
              {t('assistant.apply')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
