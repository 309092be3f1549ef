/** METRICS_PORT: unset or empty serves no metrics; otherwise a port from 1 to 65535, or the server refuses to start. */
export function metricsPortFrom(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(port >= 1 && port <= 65_535))
    throw new Error(`METRICS_PORT must be a port from 1 to 65535, got "${text}"`);
  return port;
}
