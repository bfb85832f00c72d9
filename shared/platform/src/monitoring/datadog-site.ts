/** The Datadog site RUM reports to, and where the browser sends it (the web tier's CSP allows it). */
export const DATADOG_SITE = 'datadoghq.eu';
export const DATADOG_INTAKE_ORIGIN = `https://browser-intake-${DATADOG_SITE}`;
