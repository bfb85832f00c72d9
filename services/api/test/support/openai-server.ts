import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string; tool_call_id?: string }[];
    response_format?: unknown;
    stream?: boolean;
    tools?: { type: 'function'; function: { name: string } }[];
  };
};
/**
 * A JSON answer, a streamed one (`stream`: the `chat.completion.chunk` objects sent as server-sent
 * events, then `[DONE]`; `delayMs` between them), or 'hold'.
 */
export type ChatReply =
  { status: number; body: unknown } | { stream: unknown[]; delayMs?: number } | 'hold';

/**
 * A real HTTP server on 127.0.0.1 speaking the OpenAI chat-completions protocol: each request
 * gets `reply(request)`; 'hold' keeps it open until `release()` answers the held ones.
 */
export async function startOpenAiServer() {
  const requests: ChatRequest[] = [];
  const held: { request: ChatRequest; res: ServerResponse }[] = [];
  let reply: (request: ChatRequest) => ChatReply = () => ({ status: 500, body: {} });
  let onRequest: (() => void) | null = null;
  const answer = (res: ServerResponse, outcome: Exclude<ChatReply, 'hold'>) => {
    if ('stream' in outcome) return void streamTo(res, outcome.stream, outcome.delayMs ?? 0);
    res.writeHead(outcome.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(outcome.body));
  };
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const request: ChatRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatRequest['body'],
      };
      requests.push(request);
      onRequest?.();
      const outcome = reply(request);
      if (outcome === 'hold') held.push({ request, res });
      else answer(res, outcome);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** How the next requests are answered. */
    answerWith(next: (request: ChatRequest) => ChatReply) {
      reply = next;
    },
    /** Resolves once a request has arrived (at once if one already has since the last call). */
    nextRequest(): Promise<void> {
      const seen = requests.length;
      return new Promise((resolve) => {
        if (requests.length > seen) resolve();
        else onRequest = () => ((onRequest = null), resolve());
      });
    },
    heldCount: () => held.length,
    /** Answers the held requests with what `reply` gives now. */
    release() {
      for (const { request, res } of held.splice(0)) {
        const outcome = reply(request);
        answer(res, outcome === 'hold' ? { status: 503, body: {} } : outcome);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function streamTo(res: ServerResponse, chunks: unknown[], delayMs: number) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const chunk of chunks) {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  if (!res.destroyed) res.end('data: [DONE]\n\n');
}

const chunkOf = (delta: unknown, finish: string | null = null, usage: unknown = null) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'test-model',
  choices: usage ? [] : [{ index: 0, delta, finish_reason: finish }],
  ...(usage ? { usage } : {}),
});

const usageChunk = (total: number) =>
  chunkOf(null, null, { prompt_tokens: total - 20, completion_tokens: 20, total_tokens: total });

/** A streamed text answer, a few characters per chunk, with usage at the end (stream_options). */
export const streamedText = (
  text: string,
  options: { delayMs?: number; tokens?: number } = {},
): ChatReply => ({
  stream: [
    chunkOf({ role: 'assistant', content: '' }),
    ...(text.match(/[\s\S]{1,8}/g) ?? []).map((part) => chunkOf({ content: part })),
    chunkOf({}, 'stop'),
    usageChunk(options.tokens ?? 1500),
  ],
  delayMs: options.delayMs,
});

/** A streamed tool call, its arguments split across chunks as real endpoints send them. */
export const streamedToolCall = (name: string, args: unknown, id = 'call_1'): ChatReply => {
  const json = JSON.stringify(args);
  const half = Math.floor(json.length / 2);
  return {
    stream: [
      chunkOf({
        role: 'assistant',
        content: null,
        tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }],
      }),
      chunkOf({ tool_calls: [{ index: 0, function: { arguments: json.slice(0, half) } }] }),
      chunkOf({ tool_calls: [{ index: 0, function: { arguments: json.slice(half) } }] }),
      chunkOf({}, 'tool_calls'),
      usageChunk(700),
    ],
  };
};

/** A chat completion whose message is `answer` as JSON, with token usage. */
export const completion = (answer: unknown): ChatReply => ({
  status: 200,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify(answer), refusal: null },
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 300, completion_tokens: 50, total_tokens: 350 },
  },
});
