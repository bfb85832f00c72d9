import type { ChatStreamEvent } from '@ontoloom/contract';

/** The events of one kind in a reply's stream. */
export const ofKind = <K extends ChatStreamEvent['event']>(events: ChatStreamEvent[], kind: K) =>
  events.filter((event): event is Extract<ChatStreamEvent, { event: K }> => event.event === kind);

/** The reply's text, as its deltas streamed it. */
export const textOf = (events: ChatStreamEvent[]) =>
  ofKind(events, 'delta')
    .map((event) => event.text)
    .join('');
