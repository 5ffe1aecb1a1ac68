import type { IconName } from '../../components/icons';

// The partner bars' game hubs (docs/spec/screens.md: /games/slusen, /games/scrollbar): the page a table's QR
// code opens. Each lists the bar's house games, its rule cards and its partner page. Data only:
// `hub-page.tsx` renders it, and `registry.test.ts` checks every link is a page (or planned).

export type BarId = 'slusen' | 'scrollbar';

export type HubLinkLook = 'games' | 'articles' | 'tools' | 'partner';

export interface HubLink {
  to: string;
  title: string;
  blurb: string;
  icon: IconName;
  look: HubLinkLook;
  /** Where the card leads while `to` is not built in this version (the game's /go entry). */
  fallback?: string;
}

export interface HubSection {
  title: string;
  links: readonly HubLink[];
}

export interface BarHub {
  id: BarId;
  /** The bar's name as it writes it; the page's heading. */
  name: string;
  /** The line above the heading. */
  kicker: string;
  /** The welcome under the heading, one paragraph per entry. */
  welcome: readonly string[];
  sections: readonly HubSection[];
}

const PHONE_GAMES: readonly HubLink[] = [
  {
    to: '/games/truth-or-dare',
    title: 'Truth or dare',
    blurb: 'One phone goes round. Spill or do it.',
    icon: 'flame',
    look: 'games',
  },
  {
    to: '/games/most-likely-to',
    title: 'Most likely to',
    blurb: 'Point on three. The most fingers drinks.',
    icon: 'crown',
    look: 'games',
  },
  {
    to: '/games/never-have-i-ever',
    title: 'Never have I ever',
    blurb: 'Fingers up, confessions out.',
    icon: 'cards',
    look: 'games',
  },
];

export const BAR_HUBS: Record<BarId, BarHub> = {
  slusen: {
    id: 'slusen',
    name: 'Slusen',
    kicker: 'Partner bar · house games',
    welcome: [
      'Pull up a chair. Slusen plays two games you will not find in the usual rule books: they grew up at these tables. Grab the cups or a tray, pick one, and the rules are a tap away.',
      'Everything on this page stays on your phone once it has opened, so it keeps working when the signal drops.',
    ],
    sections: [
      {
        title: 'The house games',
        links: [
          {
            to: '/articles/the-line',
            title: 'The Line',
            blurb: 'Six cups in a row a side. Only the front cup comes off; a hit moves the rest.',
            icon: 'list',
            look: 'articles',
          },
          {
            to: '/articles/bakke',
            title: 'Bakke',
            blurb: 'A tray of small glasses, one die, and a roll that sends them round the table.',
            icon: 'dice',
            look: 'articles',
          },
          {
            to: '/articles/beer-pong',
            title: 'Beer pong, the classic',
            blurb: 'The standard rules The Line grew out of, for anyone new to cups.',
            icon: 'book',
            look: 'articles',
          },
        ],
      },
      {
        title: 'For the table',
        links: [
          {
            to: '/tools/dice-roll',
            title: 'Dice roll',
            blurb: 'No die for Bakke? Roll one here.',
            icon: 'dice',
            look: 'tools',
          },
          {
            to: '/tools/coin-flip',
            title: 'Coin flip',
            blurb: 'Settle which side of The Line throws first.',
            icon: 'coin',
            look: 'tools',
          },
          ...PHONE_GAMES,
        ],
      },
      {
        title: 'About the bar',
        links: [
          {
            to: '/partnerships/slusen',
            title: 'Slusen and Party Dojo',
            blurb: 'The bar’s page: its games, the codes on its tables, and how bars join.',
            icon: 'heart',
            look: 'partner',
          },
        ],
      },
    ],
  },
  scrollbar: {
    id: 'scrollbar',
    name: 'ScrollBar',
    kicker: 'The ITU student bar · house games',
    welcome: [
      'Welcome to ScrollBar, the student bar of the IT University of Copenhagen. Between the lectures and the foosball final, these are the games the house plays: a dice bluff, three games for one phone passed round, and beer pong with dare cups.',
      'Nothing to install and no sign-up. Open a game once and it keeps working when the Wi-Fi gives up.',
    ],
    sections: [
      {
        title: 'The house games',
        links: [
          {
            to: '/games/meyer',
            fallback: '/go?game=meyer',
            title: 'Meyer',
            blurb: 'Two dice, one cup, a straight face. Claim higher or call the bluff.',
            icon: 'dice',
            look: 'games',
          },
          ...PHONE_GAMES,
          {
            to: '/articles/partnerships/scrollbar/beer-pong',
            title: 'Beer pong with dare cups',
            blurb: 'ScrollBar’s house rules: two hidden dare cards under each side’s cups.',
            icon: 'flame',
            look: 'articles',
          },
          {
            to: '/misc/bar-beer-pong-dare',
            title: 'Cup sunk? Draw a dare',
            blurb: 'The dare cards on your phone, for when the printed stack runs dry.',
            icon: 'cards',
            look: 'games',
          },
        ],
      },
      {
        title: 'Rule cards from the tables',
        links: [
          {
            to: '/articles/buffalo',
            title: 'Buffalo',
            blurb: 'Drink with your other hand, or get called out.',
            icon: 'book',
            look: 'articles',
          },
          {
            to: '/articles/pyramid',
            title: 'Pyramid',
            blurb: 'A pyramid of cards, a hand of four, bluffs that climb.',
            icon: 'book',
            look: 'articles',
          },
          {
            to: '/articles/beer-pong',
            title: 'Beer pong',
            blurb: 'Ten cups a side, re-racks and redemption.',
            icon: 'book',
            look: 'articles',
          },
          {
            to: '/articles/waterfall',
            title: 'Waterfall',
            blurb: 'Start when the one before you does, stop only after.',
            icon: 'book',
            look: 'articles',
          },
        ],
      },
      {
        title: 'About the bar',
        links: [
          {
            to: '/partnerships/scrollbar',
            title: 'ScrollBar and Party Dojo',
            blurb: 'The bar’s page: its games, the foosball tournament and the QR set.',
            icon: 'heart',
            look: 'partner',
          },
          {
            to: '/tools/coin-flip',
            title: 'Coin flip',
            blurb: 'Who serves first at the pong table.',
            icon: 'coin',
            look: 'tools',
          },
        ],
      },
    ],
  },
};

export const BAR_IDS = Object.keys(BAR_HUBS) as BarId[];

/** Every page a hub links to, for the registry test. */
export function hubLinks(hub: BarHub): string[] {
  return hub.sections.flatMap((s) => s.links.map((l) => l.to));
}
