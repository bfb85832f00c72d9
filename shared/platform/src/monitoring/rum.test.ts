import { datadogRum } from '@datadog/browser-rum';
import { TEST_CONFIG } from '../test-utils/test-config';
import { buildRumOptions, initMonitoring } from './rum';

jest.mock('@datadog/browser-rum', () => ({ datadogRum: { init: jest.fn() } }));

test('R9.07 RUM options follow the spec', () => {
  const options = buildRumOptions({ ...TEST_CONFIG, ENVIRONMENT_NAME: 'prod-prod' });
  expect(options).toMatchObject({
    applicationId: 'app-id',
    clientToken: 'client-token',
    service: 'frontend',
    env: 'prod-prod',
    site: 'datadoghq.eu',
    sessionSampleRate: 100,
    sessionReplaySampleRate: 10,
    defaultPrivacyLevel: 'mask-user-input',
  });
  const [match] = options.allowedTracingUrls ?? [];
  const traced = match as (url: string) => boolean;
  expect(traced('http://api.test/api/projects')).toBe(true);
  expect(traced('http://api.test.evil.example/api')).toBe(false);
  expect(traced('http://chat.test/threads')).toBe(false);
});

test('R9.07 monitoring stays off unless MONITORING_ENABLED is true', async () => {
  await expect(initMonitoring({ ...TEST_CONFIG, MONITORING_ENABLED: false })).resolves.toBe(false);
  expect(datadogRum.init).not.toHaveBeenCalled();
  await expect(initMonitoring({ ...TEST_CONFIG, MONITORING_ENABLED: true })).resolves.toBe(true);
  expect(datadogRum.init).toHaveBeenCalledWith(expect.objectContaining({ service: 'frontend' }));
});
