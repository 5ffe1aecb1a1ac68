/**
 * The /articles address keeps the search and filters as plain strings; the page checks them
 * against the choices it offers. Kept tiny on purpose: this runs in the first screen's bundle.
 */
export function stringSearch(search: Record<string, unknown>): Record<string, string | undefined> {
  const kept: Record<string, string | undefined> = {};
  for (const key of ['q', 'players', 'equipment', 'length']) {
    const value = search[key];
    if (typeof value === 'string' && value !== '') kept[key] = value;
  }
  return kept;
}
