/**
 * A local server speaking the OpenAI chat-completions protocol, the "LLM endpoint" of the e2e
 * stack (only what is outside our product is stood in for). It answers with the companies and
 * people it finds in the chunk, and a test steers it over `/__control`: hold answers until
 * released (to see a step running and cancel it), or fail the next calls (a chunk that fails,
 * then a retry that succeeds). Streamed requests with tools are the chat assistants' (see
 * `streamChat`).
 *
 *   tsx support/llm-server.ts <port>
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

const port = Number(process.argv[2] ?? 3996);
const COMPANIES = ['Acme Corp', 'Globex'];
const PEOPLE = ['Maria Lopez', 'John Smith'];

const state = { hold: false, failNext: 0, served: 0, waiting: 0 };
let releaseAll: () => void = () => {};
let released = Promise.resolve();

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const answerFor = (text: string) => {
  const found = (names: string[], className: string) =>
    names
      .filter((name) => text.includes(name))
      .map((name, index) => ({
        ref: `${className}-${index}`,
        class_name: className,
        label: name,
        text: name,
        confidence: 0.9,
        properties: className === 'Company' ? { name: [{ value: name, text: name }] } : {},
      }));
  return { entities: [...found(COMPANIES, 'Company'), ...found(PEOPLE, 'Person')], relations: [] };
};

type ChatBody = {
  stream?: boolean;
  tools?: { function: { name: string } }[];
  messages: { role: string; content: string }[];
};

/**
 * The chat assistants' model (streamed, with tool calls, as the protocol sends them): for the
 * knowledge-base chat it first calls `search_knowledge_base` with the question, then answers from
 * the first relation the search returned, citing the numbers the tool gave its two ends.
 */
function streamChat(response: ServerResponse, body: ChatBody) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: object, finish: string | null = null) =>
    response.write(
      `data: ${JSON.stringify({
        id: `chatcmpl-chat-${state.served}`,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: 'e2e-model',
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`,
    );
  const tool = body.messages.find((message) => message.role === 'tool');
  const question = body.messages.findLast((message) => message.role === 'user')?.content ?? '';
  if (!tool && body.tools?.some((t) => t.function.name === 'search_knowledge_base')) {
    chunk({
      role: 'assistant',
      tool_calls: [
        {
          index: 0,
          id: 'call_search',
          type: 'function',
          function: { name: 'search_knowledge_base', arguments: '' },
        },
      ],
    });
    chunk({
      tool_calls: [{ index: 0, function: { arguments: JSON.stringify({ query: question }) } }],
    });
    chunk({}, 'tool_calls');
  } else {
    const relation = /relation: "([^"]+)" \[(\d+)\] (\w+) "([^"]+)" \[(\d+)\]/.exec(
      tool?.content ?? '',
    );
    const words = relation
      ? `According to the knowledge base, ${relation[1]} [${relation[2]}] ${(relation[3] ?? '').replace(/_/g, ' ')} ${relation[4]} [${relation[5]}].`
      : 'The knowledge base does not say.';
    chunk({ role: 'assistant', content: '' });
    for (const word of words.split(/(?<= )/)) chunk({ content: word });
    chunk({}, 'stop');
  }
  response.write('data: [DONE]\n\n');
  response.end();
}

createServer(async (request, response) => {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const body = await readBody(request);
  if (request.url === '/__control') {
    if (request.method === 'POST') {
      const change = JSON.parse(body || '{}') as { hold?: boolean; failNext?: number };
      if (change.failNext !== undefined) state.failNext = change.failNext;
      if (change.hold === true && !state.hold) {
        state.hold = true;
        released = new Promise((resolve) => (releaseAll = resolve));
      }
      if (change.hold === false && state.hold) {
        state.hold = false;
        releaseAll();
      }
    }
    return send(200, state);
  }
  if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
    return send(404, { error: { message: 'not found' } });
  }
  if (state.hold) {
    state.waiting += 1;
    await released;
    state.waiting -= 1;
  }
  state.served += 1;
  if (state.failNext > 0) {
    state.failNext -= 1;
    return send(400, {
      error: { message: 'The model could not read this chunk', type: 'invalid_chatBodyerror' },
    });
  }
  const chatBody = JSON.parse(body) as ChatBody;
  if (chatBody.stream && chatBody.tools?.length) return streamChat(response, chatBody);
  const { messages } = chatBody;
  const user = messages.find((message) => message.role === 'user')?.content ?? '';
  send(200, {
    id: `chatcmpl-${state.served}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'e2e-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify(answerFor(user)), refusal: null },
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 200, completion_tokens: 50, total_tokens: 250 },
  });
}).listen(port, '127.0.0.1', () => console.log(`LLM stand-in on http://127.0.0.1:${port}`));
