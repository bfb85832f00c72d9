import { countTokens as countO200k } from 'gpt-tokenizer';

// One tokenizer for chunk sizes and for credits estimates. o200k is the encoding of current
// OpenAI models; other models' tokenizers differ by a few percent, which sizes tolerate.
export const countTokens = (text: string): number => (text === '' ? 0 : countO200k(text));
