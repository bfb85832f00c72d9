import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from '../src/config';
import {
  ADMIN_STATUS_TRANSITIONS as adminStatusTransitions,
  canChangeUserStatus as canChangeStatus,
} from '@ontoloom/contract';

describe('loadConfig', () => {
  test('embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: join(findRepoRoot(), '.data'),
      webUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000'],
      mail: { driver: 'outbox' },
      admin: { email: 'admin@ontoloom.local', password: undefined },
      tokenTtlHours: 24,
    });
    // The folder holding pnpm-workspace.yaml, wherever the repository was cloned.
    expect(existsSync(join(findRepoRoot(), 'pnpm-workspace.yaml'))).toBe(true);
    expect(findRepoRoot()).toBe(resolve(import.meta.dirname, '../../..'));
  });

  test('the llm engine is off without LLM_BASE_URL, needs a model with it; run jobs expire after 15 minutes unless told', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({}).jobExpireSeconds).toBe(120);
    expect(loadConfig({ JOB_EXPIRE_SECONDS: '5' }).jobExpireSeconds).toBe(5);
    expect(
      loadConfig({
        LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
        LLM_MODEL: 'qwen2.5',
        LLM_MAX_RETRIES: '1',
      }).llm,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'qwen2.5',
      apiKey: undefined,
      maxRetries: 1,
      timeoutMs: 120_000,
    });
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      'LLM_MODEL: Required when LLM_BASE_URL is set',
    );
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
  });

  test('production mode comes from NODE_ENV=production', () => {
    expect(loadConfig({}).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });

  test('empty variables count as unset; CORS_ORIGINS is a comma list', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      WEB_URL: 'https://app.example.com/',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com/',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.webUrl).toBe('https://app.example.com');
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
  });

  test('invalid variables stop start-up with one line per variable', () => {
    const load = () => loadConfig({ PORT: 'eighty', MAIL_DRIVER: 'smtp', WEB_URL: 'nope' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /^Invalid\/Missing environment variables\nPORT: .+\nWEB_URL: .+\nSMTP_URL: Required when MAIL_DRIVER=smtp$/,
    );
  });

  test('TRUST_PROXY: off by default, true, or proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/^TRUST_PROXY: Expected/m);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/^TRUST_PROXY: Expected/m);
  });
});

describe('admin status transitions', () => {
  test('R4.01 approval, refusal and (de)activation; nobody goes back to onboarding', () => {
    expect(canChangeStatus('pending_admin_review', 'active')).toBe(true);
    expect(canChangeStatus('pending_admin_review', 'refused')).toBe(true);
    expect(canChangeStatus('refused', 'active')).toBe(true);
    expect(canChangeStatus('active', 'inactive')).toBe(true);
    expect(canChangeStatus('inactive', 'active')).toBe(true);
    expect(canChangeStatus('pending_onboarding_info', 'active')).toBe(false);
    expect(canChangeStatus('active', 'active')).toBe(false);
    for (const targets of Object.values(adminStatusTransitions)) {
      expect(targets).not.toContain('pending_onboarding_info');
      expect(targets).not.toContain('pending_admin_review');
    }
  });
});
