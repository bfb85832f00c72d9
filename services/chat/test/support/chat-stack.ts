import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { ChatStreamEvent } from '@ontoloom/contract';
import pg from 'pg';
import type { TestDatabase } from '../../../api/test/support/databases';
import { startTestApi, type TestApi } from '../../../api/test/support/test-api';
import { buildChatApp } from '../../src/app';
import { loadChatConfig } from '../../src/config';
import { fromPglite, fromPostgres, type DatabaseHandle } from '../../src/db/client';

export type ChatDatabase = { name: 'pglite' | 'postgres'; open(): Promise<DatabaseHandle> };

const pglite: ChatDatabase = {
  name: 'pglite',
  async open() {
    const handle = fromPglite(new PGlite());
    await handle.migrate();
    return handle;
  },
};

function postgres(serverUrl: string): ChatDatabase {
  return {
    name: 'postgres',
    async open() {
      const name = `ontoloom_chat_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = fromPostgres(url.toString());
      await handle.migrate();
      return {
        ...handle,
        async close() {
          await handle.close();
          const dropper = new pg.Client({ connectionString: serverUrl });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  };
}

/** The chat's own database on PGlite; on PostgreSQL too when DATABASE_URL is set. */
export function chatDatabases(): ChatDatabase[] {
  const url = process.env.DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}

/** The API's test database of the same kind. */
export async function apiDatabaseOf(kind: ChatDatabase['name']): Promise<TestDatabase> {
  const { databases } = await import('../../../api/test/support/databases');
  return databases().find((database) => database.name === kind)!;
}

/**
 * A real API listening on 127.0.0.1 (the chat service calls it over HTTP, as the user) and a
 * chat service in front of it.
 */
export async function startChatStack(database: ChatDatabase, env: Record<string, string> = {}) {
  const api: TestApi = await startTestApi(await apiDatabaseOf(database.name));
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const handle = await database.open();
  const chat = await buildChatApp(loadChatConfig({ API_URL: apiUrl, ...env }), handle);
  await chat.listen({ port: 0, host: '127.0.0.1' });
  const chatUrl = `http://127.0.0.1:${(chat.server.address() as AddressInfo).port}`;

  const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
    const response = await fetch(`${chatUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, text };
  };

  /** Posts a message and reads the whole event stream (or until `until` says stop). */
  async function send(
    token: string,
    threadId: string,
    content: string,
    options: { onEvent?(event: ChatStreamEvent, abort: () => void): void } = {},
  ) {
    const controller = new AbortController();
    const response = await fetch(`${chatUrl}/threads/${threadId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
      signal: controller.signal,
    });
    const events: ChatStreamEvent[] = [];
    if (!response.ok || !response.body) {
      return {
        status: response.status,
        events,
        error: (await response.json()) as Record<string, unknown>,
      };
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(part, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as ChatStreamEvent;
          events.push(event);
          options.onEvent?.(event, () => controller.abort());
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
    return {
      status: response.status,
      events,
      contentType: response.headers.get('content-type'),
      error: null,
    };
  }

  return {
    api,
    apiUrl,
    chatUrl,
    call,
    send,
    async close() {
      await chat.close();
      await handle.close();
      await api.close();
    },
  };
}

export type ChatStack = Awaited<ReturnType<typeof startChatStack>>;
