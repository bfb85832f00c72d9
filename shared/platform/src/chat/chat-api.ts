import type { ChatStreamEvent, EndpointDef, chatEndpoints } from '@ontoloom/contract';
import { buildPath } from '@ontoloom/contract/session';
import type { z } from 'zod';
import { safeParse } from 'zod/mini';
import { ApiError, apiErrorOf } from '../api/api-error';
import { loadContract } from '../api/load-contract';
import { getConfig } from '../config/load-config';
import { getToken } from '../session/token';
import { handleUnauthorized } from '../session/unauthorized';

type ChatEndpoints = typeof chatEndpoints;
type ChatEndpointName = keyof ChatEndpoints;

const chatUrl = (path: string, query?: Record<string, string | undefined>) => {
  const base = getConfig().CHAT_URL.replace(/\/+$/, '');
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
};

const headersFor = (hasBody: boolean) => {
  const token = getToken();
  return {
    Accept: 'application/json',
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
};

const failure = async (url: string, response: Response) => {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // not JSON: kept as text
  }
  if (response.status === 401) handleUnauthorized();
  return apiErrorOf({ url, status: response.status, body, statusText: response.statusText });
};

/** One call of the chat service (CHAT_URL), typed by the contract's `chatEndpoints`. */
export async function chatRequest<N extends Exclude<ChatEndpointName, 'postChatMessage'>>(
  name: N,
  options: {
    params?: Record<string, string>;
    query?: Record<string, string | undefined>;
    body?: unknown;
    signal?: AbortSignal;
  } = {},
): Promise<z.output<ChatEndpoints[N]['response']>> {
  const { chatEndpoints } = await loadContract();
  const endpoint: EndpointDef = chatEndpoints[name];
  const url = chatUrl(buildPath(endpoint, options.params ?? {}), options.query);
  const hasBody = options.body !== undefined;
  const response = await fetch(url, {
    method: endpoint.method,
    headers: headersFor(hasBody),
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) throw await failure(url, response);
  if (response.status === 204) return null as never;
  const parsed = safeParse(endpoint.response, JSON.parse(await response.text()));
  if (!parsed.success) {
    throw new ApiError({
      url,
      status: 502,
      body: { detail: `Unexpected response from ${endpoint.path}` },
    });
  }
  return parsed.data as z.output<ChatEndpoints[N]['response']>;
}

/**
 * Sends a message and reads the reply's server-sent events as they come (fetch + a stream
 * reader, parsed by eventsource-parser); aborting `signal` closes the stream, which stops the
 * reply on the server too.
 */
export async function streamChatMessage(
  threadId: string,
  content: string,
  onEvent: (event: ChatStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  // The stream reader loads with the first message sent, not on every screen.
  const [{ createParser }, { chatEndpoints, chatStreamEventSchema }] = await Promise.all([
    import('eventsource-parser'),
    loadContract(),
  ]);
  const url = chatUrl(buildPath(chatEndpoints.postChatMessage, { thread_id: threadId }));
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headersFor(true), Accept: 'text/event-stream' },
    body: JSON.stringify({ content }),
    signal,
  });
  if (!response.ok) throw await failure(url, response);
  if (!response.body) throw new ApiError({ url, status: 502, body: { detail: 'No reply stream' } });
  const parser = createParser({
    onEvent(message) {
      const parsed = chatStreamEventSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) onEvent(parsed.data);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
