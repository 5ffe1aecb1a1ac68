// The content rules every built-in deck, pack and page keeps (issue 38): 18+ play is always
// consensual, refusing is always free, nobody goes through or posts from someone else's phone,
// no card is built on humiliating someone, and no rule asks for dangerous drinking. Each rule is
// data: an id, the reason in plain words, and a matcher over one piece of text. Pure, so
// `safety-lint.test.ts` runs it over every content source, and a new deck can run it too.
//
// Matchers aim at what a card asks people to do. A false positive is fixed by a better matcher
// or by a reviewed entry in `SAFETY_ALLOWED` with its reason, never by weakening a rule.

export type SafetyRuleId =
  'consent-gap' | 'priced-refusal' | 'phone-snooping' | 'dangerous-drinking' | 'humiliation';

/** One piece of text to check: a card, a rule line, a paragraph. */
export interface LintItem {
  text: string;
  /** Where it lives, for the report: "squiffy/after-dark", "guide waterfall". */
  where: string;
  /** 18+ content (an 18+ pack or item). */
  adult?: boolean;
  /**
   * The text talks about something rather than asking anyone to do it: a never-have-i-ever
   * statement, a most-likely-to vote, a truth question, a charades word. Only the rules about
   * what the words say of people (humiliation) apply; the rules about what a card makes people
   * do apply to instructions only.
   */
  about?: boolean;
}

export interface SafetyFinding {
  rule: SafetyRuleId;
  text: string;
  where: string;
}

export interface SafetyRule {
  id: SafetyRuleId;
  /** Why the rule exists, in plain words. */
  reason: string;
  /** True when the item breaks the rule. */
  matches: (item: LintItem) => boolean;
}

// ---- Shared word patterns ----

/**
 * Touching, undressing or otherwise involving another person's body. Verbs in their doing
 * forms; "blow a kiss" touches nobody and is left out.
 */
const BODY_ACT = new RegExp(
  [
    String.raw`\b(?<!blow(?:s|ing)? an? )kiss(?:es|ing)?\b`,
    String.raw`\bsmooch\w*`,
    String.raw`\bsnog\w*`,
    String.raw`\blap dances?\b`,
    String.raw`\b(?:on|in|into|onto) (?:the |their |his |her |\{player2?\}'s |someone's |your partner's )?laps?\b`,
    String.raw`\blap of\b`,
    String.raw`\bmassag\w+`,
    String.raw`\blick(?:s|ing)?\b`,
    String.raw`\bbit(?:e|es|ing)\b(?! of)`,
    String.raw`\bnibbl\w+`,
    String.raw`\bcuddl\w+`,
    String.raw`\bhug(?:s|ging)?\b`,
    // "touch the floor" touches nobody: only a person or a body part counts.
    String.raw`\btouch(?:es|ing)? (?:\{player2?\}|them|him|her|someone|somebody|your partner|(?:their|his|her|your|\{player2?\}'s|someone's) \w+)`,
    String.raw`\btickl\w+`,
    String.raw`\bstrok(?:e|es|ing)\b`,
    String.raw`\bcaress\w*`,
    String.raw`\bspank\w*`,
    String.raw`\bstraddl\w+`,
    String.raw`\bgrind(?:s|ing)?\b`,
    String.raw`\bhold(?:s|ing)? (?:hands|(?:their|his|her|\{player2?\}'s) hand)\b`,
    String.raw`\bslow[- ]danc\w*`,
    String.raw`\bdanc(?:e|es|ing) (?:with|for|on)\b`,
    String.raw`\bfeed(?:s|ing)?\b`,
    String.raw`\bundress\w*`,
    String.raw`\b(?:clothing|clothes)\b`,
    String.raw`\bsit(?:s|ting)? on\b`,
    String.raw`\bpiggyback\w*`,
  ].join('|'),
  'i',
);

/** Someone other than the player the card is for, named by the game or picked at the table. */
const SECOND_PERSON = new RegExp(
  [
    String.raw`\{player2\}`,
    // In the classic decks {player} is another player; a Squiffy card opens with its reader.
    String.raw`(?<!^)\{player\}`,
    String.raw`\b(?:player|person|one) (?:on|to) your (?:left|right)\b`,
    String.raw`\b(?:player|person) (?:opposite|across from|next to) you\b`,
    String.raw`\b(?:someone|somebody|anyone|anybody|whoever|another player|a player|each other|your partner|the other one)\b`,
    String.raw`\b(?:person|player|someone) (?:of your choice|you choose|you pick)\b`,
    String.raw`\b(?:the )?(?:group|table|room) (?:picks?|chooses?)\b`,
    String.raw`\b(?:group|table)'s choice\b`,
  ].join('|'),
  'i',
);

/** The card asks the second person first. */
const ASKS = new RegExp(
  [
    String.raw`\bif (?:\{player2?\}|(?:they|he|she|your partner|the other (?:one|player|person)|you both|both of you|the two of you|you are both|you and \{player2?\}(?: both)?|the winner)\b)[^.;:!?]{0,30}\b(?:agrees?|says? yes|wants?|would like|(?:is|are)(?: both)? up for (?:it|one|a \w+)|(?:is|are) happy to|consents?|okays? it|(?:is|are) game)\b`,
    String.raw`\b(?:someone|anyone|a player|the player|a person|whoever|one) (?:here )?who (?:wants|says yes|agrees|volunteers|would like)\b`,
    String.raw`\bwhoever (?:in the room )?(?:says yes|agrees|wants|volunteers)\b`,
    String.raw`\bwith (?:their|your partner's|\{player2\}'s) (?:okay|permission|consent|yes)\b`,
  ].join('|'),
  'i',
);

/** Talk about an act ("would you kiss", "have you ever kissed"), not an ask to do it. */
const HYPOTHETICAL =
  /\b(?:would|could|should|might|want to|wants to|like to|wish(?:ed)? to|ever|never|most likely to|'d)\b[^.;:!?]{0,25}$/i;

/** A card's sentences, each with whether it is a question (talk, not an act). */
function sentences(text: string): { text: string; question: boolean }[] {
  return (text.match(/[^.!?;]+[.!?;]*/g) ?? [text])
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ text: part, question: part.endsWith('?') }));
}

/** The instruction sentences of an item: none when the item only talks about something. */
function instructions(item: LintItem): string[] {
  if (item.about) return [];
  return sentences(item.text)
    .filter((s) => !s.question)
    .map((s) => s.text);
}

/** Whether a pattern hits the sentence somewhere that is not talk about it ("would kiss"). */
function actHit(pattern: RegExp, sentence: string): boolean {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const hit of sentence.matchAll(global)) {
    if (!HYPOTHETICAL.test(sentence.slice(0, hit.index))) return true;
  }
  return false;
}

/** A hit that sits after "not", "never", "rather than"… in its clause: advice against it. */
const NEGATED =
  /(?:\b(?:not|never|no|nobody|no one|rather than|instead of|without)\b|n't)[^,;:.!?]{0,40}$/i;

function hitNotNegated(pattern: RegExp, sentence: string): boolean {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const hit of sentence.matchAll(global)) {
    if (!NEGATED.test(sentence.slice(0, hit.index))) return true;
  }
  return false;
}

/** The card involves another person's body: an act on them, with them named or picked. */
export function involvesOthersBody(item: LintItem): boolean {
  const acts = instructions(item);
  return (
    acts.some((sentence) => actHit(BODY_ACT, sentence)) &&
    acts.some((sentence) => SECOND_PERSON.test(sentence))
  );
}

// ---- Prices on saying no ----

const PRICE_OF_NO = new RegExp(
  [
    // "…, or take two sips", "or drink", "or finish your glass"
    String.raw`\bor (?:else )?(?:take|takes|drink|drinks|sip|sips|down|finish|have|has)\b[^.;!?]{0,20}\b(?:sips?|drinks?|shots?|gulps?|glass|it)\b`,
    String.raw`\bor (?:else )?drink\b`,
    // "refuse and drink", "saying no costs two sips", "skip: three sips"
    String.raw`\b(?:refus\w*|say(?:ing)? no|declin\w*|skip\w*|pass(?:es|ing)?|chickens? out|won'?t)\b[^.;!?]{0,40}\b(?:sips?|drinks?|shots?|penalty|forfeit|costs? (?!nothing))\b`,
  ].join('|'),
  'i',
);

/** "Refusing costs nothing", "no sips for saying no": the card says refusing is free. */
const FREE_REFUSAL =
  /\b(?:costs? nothing|(?:is|are) free|for free|no sips?|no penalty|no forfeit)\b/i;

// ---- Phones and accounts ----

const PHONE_THINGS = String.raw`(?:phones?|texts?|messages?|DMs?|chats?|search history|browser history|camera roll|photos?|gallery|inbox|e-?mails?|notes|contacts?|music app|apps?|accounts?|profile(?: picture)?|social media|stor(?:y|ies)|feed|dating app)`;
const OTHER_PERSON_S = String.raw`(?:someone(?: else)?'s|somebody's|another player's|their|his|her|\{player2?\}'s|your partner's|each other's|the (?:player|person) (?:on|to) your (?:left|right)'s)`;
const PHONE_SNOOP = new RegExp(
  [
    // Someone else is let loose on your phone: "let the group go through your music app".
    String.raw`\blet\b[^.;!?]{0,40}\b(?:go through|look through|scroll(?: through)?|read|search|browse|check|post|send|text|message|tweet|set|change|update|reply|comment|unlock|use)\b[^.;!?]{0,40}\b${PHONE_THINGS}\b`,
    // You on someone else's phone: "read {player2}'s last text", "go through their photos".
    String.raw`\b(?:go(?:es|ing)? through|look(?:s|ing)? through|scroll(?:s|ing)? through|read(?:s|ing)?|snoop\w*|check(?:s|ing)?|search(?:es|ing)?|browse|post(?:s|ing)?|send(?:s|ing)?|text(?:s|ing)?|message|tweet)\b[^.;!?]{0,30}\b${OTHER_PERSON_S}\s+(?:\w+\s+){0,2}${PHONE_THINGS}\b`,
    String.raw`\b(?:post|send|text|message|tweet|write|reply|comment)\w*\b[^.;!?]{0,40}\b(?:from|on|with) ${OTHER_PERSON_S}\s+(?:\w+\s+){0,1}(?:phone|account|profile|social media)\b`,
    String.raw`\b(?:swap|trade|exchange|switch) (?:your )?phones\b`,
    String.raw`\bhand (?:over )?your (?:unlocked )?phone\b`,
  ].join('|'),
  'i',
);

// ---- Drinking ----

const VESSEL = String.raw`(?:drinks?|glass(?:es)?|beers?|pints?|cans?|cups?|bottles?|cocktails?|wine|pour)`;
const DANGEROUS_DRINK = new RegExp(
  [
    // Finishing, downing, chugging a drink.
    String.raw`\b(?:finish(?:es|ing)?|down(?:s|ing)?|chug\w*|neck(?:s|ing)?|drain(?:s|ing)?|empt(?:y|ies|ying)|skull(?:s|ing)?|shotgun\w*)\s+(?:your|their|the|a|his|her|one|an?other|whole|entire)\s+(?:\w+\s+)?${VESSEL}\b(?! of water)`,
    String.raw`\b(?:finish(?:es|ing)?|down(?:s|ing)?|drain(?:s|ing)?) (?:yours|theirs)\b`,
    String.raw`\b(?:chug\w*|down it|bottoms up)\b`,
    // The mixed king's cup in the middle, drunk by one player.
    String.raw`\bdrink\w* (?:the|that) (?:king'?s|middle) cup\b|\bdrink\w* the cup in the middle\b|\bfourth king drinks\b`,
    // Shots: taken, handed out, or as a price.
    String.raw`\b(?:take|takes|taking|drink|drinks|do|does|have|has|pour|pours|down|hand out|gives?|earns?|costs?|means?) (?:a|an|one|two|three|four|five|\w+ extra) shots?\b`,
    String.raw`\b(?:a shot|shots) (?:when|if|for|every|each|of)\b`,
    String.raw`\b(?:a|one) shot (?:for everyone|each)\b`,
    // No end in sight.
    String.raw`\bdrink(?:s|ing)? until\b`,
    String.raw`\bkeep(?:s)? drinking\b`,
    // More than a few sips in one go.
    String.raw`\b(?:(?:six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)|[6-9]|\d{2,}) (?:sips|gulps|mouthfuls)\b`,
  ].join('|'),
  'i',
);

/** A waterfall where nobody may stop before the player before them, with no limit. */
const ENDLESS_WATERFALL =
  /\b(?:nobody|no one|none)\b[^.;!?]{0,30}\b(?:may|can|is allowed to)?\s*stops?\b|\bmay stop only\b|\b(?:stop|stops) only after\b|\buntil the (?:player|person) (?:before|on (?:their|your) (?:left|right))[^.;!?]{0,20}\bstopped\b/i;
const WATERFALL_CAP =
  /\b(?:at most|no more than|up to) (?:\w+ )?(?:seconds?|sips?)\b|\b(?:count|counts|counted) (?:of|to) (?:three|four|five|\d)\b|\bfive-second\b/i;

// ---- Humiliation ----

const HUMILIATION = new RegExp(
  [
    // Superlatives about a person: "the ugliest person here", "who is the fattest at the table".
    String.raw`\b(?:ugliest|least attractive|worst[- ]looking|fattest|skinniest|smelliest|dumbest|stupidest)\b (?:person|people|one|player|friend|guy|girl|here|in (?:the|this) room|at (?:the|this) table)\b`,
    String.raw`\b(?:mock\w*|mak(?:e|es|ing) fun of|laugh(?:s|ing)? at|insult\w*|roast\w*|rate|rates|rank|ranks)\b[^.;!?]{0,40}\b(?:looks|weight|bod(?:y|ies)|appearance|faces?|accents?|race|ethnicity|religion|sexuality|orientation|skin|teeth|noses?|disabilit\w+|attractiveness|hotness)\b`,
    String.raw`\b(?:make|makes|making) (?:\{player2?\}|someone|somebody|them|him|her|a player|the (?:player|person) (?:on|to) your (?:left|right)) cry\b`,
    String.raw`\b(?:until|till) (?:\{player2?\}|someone|somebody|they|he|she) cr(?:y|ies)\b`,
    String.raw`\bprank[- ]call\w*`,
  ].join('|'),
  'i',
);
/** Calling or texting an ex on a dare. */
const EX_CALL =
  /\b(?:call|calls|ring|text|texts|message|messages|dm|voice-message)\b[^.;!?]{0,25}\b(?:your|an|their) ex(?:es|'s)?\b/i;

// ---- The rules ----

export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    id: 'consent-gap',
    reason:
      'A card that puts a hand, a mouth or a lap on someone else\'s body, or has someone else\'s clothes come off, asks that person first: "if {player2} agrees", or it lets the player choose someone who wants to.',
    matches: (item) => involvesOthersBody(item) && !ASKS.test(item.text),
  },
  {
    id: 'priced-refusal',
    reason:
      "Saying no to an 18+ card, or to anything involving another person's body, is free: no sips, shots or forfeits for refusing.",
    matches: (item) =>
      !item.about &&
      (item.adult === true || involvesOthersBody(item)) &&
      PRICE_OF_NO.test(item.text) &&
      !FREE_REFUSAL.test(item.text),
  },
  {
    id: 'phone-snooping',
    reason:
      "Nobody goes through, reads, posts or sends messages from someone else's phone or accounts, and no card hands a phone over to the group.",
    matches: (item) => instructions(item).some((sentence) => PHONE_SNOOP.test(sentence)),
  },
  {
    id: 'dangerous-drinking',
    reason:
      'Drinking stays in sips: no finishing, downing or chugging a drink, no shots, no drinking until something happens, no waterfall without a limit, and no penalty bigger than a few sips.',
    matches: (item) => {
      const acts = instructions(item);
      if (acts.some((sentence) => hitNotNegated(DANGEROUS_DRINK, sentence))) return true;
      const text = acts.join(' ');
      return (
        ENDLESS_WATERFALL.test(text) && hitNotNegated(/\bdrink/i, text) && !WATERFALL_CAP.test(text)
      );
    },
  },
  {
    id: 'humiliation',
    reason:
      "Nobody is the joke: no cards about someone's looks, weight, body, ethnicity or orientation, none that aim to make someone cry, and no prank calls or calls to an ex on a dare.",
    matches: (item) =>
      HUMILIATION.test(item.text) || instructions(item).some((sentence) => EX_CALL.test(sentence)),
  },
];

/**
 * Reviewed exceptions: a text a matcher flags that keeps the rule, and why. Each entry names the
 * exact text; a test checks every entry still matches a finding, so none outlives its text.
 */
export const SAFETY_ALLOWED: readonly { rule: SafetyRuleId; text: string; reason: string }[] = [];

/** Curly apostrophes and quotes as straight ones, so one pattern reads both. */
export function plainText(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

/** Every way the items break the rules, minus the reviewed exceptions. */
export function lintContent(items: Iterable<LintItem>): SafetyFinding[] {
  const findings: SafetyFinding[] = [];
  for (const item of items) {
    const plain = { ...item, text: plainText(item.text) };
    for (const rule of SAFETY_RULES) {
      if (!rule.matches(plain)) continue;
      if (SAFETY_ALLOWED.some((entry) => entry.rule === rule.id && entry.text === item.text))
        continue;
      findings.push({ rule: rule.id, text: item.text, where: item.where });
    }
  }
  return findings;
}

/** Findings as lines a failing test can print. */
export function describeFindings(findings: readonly SafetyFinding[]): string[] {
  return findings.map((f) => `${f.rule} in ${f.where}: "${f.text}"`);
}
