import type { RumInitConfiguration } from '@datadog/browser-rum';
import { PRODUCT_VERSION } from '@ontoloom/contract/session';
import type { AppConfig } from '../config/config-schema';
import { DATADOG_SITE } from './datadog-site';

/** Matches the API origin+path prefix only, so no tracing header leaks to other hosts. */
const isProductApiUrl =
  (apiUrl: string) =>
  (url: string): boolean => {
    const base = apiUrl.replace(/\/+$/, '');
    return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
  };

/** RUM settings from the spec (R9.07); tracing headers only go to the product API. */
export const buildRumOptions = (config: AppConfig): RumInitConfiguration => ({
  applicationId: config.DATADOG_APPLICATION_ID,
  clientToken: config.DATADOG_CLIENT_TOKEN,
  site: DATADOG_SITE,
  service: 'frontend',
  env: config.ENVIRONMENT_NAME,
  version: PRODUCT_VERSION,
  sessionSampleRate: 100,
  sessionReplaySampleRate: 10,
  defaultPrivacyLevel: 'mask-user-input',
  trackUserInteractions: true,
  trackResources: true,
  trackLongTasks: true,
  allowedTracingUrls: [isProductApiUrl(config.API_URL)],
});

/**
 * Starts RUM when the config enables it; the SDK is loaded on demand so local use
 * (monitoring off, the default) never downloads it. Returns whether it started.
 */
export const initMonitoring = async (config: AppConfig): Promise<boolean> => {
  if (!config.MONITORING_ENABLED) return false;
  const { datadogRum } = await import('@datadog/browser-rum');
  datadogRum.init(buildRumOptions(config));
  return true;
};
