import { useEffect, useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { KnowledgeBase } from '@ontoloom/contract';
import { ChatPanel, documentPath, getConfig, type CitationHref } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { kbPath } from '../../../api/paths';
import { useKbDocuments } from '../use-kb-documents';
import { DashboardProposalView } from './dashboard-proposal';

/**
 * The knowledge base's two assistants in the platform's chat panel: the KB chat (answers with
 * citations that open the entity or the document at the passage) and the dashboard builder
 * (proposals previewed, then saved by the user).
 */
export function KbAssistants({ kb }: { kb: KnowledgeBase }) {
  const { t } = useTranslation('knowledgeBases');
  const [open, setOpen] = useState<'chat' | 'builder' | null>(null);
  const context = useMemo(
    () => ({ project_id: kb.project_id, knowledge_base_id: kb.id }),
    [kb.project_id, kb.id],
  );
  const { documents } = useKbDocuments(kb, open === 'chat');
  // A citation followed (the entity, a document) closes the panel over it.
  const location = useLocation();
  useEffect(() => setOpen(null), [location.pathname, location.search]);

  const citationHref: CitationHref = (citation) => {
    if (citation.kind === 'entity') {
      return `${kbPath(kb.project_id, kb.id)}?entity=${encodeURIComponent(citation.entity_id)}`;
    }
    const document = documents.get(citation.provenance.document_id);
    return document
      ? documentPath(
          {
            projectId: kb.project_id,
            collectionId: document.collectionId,
            documentId: citation.provenance.document_id,
          },
          citation.provenance,
        )
      : undefined;
  };
  const config = getConfig();
  const archived = kb.archived_at !== null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen('chat')}>
        {t('assistants.ask')}
      </Button>
      {archived ? null : (
        <Button size="sm" variant="outline" onClick={() => setOpen('builder')}>
          {t('assistants.build')}
        </Button>
      )}
      <ChatPanel
        open={open === 'chat'}
        onOpenChange={(next) => setOpen(next ? 'chat' : null)}
        agent={config.GRAPH_EXPLOITATION_AGENT_NAME}
        context={context}
        title={t('assistants.chatTitle', { name: kb.name })}
        citationHref={citationHref}
      />
      <ChatPanel
        open={open === 'builder'}
        onOpenChange={(next) => setOpen(next ? 'builder' : null)}
        agent={config.GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME}
        context={context}
        title={t('assistants.builderTitle', { name: kb.name })}
        renderProposal={(proposal, { current }) =>
          proposal.kind === 'dashboard_config' ? (
            <DashboardProposalView kb={kb} proposal={proposal} current={current} />
          ) : null
        }
      />
    </>
  );
}
