import { describe, expect, it } from 'vitest';
import { GUIDES } from './articles';
import { CATALOG } from './catalog';
import { categoryPacks } from './games/category';
import { charadesPacks } from './games/charades';
import { categorySets } from './games/country-island-city';
import { facts } from './games/more-or-less';
import { mostLikelyToPacks } from './games/most-likely-to';
import { neverHaveIEverPacks } from './games/never-have-i-ever';
import { ODD_ONE_OUT_CATEGORIES } from './games/odd-one-out';
import { quotes } from './games/quotes';
import { squiffyPacks } from './games/squiffy';
import { partyStreamPacks } from './games/party-stream';
import { DRINK_MENTIONS, DRINK_PROMPTS, FORFEITS } from './games/tags';
import { truthOrDarePacks } from './games/truth-or-dare';
import { truthOrDarePacksDa } from './games/da/truth-or-dare';
import type { PromptPackSource } from './games/types';
import { WORD_CATEGORIES } from './games/word-guess';
import { INFO_PAGES } from './info';
import { PONG_DARE_RULES, PONG_DARES } from './misc/beer-pong';
import { CALENDAR_DOORS } from './misc/calendar';
import { DARES } from './misc/dares';
import { EPIC_STEPS } from './misc/epic';
import { LOVE_PROMPTS } from './misc/love';
import { PARTNER_PAGES } from './partnerships';
import { HOUSE_GAMES, HOUSE_GAMES_DA } from './qr/placemat';
import { QR_SHEETS } from './qr-sheets';
import type { Body, RuleCard, Text } from './reading/types';
import { RULE_CARDS } from './rule-cards';
import {
  SAFETY_ALLOWED,
  SAFETY_RULES,
  describeFindings,
  lintContent,
  plainText,
  type LintItem,
  type SafetyRuleId,
} from './safety-lint';

// The content rules (issue 38): each rule on cards that must fail and cards that must pass, then
// every built-in deck, pack, rule card, guide, page and printed sheet, which must all pass.

function rulesHit(text: string, extra: Partial<LintItem> = {}): SafetyRuleId[] {
  return lintContent([{ text, where: 'test', ...extra }]).map((f) => f.rule);
}

describe('the safety lint rules', () => {
  it('each have an id, a reason and a matcher, once', () => {
    const ids = SAFETY_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(
      [
        'consent-gap',
        'dangerous-drinking',
        'humiliation',
        'phone-snooping',
        'priced-refusal',
      ].sort(),
    );
    for (const rule of SAFETY_RULES) expect(rule.reason.length).toBeGreaterThan(40);
  });

  it('consent-gap: a second person’s body only if they agree', () => {
    const fail = [
      '{player}, kiss {player2} anywhere above the neck, your choice where.',
      '{player}, sit on the lap of {player2} until the next card is read.',
      'Let the group pick someone here for you to sit on the lap of until your next turn.',
      'Give the person of your choice a slow, serious thirty-second shoulder massage.',
      '{player}, feed {player2} one bite of something from the table.',
      'Give the player on your right a warm, ten-second hug.',
      'Swap one piece of clothing with the player opposite you for a round.',
      'Kiss your partner for ten seconds the way you did the very first time.',
      'Slow dance with {player} for one chorus.',
      '{player}, close your eyes while {player2} touches your hand. Guess what with.',
    ];
    const pass = [
      '{player}, if {player2} agrees, kiss them anywhere above the neck.',
      '{player}, sit on the lap of {player2} until the next card, if they say yes.',
      'Give a thirty-second shoulder massage to someone who wants one.',
      'Pick a love song and slow-dance with whoever in the room says yes first.',
      'Kiss the back of your own hand like the last scene of a romance movie.',
      'Blow a kiss to someone in the room and tell them why.',
      'Give an empty chair a thirty-second lap dance.',
      'Take a victory lap around the room while everyone cheers.',
      '{player}, where in the world would you most like to kiss {player2}?',
      'Name someone here you would kiss at midnight.',
      'kissed someone in this room',
    ];
    for (const text of fail) expect(rulesHit(text), text).toContain('consent-gap');
    for (const text of pass) expect(rulesHit(text), text).not.toContain('consent-gap');
    // A statement or a vote talks about it; nobody is asked to do it.
    expect(rulesHit('kiss someone here before the night is over', { about: true })).toEqual([]);
  });

  it('priced-refusal: saying no to 18+ or to touching someone costs nothing', () => {
    const fail: [string, Partial<LintItem>][] = [
      ['{player}, kiss {player2} on the cheek, if they agree, or take two sips.', {}],
      ['{player}, take off one accessory or item of clothing, or take two sips.', { adult: true }],
      ['Describe your wildest night out or drink.', { adult: true }],
      ['Refuse this dare and take three sips.', { adult: true }],
    ];
    const pass: [string, Partial<LintItem>][] = [
      [
        '{player}, take off one accessory or item of clothing, or pass: no sips for saying no.',
        { adult: true },
      ],
      ['Answer honestly or take two sips.', {}],
      ['Refuse a dare and the cup counts double: drink one more.', {}],
      [
        '{player}, describe your ideal night in, leaving nothing to the imagination.',
        { adult: true },
      ],
    ];
    for (const [text, extra] of fail)
      expect(rulesHit(text, extra), text).toContain('priced-refusal');
    for (const [text, extra] of pass)
      expect(rulesHit(text, extra), text).not.toContain('priced-refusal');
  });

  it('phone-snooping: nobody goes through or posts from someone else’s phone', () => {
    const fail = [
      'Let the person opposite you send one text from your phone to a contact they pick.',
      'Let someone else post a harmless story on your account, with you approving it first.',
      'Let the table read your search history from today, out loud.',
      'Let the group go through your music app and pick the next song.',
      'Let the group set your profile picture for the next hour.',
      'Read the last text on {player2}’s phone out loud.',
      "Read the last text on {player2}'s phone out loud.",
      'Swap phones for one minute and set a new wallpaper for each other.',
      'Post a selfie from {player}’s account.',
    ];
    const pass = [
      'Read out the last message you sent, in a dramatic voice.',
      'Show the group your favorite photo from this month.',
      'gone a whole day without touching my phone',
      'Whose phone have you secretly gone through?',
      'read their partner’s texts',
    ];
    for (const text of fail) expect(rulesHit(text), text).toContain('phone-snooping');
    for (const text of pass)
      expect(rulesHit(text, { about: !/^[A-Z]/.test(text) }), text).not.toContain('phone-snooping');
  });

  it('dangerous-drinking: sips only, never finishing, shots, or no end', () => {
    const fail = [
      'Finish your drink, or answer any one question the group agrees on.',
      'Take a shot when your semibot is destroyed.',
      'A post-fight call-out on the microphone means a shot for everyone.',
      'The loser chugs their beer.',
      'Anyone caught must finish the drink on the spot. Call someone wrongly and you finish yours.',
      'Everyone starts drinking at once. Nobody may stop until the person on their right has stopped.',
      'Drink until someone guesses the song.',
      'A caught bluff on the top card costs twelve sips.',
      'Sips for walkouts and takedowns, shots for knockouts.',
      'Whoever draws the fourth king drinks the cup in the middle.',
    ];
    const pass = [
      'A true buffalo costs two sips, not the whole drink.',
      'Make the final forfeit a dare rather than a finished drink.',
      'Announce your next shot like a stadium speaker, full name and all.',
      'A bounce shot counts as two cups.',
      'Everyone starts drinking at once; nobody stops before the player on their right, and everyone stops at a count of five.',
      'Set the empty cup on the table edge.',
      'Take two sips, or three if you lose the round.',
      "Don't finish your drink in one go; sip it.",
      'As in regular beer pong, its team drinks it.',
      'Finish a glass of water in one go, then sell it to us like a TV ad.',
    ];
    for (const text of fail) expect(rulesHit(text), text).toContain('dangerous-drinking');
    for (const text of pass) expect(rulesHit(text), text).not.toContain('dangerous-drinking');
    expect(rulesHit('chugged a whole bottle of wine', { about: true })).toEqual([]);
  });

  it('humiliation: nobody is the joke', () => {
    const fail: [string, Partial<LintItem>][] = [
      ['Vote: who is the ugliest person here?', {}],
      ['Rate everyone’s looks out of ten.', {}],
      ['Do an impression that makes fun of {player}’s accent.', {}],
      ['Keep roasting {player} until they cry.', {}],
      ['Prank-call a number from your contacts.', {}],
      ['Call your ex and say you miss them.', {}],
      ['Point at the fattest person at the table.', {}],
    ];
    const pass: [string, Partial<LintItem>][] = [
      ['Do your best impression of someone at this table until someone guesses who it is.', {}],
      ['cried at a movie', { about: true }],
      ['texted an ex at 3 a.m.', { about: true }],
      ['have the fattest wallet', { about: true }],
      ['Give a wedding speech that makes everyone cry.', {}],
      ['Rank the three best movie kisses you can think of.', {}],
    ];
    for (const [text, extra] of fail) expect(rulesHit(text, extra), text).toContain('humiliation');
    for (const [text, extra] of pass)
      expect(rulesHit(text, extra), text).not.toContain('humiliation');
  });

  it('catch Danish cards that break a rule, and let Danish cards that keep it through', () => {
    const fail: [string, SafetyRuleId, Partial<LintItem>?][] = [
      ['Kys {player} på kinden.', 'consent-gap'],
      ['Giv personen til venstre for dig et kram.', 'consent-gap'],
      ['Sæt dig på skødet af {player} til næste runde.', 'consent-gap'],
      ['Giv nogen her en skuldermassage.', 'consent-gap'],
      ['Hold {player} i hånden resten af runden.', 'consent-gap'],
      ['Dans tæt med {player} til næste sang.', 'consent-gap'],
      ['Byt et stykke tøj med personen over for dig.', 'consent-gap'],
      ['Kys {player}, hvis de har lyst, eller tag to tår.', 'priced-refusal'],
      ['Tag et stykke tøj af, eller drik.', 'priced-refusal', { adult: true }],
      ['Siger du nej, koster det tre tår.', 'priced-refusal', { adult: true }],
      ['Kig i hans telefon, og læs den seneste besked op.', 'phone-snooping'],
      ['Skriv en besked fra {player}s telefon til deres mor.', 'phone-snooping'],
      ['Lad gruppen skrive en story på din Instagram.', 'phone-snooping'],
      ['Læs den seneste sms på hendes telefon højt.', 'phone-snooping'],
      ['Byt telefoner med {player} i fem minutter.', 'phone-snooping'],
      ['Giv {player} din ulåste telefon i et minut.', 'phone-snooping'],
      ['Bund dit glas.', 'dangerous-drinking'],
      ['Drik hele glasset, mens alle tæller.', 'dangerous-drinking'],
      ['Tøm din øl på ét hug.', 'dangerous-drinking'],
      ['Tag et shot, hvis du taber.', 'dangerous-drinking'],
      ['Taberen får shots som straf.', 'dangerous-drinking'],
      ['Drik, indtil nogen gætter sangen.', 'dangerous-drinking'],
      ['Tag tolv slurke.', 'dangerous-drinking'],
      [
        'Alle drikker på én gang, og ingen må stoppe, før personen til højre for dem stopper.',
        'dangerous-drinking',
      ],
      ['Hvem her er grimmest?', 'humiliation', { about: true }],
      ['Peg på den tykkeste person i rummet.', 'humiliation'],
      ['Efterlign og gør grin med hans accent.', 'humiliation'],
      ['Bliv ved, indtil {player} græder.', 'humiliation'],
      ['Ring til din ex, og sig, at du savner hende.', 'humiliation'],
      ['Lav et fupopkald til et tilfældigt nummer.', 'humiliation'],
    ];
    const pass = [
      'Hvis {player} har lyst, så kys dem på kinden.',
      'Giv en skuldermassage til en her, der har lyst til at få en.',
      'Kys bagsiden af din egen hånd som i slutscenen af en film.',
      'Send et luftkys til {player}.',
      'Tag et stykke tøj af, hvis du har lyst; det koster ingenting at sige nej.',
      'Læs den seneste besked, du selv har sendt, højt.',
      'Vis gruppen dit yndlingsbillede fra i år.',
      'Tag en tår, og skål med {player}.',
      'Drik et glas vand, og sælg det som en reklame.',
      'Drik ikke hele glasset; tag en tår.',
      'Alle drikker på én gang; ingen må stoppe før personen før dem, og alle stopper, når I tæller til fem.',
      'Fortæl om en hemmelighed fra bunden af dit hjerte.',
      'Sig noget pænt om den person, der sidder længst væk fra dig.',
    ];
    for (const [text, rule, extra] of fail) expect(rulesHit(text, extra), text).toContain(rule);
    for (const text of pass) expect(rulesHit(text, { adult: true }), text).toEqual([]);
  });

  it('reports the rule, the text and where it is', () => {
    expect(
      lintContent([
        { text: 'Take a shot.', where: 'somewhere' },
        { text: 'Take a sip.', where: 'x' },
      ]),
    ).toEqual([{ rule: 'dangerous-drinking', text: 'Take a shot.', where: 'somewhere' }]);
  });
});

// ---- Every content source ----

function textOf(text: Text): string {
  return typeof text === 'string'
    ? text
    : text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

function bodyItems(body: Body, where: string): LintItem[] {
  return body.flatMap((block): LintItem[] => {
    const item = (text: string) => ({ text, where });
    if ('h' in block) return [item(block.h)];
    if ('h3' in block) return [item(block.h3)];
    if ('p' in block) return [item(textOf(block.p))];
    if ('list' in block) return block.list.map((t) => item(textOf(t)));
    if ('steps' in block) return block.steps.map((t) => item(textOf(t)));
    if ('tip' in block)
      return [item(textOf(block.tip)), ...(block.title ? [item(block.title)] : [])];
    if ('kit' in block)
      return block.kit.map((k) => item(`${k.item}${k.count ? `: ${k.count}` : ''}`));
    if ('table' in block)
      return [
        item(block.table.head.join(': ')),
        ...block.table.rows.map((r) => item(r.join(': '))),
      ];
    if ('play' in block) return [item(block.play.text)];
    return [];
  });
}

function packItems(
  game: string,
  packs: readonly PromptPackSource[],
  about: (list: number) => boolean,
) {
  return packs.flatMap((pack) => [
    { text: pack.name, where: `${game}/${pack.id} name` },
    { text: pack.description, where: `${game}/${pack.id} description` },
    ...pack.lists.flatMap((list, i) =>
      list.map((text) => ({
        text,
        where: `${game}/${pack.id}`,
        adult: pack.explicit,
        about: about(i),
      })),
    ),
  ]);
}

const guideBodies = import.meta.glob<Body>('./articles/bodies/*.ts', {
  import: 'body',
  eager: true,
});
const ruleCards = import.meta.glob<RuleCard>('./rule-cards/cards/*.ts', {
  import: 'card',
  eager: true,
});
const partnerBodies = import.meta.glob<Body>('./partnerships/bodies/*.ts', {
  import: 'body',
  eager: true,
});
const infoBodies = import.meta.glob<Body>('./info/bodies/*.ts', { import: 'body', eager: true });

function stem(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.ts$/, '');
}

const SOURCES: Record<string, () => LintItem[]> = {
  'never have I ever': () => packItems('never-have-i-ever', neverHaveIEverPacks, () => true),
  'most likely to': () => packItems('most-likely-to', mostLikelyToPacks, () => true),
  // Truths are questions about people; dares are things to do.
  'truth or dare': () => packItems('truth-or-dare', truthOrDarePacks, (list) => list === 0),
  'truth or dare, Danish': () =>
    packItems(
      'da/truth-or-dare',
      truthOrDarePacksDa.map((pack) => ({
        ...pack,
        lists: pack.lists.map((list) => list.map((prompt) => prompt.text)),
      })),
      (list) => list === 0,
    ),
  category: () => packItems('category', categoryPacks, () => true),
  charades: () => packItems('charades', charadesPacks, () => true),
  squiffy: () =>
    squiffyPacks.flatMap((pack) => [
      { text: pack.name, where: `squiffy/${pack.id} name` },
      { text: pack.description, where: `squiffy/${pack.id} description` },
      ...pack.cards.map((card) => ({
        text: card.text,
        where: `squiffy/${pack.id} ${card.kind}`,
        adult: pack.explicit || card.tags.includes('18+'),
      })),
    ]),
  'party stream': () =>
    partyStreamPacks.flatMap((pack) => [
      { text: pack.name, where: `party-stream/${pack.id} name` },
      { text: pack.description, where: `party-stream/${pack.id} description` },
      ...pack.cards.flatMap((card) =>
        [card.text, ...(card.end ? [card.end] : [])].map((text) => ({
          text,
          where: `party-stream/${pack.id} ${card.type}`,
          adult: pack.explicit,
        })),
      ),
    ]),
  'forfeits, drink tags and quotes': () => [
    ...FORFEITS.map((text) => ({ text, where: 'tags.ts forfeit' })),
    ...DRINK_PROMPTS.map((text) => ({ text, where: 'tags.ts drink prompt' })),
    ...DRINK_MENTIONS.map((text) => ({ text, where: 'tags.ts drink mention', about: true })),
    ...quotes.map((q) => ({ text: q.text, where: 'quotes' })),
  ],
  'country-island-city, word guess, more or less and odd one out': () => [
    ...categorySets.flatMap((set) =>
      [set.name, set.description, ...set.categories].map((text) => ({
        text,
        where: `country-island-city/${set.id}`,
        about: true,
      })),
    ),
    ...WORD_CATEGORIES.flatMap((cat) =>
      [cat.name, cat.opener, ...Object.values(cat.words).flat()].map((text) => ({
        text,
        where: `word-guess/${cat.id}`,
        about: true,
      })),
    ),
    ...facts.map((f) => ({ text: f.question, where: `more-or-less/${f.id}`, about: true })),
    ...ODD_ONE_OUT_CATEGORIES.flatMap((cat) =>
      [cat.name, ...cat.words].map((text) => ({
        text,
        where: `odd-one-out/${cat.id}`,
        about: true,
        adult: cat.spice === 3,
      })),
    ),
  ],
  'misc dares (user cards, dare links, epic challenge)': () => [
    ...DARES.map((d) => ({ text: d.text, where: `misc dare ${d.id}`, adult: d.adult })),
    ...EPIC_STEPS.map((s) => ({ text: s.text, where: `epic ${s.id}` })),
  ],
  'beer pong dares and rules': () => [
    ...PONG_DARES.map((d) => ({ text: d.text, where: `pong dare ${d.id}`, adult: d.adult })),
    ...PONG_DARE_RULES.map((text) => ({ text, where: 'pong dare rules' })),
  ],
  'love game': () =>
    LOVE_PROMPTS.map((l) => ({
      text: l.text,
      where: `love ${l.id}`,
      adult: l.adult,
      about: l.kind === 'ask',
    })),
  'Christmas calendar': () =>
    CALENDAR_DOORS.flatMap((door) => [
      { text: door.title, where: `calendar day ${door.day}` },
      { text: door.text, where: `calendar day ${door.day}` },
    ]),
  'rule cards': () => [
    ...RULE_CARDS.flatMap((meta) => [
      { text: meta.title, where: `rule card ${meta.name}` },
      { text: meta.description, where: `rule card ${meta.name}` },
    ]),
    ...Object.entries(ruleCards).flatMap(([path, card]) => {
      const where = `rule card ${stem(path)}`;
      return [
        ...card.equipment.map((k) => `${k.item}${k.count ? `: ${k.count}` : ''}`),
        ...(card.players ? [card.players] : []),
        ...card.setup.map(textOf),
        ...card.steps.map(textOf),
        textOf(card.ending),
        ...(card.notes ?? []).map(textOf),
      ].map((text) => ({ text, where }));
    }),
  ],
  guides: () => [
    ...GUIDES.flatMap((meta) =>
      [meta.title, meta.description, meta.blurb].map((text) => ({
        text,
        where: `guide ${meta.slug}`,
      })),
    ),
    ...Object.entries(guideBodies).flatMap(([path, body]) =>
      bodyItems(body, `guide ${stem(path)}`),
    ),
  ],
  'partner and information pages': () => [
    ...PARTNER_PAGES.flatMap((meta) =>
      [meta.title, meta.description].map((text) => ({ text, where: `partner page ${meta.id}` })),
    ),
    ...INFO_PAGES.flatMap((meta) =>
      [meta.title, meta.description].map((text) => ({ text, where: `info page ${meta.page}` })),
    ),
    ...Object.entries(partnerBodies).flatMap(([path, body]) =>
      bodyItems(body, `partner page ${stem(path)}`),
    ),
    ...Object.entries(infoBodies).flatMap(([path, body]) =>
      bodyItems(body, `info page ${stem(path)}`),
    ),
  ],
  'QR sheets, placemats and the catalog': () => [
    ...QR_SHEETS.flatMap((sheet) =>
      [sheet.headline, sheet.blurb].map((text) => ({
        text,
        where: `QR ${sheet.set}/${sheet.path}`,
      })),
    ),
    ...[...HOUSE_GAMES, ...HOUSE_GAMES_DA].flatMap((game) =>
      [game.name, game.kit, ...game.rules].map((text) => ({
        text,
        where: `placemat ${game.name}`,
      })),
    ),
    ...CATALOG.flatMap((entry) =>
      [entry.title, entry.blurb].map((text) => ({ text, where: `catalog ${entry.path}` })),
    ),
  ],
};

describe.each(Object.entries(SOURCES))(
  'every built-in text passes the lint: %s',
  (_name, items) => {
    it('has no findings', () => {
      const all = items();
      expect(all.length).toBeGreaterThan(0);
      expect(describeFindings(lintContent(all))).toEqual([]);
    });
  },
);

describe('the reviewed exceptions', () => {
  it('each name a text that is still built in and still flagged, with a reason', () => {
    const every = Object.values(SOURCES).flatMap((items) => items());
    for (const entry of SAFETY_ALLOWED) {
      expect(entry.reason.length, entry.text).toBeGreaterThan(20);
      const item = every.find((i) => i.text === entry.text);
      expect(item, `no built-in text: ${entry.text}`).toBeDefined();
      const rule = SAFETY_RULES.find((r) => r.id === entry.rule)!;
      expect(
        rule.matches({ ...item!, text: plainText(item!.text) }),
        `no longer flagged: ${entry.text}`,
      ).toBe(true);
    }
  });
});
