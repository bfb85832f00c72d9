import { Button } from '@chakra-ui/react';
import type { OntologyVersionDetail } from '@ontoloom/contract';
import { ChatPanel, getConfig } from '@ontoloom/platform';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssistantProposal } from './assistant-proposal';

export type OntologyAssistantProps = { projectId: string; version: OntologyVersionDetail };

/** The "Assistant" button and the platform's chat panel with the ontology assistant on this version. */
export function OntologyAssistant({ projectId, version }: OntologyAssistantProps) {
  const { t } = useTranslation('ontologies');
  const [open, setOpen] = useState(false);
  const context = useMemo(
    () => ({ project_id: projectId, ontology_version_id: version.id }),
    [projectId, version.id],
  );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('assistant.openButton')}
      </Button>
      <ChatPanel
        open={open}
        onOpenChange={setOpen}
        agent={getConfig().ONTOLOGY_CHAT_AGENT_NAME}
        context={context}
        title={t('assistant.title', { number: version.version_number })}
        renderProposal={(proposal) =>
          proposal.kind === 'ontology_modifications' ? (
            <AssistantProposal projectId={projectId} base={version} proposal={proposal} />
          ) : null
        }
      />
    </>
  );
}
