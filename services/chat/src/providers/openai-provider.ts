import OpenAI from 'openai';
import type { LlmConfig } from '../config';
import type { LlmProvider, LlmToolCall } from './provider';

/**
 * Any OpenAI-compatible endpoint: streamed chat completions with tool calling. The stream's
 * tool-call fragments are joined by index; the last chunk's usage gives the tokens.
 */
export function openAiProvider(config: LlmConfig, timeoutMs: number): LlmProvider {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    maxRetries: 0,
    timeout: timeoutMs,
  });
  return {
    kind: 'openai',
    async complete({ messages, tools, signal, onDelta }) {
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          messages,
          stream: true,
          stream_options: { include_usage: true },
          ...(tools.length
            ? { tools: tools.map((tool) => ({ type: 'function' as const, function: tool })) }
            : {}),
        },
        { signal },
      );
      let text = '';
      let tokens = 0;
      const calls = new Map<number, LlmToolCall>();
      for await (const chunk of stream) {
        if (chunk.usage) tokens = chunk.usage.total_tokens;
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) {
          text += delta.content;
          onDelta(delta.content);
        }
        for (const fragment of delta?.tool_calls ?? []) {
          const call = calls.get(fragment.index) ?? {
            id: fragment.id ?? `call_${fragment.index}`,
            type: 'function' as const,
            function: { name: '', arguments: '' },
          };
          if (fragment.id) call.id = fragment.id;
          call.function.name += fragment.function?.name ?? '';
          call.function.arguments += fragment.function?.arguments ?? '';
          calls.set(fragment.index, call);
        }
      }
      // The SDK ends an aborted stream quietly: a stopped reply must not pass for a whole one.
      if (signal.aborted) throw new Error('The reply was stopped');
      return { text, toolCalls: [...calls.values()], tokens };
    },
  };
}
