// The miscellaneous pages (docs/spec/screens.md "Miscellaneous"): where the QR kit's dare, love and beer-pong
// codes land, dare links, the Christmas calendar, the epic challenge and the end of a round.
export { BeerPongDarePage } from './beer-pong-dare-page';
export { CalendarPage } from './calendar-page';
export { EndOfRoundPage } from './end-of-round-page';
export type { RoundSearch } from './end-of-round';
export { EpicChallengePage } from './epic-challenge-page';
export { LoveGamePage } from './love-game-page';
export { UserCardDarePage } from './user-card-dare-page';
export { YouHaveBeenDaredPage } from './you-have-been-dared-page';
