import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { llm, stack } from './stack';

const chatFolder = resolve(import.meta.dirname, '../../services/chat');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * A second chat service beside the stack's offline one, its assistants answered by the local
 * OpenAI-compatible server (support/llm-server.ts): the real service, only the model stood in.
 */
export async function startChatWithModel() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ontoloom-e2e-chat-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: chatFolder,
    env: {
      ...process.env,
      API_URL: stack.apiUrl,
      WEB_URL: stack.webUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CHAT_LLM_PROVIDER: 'openai',
      CHAT_LLM_BASE_URL: llm.baseUrl,
      CHAT_LLM_MODEL: 'e2e-model',
      CHAT_LLM_API_KEY: 'e2e-key',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      if (output.includes('Ontoloom chat service')) done();
    });
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.once('exit', (code) => fail(new Error(`chat service exited (${code}): ${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** The page's runtime config names this service as CHAT_URL (CSP must be bypassed). */
    async useIn(page: Page) {
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        const config = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...config, CHAT_URL: url } });
      });
    },
    async close() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
