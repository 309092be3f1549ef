/** One page of a `list` call: `from`/`to` are offsets from the newest, `to` exclusive (protocol `pageQuery`). */
export interface PageWindow {
  offset: number;
  limit: number;
}

export function pageWindow(
  query: { from?: number | undefined; to?: number | undefined },
  pageSize: number,
): PageWindow {
  const offset = query.from ?? 0;
  const to = query.to ?? offset + pageSize;
  return { offset, limit: Math.max(0, Math.min(pageSize, to - offset)) };
}

/**
 * Rows fetched newest first with one extra row (limit + 1) become a page, oldest first, and whether
 * more rows lie beyond it.
 */
export function toPage<T>(newestFirst: T[], limit: number): { rows: T[]; hasMore: boolean } {
  const page = newestPage(newestFirst, limit);
  return { rows: page.rows.reverse(), hasMore: page.hasMore };
}

/** Rows fetched newest first with one extra row (limit + 1): the page, still newest first, and whether more follow. */
export function newestPage<T>(newestFirst: T[], limit: number): { rows: T[]; hasMore: boolean } {
  return { rows: newestFirst.slice(0, limit), hasMore: newestFirst.length > limit };
}
