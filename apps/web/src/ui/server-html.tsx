import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

/** The server's header or footer HTML (§2), sanitised before it reaches the page. */
export function ServerHtml({ html, className, testId }: { html: string; className?: string; testId: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe) return null;
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />;
}
