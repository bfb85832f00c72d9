import type { ChatAgent } from '@ontoloom/contract';
import type { Agent } from './agent';
import { ontologyAssistant } from './ontology-assistant';

/**
 * The agents this service runs. `kb_chat` and `kb_dashboard_builder` slot in here as two more
 * `Agent`s (their tools call the knowledge-base API as the user; their proposals add a kind to
 * `chatProposalSchema`); until then creating a thread with them answers 422
 * `chat_agent_unavailable`.
 */
export const agents: Partial<Record<ChatAgent, Agent>> = {
  ontology_assistant: ontologyAssistant,
};
