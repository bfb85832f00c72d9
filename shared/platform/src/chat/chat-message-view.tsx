import type { ChatProposal, ChatToolActivity } from '@ontoloom/contract';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ChatMessageViewProps = {
  role: 'user' | 'assistant';
  content: string;
  status?: 'complete' | 'streaming' | 'stopped' | 'failed';
  toolCalls: ChatToolActivity[];
  proposal: ChatProposal | null;
  renderProposal?: (proposal: ChatProposal) => ReactNode;
};

/** One message: its text as written (any script, `dir="auto"`), tool activity, a proposal slot. */
export function ChatMessageView({
  role,
  content,
  status = 'complete',
  toolCalls,
  proposal,
  renderProposal,
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
      {proposal && renderProposal && <Box>{renderProposal(proposal)}</Box>}
    </Stack>
  );
}
