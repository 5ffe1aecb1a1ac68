// The quick tools (docs/spec/screens.md "Tools"): small helpers for the table, not games, so they have no packs
// or sessions. Like the games registry, one entry per tool; the catalogue entry with the same path
// and title puts it on the home page and /go under "Tools". `registry.test.ts` checks the pairing.

export interface ToolDefinition {
  /** The heading on the tool's page; the catalogue entry at `/tools/{id}` matches it. */
  title: string;
}

export const TOOLS = {
  'coin-flip': { title: 'Coin flip' },
  'dice-roll': { title: 'Dice roll' },
  'spin-the-bottle': { title: 'Spin the bottle' },
} as const satisfies Record<string, ToolDefinition>;

export type ToolId = keyof typeof TOOLS;

export const TOOL_IDS = Object.keys(TOOLS) as ToolId[];

export function toolPath(id: ToolId): `/tools/${ToolId}` {
  return `/tools/${id}`;
}
