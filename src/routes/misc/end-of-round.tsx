import { createFileRoute } from '@tanstack/react-router';
import { EndOfRoundPage, type RoundSearch } from '../../features/misc';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 300) : undefined;

// Between rounds of a team game: ?round=2&teams=Red,Blue&scores=3,1&totals=10,4&next=/games/…
export const Route = createFileRoute('/misc/end-of-round')({
  staticData: {
    head: { title: 'head.endOfRound.title', description: 'head.endOfRound.description' },
    layout: 'games',
  },
  validateSearch: (search: Record<string, unknown>): RoundSearch => {
    const out: RoundSearch = {};
    const round = Number(search.round);
    if (Number.isInteger(round) && round > 0) out.round = round;
    for (const key of ['teams', 'scores', 'totals', 'next'] as const) {
      const value = text(search[key]);
      if (value) out[key] = value;
    }
    return out;
  },
  component: EndOfRoundRoute,
});

function EndOfRoundRoute() {
  return <EndOfRoundPage search={Route.useSearch()} />;
}
