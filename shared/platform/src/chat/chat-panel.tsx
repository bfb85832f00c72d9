import type { ChatContext, ChatProposal } from '@ontoloom/contract';
import { chatLimits } from '@ontoloom/contract/session';
import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Field,
  HStack,
  NativeSelect,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../api/error-message';
import { ChatMessageView, type CitationHref, type ProposalState } from './chat-message-view';
import { useChat } from './use-chat';

export type ChatPanelProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The agent's name from the runtime config (…_AGENT_NAME). */
  agent: string;
  context: ChatContext;
  title: string;
  /** How the remote shows a proposal (a diff, a preview) with its own actions. */
  renderProposal?: (proposal: ChatProposal, state: ProposalState) => ReactNode;
  /** Where a cited source leads (knowledge-base chat): the entity, the document at the passage. */
  citationHref?: CitationHref;
};

/**
 * The chat side panel any remote opens with its agent and context: threads of the context,
 * streamed replies, Stop, tool activity, proposals through `renderProposal`. Enter sends,
 * Shift+Enter adds a line, Escape closes; on the inline end, so on the left in Arabic.
 */
export function ChatPanel({
  open,
  onOpenChange,
  agent,
  context,
  title,
  renderProposal,
  citationHref,
}: ChatPanelProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorMessage();
  const chat = useChat({ agent, context, enabled: open });
  const [draft, setDraft] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);

  const count = chat.messages.length + (chat.pending ? 2 : 0);
  // Only the thread's newest proposal is still to decide: a later one replaces it.
  const newestProposal = chat.pending?.reply.proposal
    ? 'pending'
    : chat.messages.findLast((message) => message.proposal)?.id;
  const streamedLength = chat.pending?.reply.content.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, streamedLength]);

  // The message box takes focus when the panel opens (after the drawer's own focus handling).
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => input.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [open]);

  const submit = () => {
    const content = draft.trim();
    if (!content || chat.streaming) return;
    setDraft('');
    void chat.send(content).then(() => input.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="md"
      lazyMount
      unmountOnExit
      initialFocusEl={() => input.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="3" h="full">
                <HStack gap="2" align="end">
                  <Field.Root flex="1">
                    <Field.Label fontSize="sm">{t('chat.threads')}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        value={chat.threadId ?? ''}
                        onChange={(event) =>
                          event.currentTarget.value && chat.selectThread(event.currentTarget.value)
                        }
                      >
                        {chat.threadId === null && (
                          <option value="">{t('chat.newThreadOption')}</option>
                        )}
                        {chat.threads.map((thread) => (
                          <option key={thread.id} value={thread.id}>
                            {thread.title || t('chat.untitled')}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={chat.startNewThread}
                    disabled={chat.streaming}
                  >
                    {t('chat.newThread')}
                  </Button>
                  {chat.threadId && (
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      disabled={chat.streaming}
                      onClick={() => setConfirmDelete(true)}
                    >
                      {t('chat.deleteThread')}
                    </Button>
                  )}
                </HStack>
                {confirmDelete && chat.threadId && (
                  // Asked inline: a dialog over the drawer would fight its focus trap.
                  <HStack
                    role="alert"
                    gap="2"
                    wrap="wrap"
                    borderWidth="1px"
                    borderRadius="l2"
                    p="2"
                  >
                    <Text flex="1" fontSize="sm">
                      {t('chat.deleteTitle')} {t('chat.deleteBody')}
                    </Text>
                    <Button size="xs" variant="ghost" onClick={() => setConfirmDelete(false)}>
                      {t('actions.cancel')}
                    </Button>
                    <Button
                      size="xs"
                      colorPalette="red"
                      onClick={() => {
                        setConfirmDelete(false);
                        void chat.deleteThread(chat.threadId!);
                      }}
                    >
                      {t('chat.confirmDelete')}
                    </Button>
                  </HStack>
                )}
                <Box
                  role="log"
                  aria-live="polite"
                  aria-label={t('chat.messages')}
                  flex="1"
                  overflowY="auto"
                >
                  <Stack as="ol" gap="3" listStyleType="none">
                    {count === 0 && (
                      <Text as="li" color="fg.muted" fontSize="sm">
                        {t('chat.empty')}
                      </Text>
                    )}
                    {chat.messages.map((message) => (
                      <ChatMessageView
                        key={message.id}
                        role={message.role}
                        content={message.content}
                        status={message.status}
                        toolCalls={message.tool_calls}
                        proposal={message.proposal}
                        renderProposal={renderProposal}
                        proposalState={{ current: message.id === newestProposal }}
                        citations={message.citations}
                        citationHref={citationHref}
                      />
                    ))}
                    {chat.pending && (
                      <>
                        <ChatMessageView
                          role="user"
                          content={chat.pending.user}
                          toolCalls={[]}
                          proposal={null}
                        />
                        <ChatMessageView
                          role="assistant"
                          status="streaming"
                          content={chat.pending.reply.content}
                          toolCalls={chat.pending.reply.toolCalls}
                          proposal={chat.pending.reply.proposal}
                          renderProposal={renderProposal}
                          proposalState={{ current: true }}
                          citations={chat.pending.reply.citations}
                          citationHref={citationHref}
                        />
                      </>
                    )}
                  </Stack>
                  <div ref={end} />
                </Box>
                {chat.error !== null && (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {errorText(chat.error)}
                  </Text>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Stack w="full" gap="2">
                <Field.Root>
                  <Field.Label>{t('chat.message')}</Field.Label>
                  <Textarea
                    ref={input}
                    dir="auto"
                    rows={3}
                    value={draft}
                    maxLength={chatLimits.messageLength}
                    onChange={(event) => setDraft(event.currentTarget.value)}
                    onKeyDown={onKeyDown}
                  />
                  <Field.HelperText>{t('chat.hint')}</Field.HelperText>
                </Field.Root>
                <HStack justify="flex-end">
                  {chat.streaming ? (
                    <Button colorPalette="red" variant="outline" onClick={chat.stop}>
                      {t('chat.stop')}
                    </Button>
                  ) : (
                    <Button onClick={submit} disabled={!draft.trim()}>
                      {t('chat.send')}
                    </Button>
                  )}
                </HStack>
              </Stack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
