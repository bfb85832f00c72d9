import type { ChatCitation, ChatProposal, ChatToolActivity } from '@ontoloom/contract';
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A proposal is `current` while no later reply of the thread proposes something else. */
export type ProposalState = { current: boolean };

/** Where a citation leads (the entity, the document at the passage), or undefined: no link. */
export type CitationHref = (citation: ChatCitation) => string | undefined;

export type ChatMessageViewProps = {
  role: 'user' | 'assistant';
  content: string;
  status?: 'complete' | 'streaming' | 'stopped' | 'failed';
  toolCalls: ChatToolActivity[];
  proposal: ChatProposal | null;
  renderProposal?: (proposal: ChatProposal, state: ProposalState) => ReactNode;
  proposalState?: ProposalState;
  citations?: ChatCitation[];
  citationHref?: CitationHref;
};

/** The sources a reply cites, numbered as its text cites them; each opens what it names. */
function Citations({ citations, href }: { citations: ChatCitation[]; href?: CitationHref }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="1" as="section" aria-label={t('chat.sources')}>
      <Text fontSize="xs" fontWeight="medium" color="fg.muted">
        {t('chat.sources')}
      </Text>
      <Stack as="ol" gap="1" listStyleType="none" fontSize="xs" data-testid="chat-citations">
        {citations.map((citation) => {
          const to = href?.(citation);
          const body =
            citation.kind === 'entity' ? (
              <>
                <bdi>{citation.label}</bdi> · {citation.class_name}
              </>
            ) : (
              <>
                <bdi>{citation.document_name}</bdi>
                {citation.provenance.page
                  ? ` (${t('chat.sourcePage', { page: citation.provenance.page })})`
                  : ''}
                {': '}
                <bdi>“{citation.provenance.text.trim().slice(0, 160)}”</bdi>
              </>
            );
          return (
            <HStack as="li" key={citation.n} gap="1" align="baseline">
              <Text fontFamily="mono">[{citation.n}]</Text>
              {to ? (
                <Link asChild colorPalette="brand" textDecoration="underline" display="inline">
                  <RouterLink to={to}>
                    <span>{body}</span>
                  </RouterLink>
                </Link>
              ) : (
                <Text>{body}</Text>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** One message: its text as written (any script, `dir="auto"`), tool activity, a proposal slot. */
export function ChatMessageView({
  role,
  content,
  status = 'complete',
  toolCalls,
  proposal,
  renderProposal,
  proposalState = { current: true },
  citations = [],
  citationHref,
}: ChatMessageViewProps) {
  const { t } = useTranslation('common');
  const mine = role === 'user';
  return (
    <Stack
      as="li"
      gap="1"
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="90%"
      data-role={role}
      data-status={status}
    >
      <Text fontSize="xs" color="fg.muted">
        {mine ? t('chat.you') : t('chat.assistant')}
      </Text>
      {toolCalls.length > 0 && (
        <Stack as="ul" gap="0.5" listStyleType="none" aria-label={t('chat.toolActivity')}>
          {toolCalls.map((call) => (
            <HStack
              as="li"
              key={call.id}
              fontSize="xs"
              color={call.ok === false ? 'fg.error' : 'fg.muted'}
            >
              <Text fontFamily="mono">{call.name}</Text>
              <Text>{call.result ?? t('chat.toolRunning')}</Text>
            </HStack>
          ))}
        </Stack>
      )}
      {(content || status === 'streaming') && (
        <Box
          dir="auto"
          whiteSpace="pre-wrap"
          bg={mine ? 'colorPalette.subtle' : 'bg.muted'}
          colorPalette="blue"
          px="3"
          py="2"
          borderRadius="md"
          aria-busy={status === 'streaming'}
        >
          {content || '…'}
        </Box>
      )}
      {status === 'stopped' && (
        <Text fontSize="xs" color="fg.muted">
          {t('chat.stopped')}
        </Text>
      )}
      {status === 'failed' && (
        <Text fontSize="xs" color="fg.error">
          {t('chat.failed')}
        </Text>
      )}
      {citations.length > 0 && <Citations citations={citations} href={citationHref} />}
      {proposal && renderProposal && <Box>{renderProposal(proposal, proposalState)}</Box>}
    </Stack>
  );
}
