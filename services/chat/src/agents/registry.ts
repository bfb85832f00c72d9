import type { ChatAgent } from '@ontoloom/contract';
import type { Agent } from './agent';
import { dashboardBuilder } from './dashboard-builder';
import { kbChat } from './kb-chat';
import { ontologyAssistant } from './ontology-assistant';

/** The agents this service runs, by name. */
export const agents: Partial<Record<ChatAgent, Agent>> = {
  ontology_assistant: ontologyAssistant,
  kb_chat: kbChat,
  kb_dashboard_builder: dashboardBuilder,
};
