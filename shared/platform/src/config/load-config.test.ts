import { CONFIG_ERROR_HEADING, ConfigError } from './config-error';
import { getConfig, loadConfig, parseConfig } from './load-config';
import { TEST_CONFIG, mockFetch } from '../test-utils/test-config';

const valid = { ...TEST_CONFIG, MONITORING_ENABLED: 'true' };

test('R5.01 a complete config passes; MONITORING_ENABLED defaults to off', () => {
  expect(parseConfig(valid).MONITORING_ENABLED).toBe(true);
  const { MONITORING_ENABLED: _omitted, ...withoutFlag } = valid;
  expect(parseConfig(withoutFlag).MONITORING_ENABLED).toBe(false);
});

test('R5.01 addresses must be URLs and the other variables non-empty', () => {
  const error = (() => {
    try {
      parseConfig({ ...valid, API_URL: 'not a url', CHAT_URL: '', DATADOG_CLIENT_TOKEN: ' ' });
    } catch (caught) {
      return caught as ConfigError;
    }
    throw new Error('expected a ConfigError');
  })();
  expect(error).toBeInstanceOf(ConfigError);
  expect(error.lines).toEqual([
    { variable: 'API_URL', messages: ['Must be a valid URL'] },
    { variable: 'CHAT_URL', messages: ['Must be a valid URL'] },
    { variable: 'DATADOG_CLIENT_TOKEN', messages: ['Must not be empty'] },
  ]);
});

test('R5.02 message: heading then one line per failing variable with its messages', () => {
  let message = '';
  try {
    parseConfig({ API_URL: 'http://api.test' });
  } catch (caught) {
    message = (caught as Error).message;
  }
  const lines = message.split('\n');
  expect(lines[0]).toBe('Invalid/Missing environment variables');
  expect(CONFIG_ERROR_HEADING).toBe('Invalid/Missing environment variables');
  const variables = lines.slice(1).map((line) => line.split(':')[0]);
  expect(variables).toEqual([
    'CHAT_URL',
    'DATADOG_APPLICATION_ID',
    'DATADOG_CLIENT_TOKEN',
    'ENVIRONMENT_NAME',
    'ONTOLOGY_CHAT_AGENT_NAME',
    'GRAPH_EXPLOITATION_AGENT_NAME',
    'GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME',
  ]);
  expect(lines.every((line, index) => index === 0 || /^[A-Z_]+: .+/.test(line))).toBe(true);
  expect(lines[1]).toBe('CHAT_URL: Required');
});

test('loadConfig reads config.json without cache and keeps the result', async () => {
  const fetch = mockFetch({ status: 200, body: valid });
  await loadConfig('/config.json');
  expect(fetch).toHaveBeenCalledWith(
    '/config.json',
    expect.objectContaining({ cache: 'no-store' }),
  );
  expect(getConfig().API_URL).toBe('http://api.test');
});

test('R5.02 loadConfig rejects with ConfigError when config.json is missing and no env is baked in', async () => {
  mockFetch({ status: 404, body: { detail: 'nope' } });
  await expect(loadConfig('/config.json')).rejects.toBeInstanceOf(ConfigError);
});
