// Player names as the table types them: trimmed, inner spaces collapsed, at most 40 characters,
// and one player per name whatever its case ("Anna" and "anna" are the same person at a table,
// and two of them would make every "{player}" card ambiguous: UX review 2, U13).

export const MAX_NAME_LENGTH = 40;

export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME_LENGTH).trim();
}

/** How two names are compared: case and accents' case ignored, spacing normalised. */
export function nameKey(name: string): string {
  return cleanName(name).toLocaleLowerCase();
}

/** The names cleaned, empty ones dropped, and a later name equal to an earlier one (in any
 * case) dropped: the first spelling stays. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const clean = cleanName(name);
    const key = clean.toLocaleLowerCase();
    if (clean === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(clean);
  }
  return out;
}

/** The player already at the table under this name (in any case), if any. */
export function sameNameAs(players: readonly string[], name: string): string | null {
  const key = nameKey(name);
  return players.find((player) => nameKey(player) === key) ?? null;
}
