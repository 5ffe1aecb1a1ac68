// Dependency-free on purpose: the /r/{code} and /sign-up routes read it before any page loads, so
// it is part of the first screen's JavaScript.

/** A code as an invite link carries it: a profile id (a uuid, any case, cut at a dot), else null. */
export function parseInviteCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().split('.')[0]!.toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(code) ? code : null;
}
