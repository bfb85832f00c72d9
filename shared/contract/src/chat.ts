import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { multilineText } from './fields';
import { dashboardWriteBodySchema } from './dashboards';
import { chatLimits } from './limits';
import { ontologyModificationSchema } from './ontology-document';
import { provenanceSchema } from './results';

/** The three assistants of the product; the browser config names them (…_AGENT_NAME). */
export const CHAT_AGENT_NAMES = ['ontology_assistant', 'kb_chat', 'kb_dashboard_builder'] as const;
export const chatAgentSchema = z.enum(CHAT_AGENT_NAMES);
export type ChatAgent = z.infer<typeof chatAgentSchema>;

/** Where a thread lives: an ontology version (ontology assistant) or a knowledge base. */
export const chatContextSchema = z.strictObject({
  project_id: idSchema,
  ontology_version_id: z.optional(idSchema),
  knowledge_base_id: z.optional(idSchema),
});
export type ChatContext = z.infer<typeof chatContextSchema>;

/** A proposal of the ontology assistant: operations on `base_version_id`, applied by the user. */
export const ontologyProposalSchema = z.object({
  kind: z.literal('ontology_modifications'),
  ontology_id: idSchema,
  base_version_id: idSchema,
  summary: z.string(),
  ontology_modifications: z.array(ontologyModificationSchema).min(1),
});
export type OntologyProposal = z.infer<typeof ontologyProposalSchema>;

/**
 * A proposal of the dashboard builder: a whole dashboard config, previewed in the panel and saved
 * by the user (create when `dashboard_id` is null, else replace that dashboard).
 */
export const dashboardProposalSchema = z.object({
  kind: z.literal('dashboard_config'),
  knowledge_base_id: idSchema,
  dashboard_id: z.nullable(idSchema),
  summary: z.string(),
  dashboard: dashboardWriteBodySchema,
});
export type DashboardProposal = z.infer<typeof dashboardProposalSchema>;

/** Proposals by kind. */
export const chatProposalSchema = z.discriminatedUnion('kind', [
  ontologyProposalSchema,
  dashboardProposalSchema,
]);
export type ChatProposal = z.infer<typeof chatProposalSchema>;

export const chatToolActivitySchema = z.object({
  id: z.string(),
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  /** A short outcome for the panel (never the data the tool read). */
  result: z.string().optional(),
  ok: z.boolean().optional(),
});
export type ChatToolActivity = z.infer<typeof chatToolActivitySchema>;

/**
 * What a knowledge-base chat answer rests on: an entity of the knowledge base, or a passage of a
 * source document (its provenance, which opens the document at that span). `n` is the number the
 * answer's text cites as `[n]`.
 */
export const chatCitationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('entity'),
    n: z.number().int().positive(),
    entity_id: idSchema,
    label: z.string(),
    class_name: z.string(),
  }),
  z.object({
    kind: z.literal('passage'),
    n: z.number().int().positive(),
    document_name: z.string(),
    provenance: provenanceSchema,
  }),
]);
export type ChatCitation = z.infer<typeof chatCitationSchema>;

export const chatMessageStatusSchema = z.enum(['complete', 'streaming', 'stopped', 'failed']);
export type ChatMessageStatus = z.infer<typeof chatMessageStatusSchema>;

export const chatMessageSchema = z.object({
  id: idSchema,
  thread_id: idSchema,
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: chatMessageStatusSchema,
  tool_calls: z.array(chatToolActivitySchema),
  proposal: chatProposalSchema.nullable(),
  /** Sources the reply cites (knowledge-base chat); empty for the other agents. */
  citations: z.array(chatCitationSchema).default([]),
  /** Credits this reply cost (0 for user messages). */
  credits: z.number().nonnegative(),
  created_at: timestampSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatThreadSchema = z.object({
  id: idSchema,
  agent: chatAgentSchema,
  context: chatContextSchema,
  title: z.string(),
  credits_used: z.number().nonnegative(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const chatThreadDetailSchema = chatThreadSchema.extend({
  messages: z.array(chatMessageSchema),
});
export type ChatThreadDetail = z.infer<typeof chatThreadDetailSchema>;

export const chatThreadCreateBodySchema = z.strictObject({
  agent: chatAgentSchema,
  context: chatContextSchema,
});
export type ChatThreadCreateBody = z.infer<typeof chatThreadCreateBodySchema>;

export const chatThreadListQuerySchema = z.object({
  agent: chatAgentSchema,
  project_id: idSchema,
  ontology_version_id: z.optional(idSchema),
  knowledge_base_id: z.optional(idSchema),
});
export type ChatThreadListQuery = z.infer<typeof chatThreadListQuerySchema>;

export const chatThreadParamsSchema = z.object({ thread_id: idSchema });
export type ChatThreadParams = z.infer<typeof chatThreadParamsSchema>;

export const chatMessageBodySchema = z.strictObject({
  content: multilineText().trim().min(1).max(chatLimits.messageLength),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

/**
 * The events of a streamed reply (`text/event-stream`, one JSON `data` per event): `message`
 * first names the stored user and assistant messages, `done` carries the stored reply.
 */
export const chatStreamEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('message'),
    user_message: chatMessageSchema,
    assistant_message_id: idSchema,
  }),
  z.object({ event: z.literal('delta'), text: z.string() }),
  z.object({ event: z.literal('tool_call'), tool_call: chatToolActivitySchema }),
  z.object({ event: z.literal('tool_result'), tool_call: chatToolActivitySchema }),
  z.object({ event: z.literal('proposal'), proposal: chatProposalSchema }),
  z.object({ event: z.literal('citations'), citations: z.array(chatCitationSchema) }),
  z.object({ event: z.literal('done'), message: chatMessageSchema }),
  z.object({ event: z.literal('error'), code: z.string(), detail: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
export type ChatStreamEventName = ChatStreamEvent['event'];
