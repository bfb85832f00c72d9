export * from './chat-threads';
export * from './chat-messages';
