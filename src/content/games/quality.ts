// The deck quality checks every prompt deck's tests share: near-duplicate cards and the one
// spelling locale (US for English). Pure, so each game's deck test can run them on its own cards.
// Danish decks run the same near-duplicate check with Danish small words and endings.

/** The language of a deck under check. */
export type DeckLang = 'en' | 'da';

// Function words that carry no meaning of their own: two prompts that differ only in these say the
// same thing.
const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from into onto about as is are was were be ' +
    'been being am do does did done have has had having you your yours yourself i me my myself ' +
    'we us our they them their he she him her his it its this that these those there here what ' +
    'which who whom whose when where why how would could should will shall can may might must ' +
    'not no so than then too very just ever any some one all every each own up out off over'
  ).split(' '),
);

const STOP_WORDS_DA = new Set(
  (
    'en et den det de der dem denne dette disse og eller men hvis af til i på ved for med fra om ' +
    'som er var være været bliver blev blive har havde have du dig din dit dine jeg mig min mit ' +
    'mine vi os vores i jer jeres de deres han hun ham hende hans hendes sig sin sit sine hvad ' +
    'hvilken hvilket hvem hvis hvornår hvor hvorfor hvordan ville kunne skulle vil skal kan må ' +
    'mon ikke nej så end da alt alle hver hvert eget egen op ud af over lige bare nogensinde ' +
    'nogen noget nogle mere mest meget man'
  ).split(' '),
);

/** Lower-case words, with `{player}` as a word and apostrophes kept inside words. */
export function wordsOf(text: string, lang: DeckLang = 'en'): string[] {
  return text
    .toLowerCase()
    .replace(/\{player\}/g, ' player ')
    .replace(lang === 'da' ? /[^\p{L}\p{N}' ]+/gu : /[^a-z0-9' ]+/g, ' ')
    .split(' ')
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/**
 * A verb without its ending, so a statement and a vote about the same act meet: "tripped" and
 * "trip", "kissed" and "kissing" all give "trip" and "kis". Crude on purpose: both sides of a
 * comparison go through it, so only agreement matters.
 */
function stem(word: string): string {
  const bare = word.length > 5 ? word.replace(/(?:ing|ed|es|e)$/, '') : word.replace(/e$/, '');
  return bare.replace(/([bdfgklmnprstz])\1$/, '$1');
}

/**
 * A Danish word without its inflection, so "kysset", "kysse" and "kyssede" meet, and "vennerne"
 * and "ven": crude on purpose, as `stem` is.
 */
function stemDa(word: string): string {
  if (word.length <= 4) return word;
  const bare = word.replace(/(?:erne|ende|ede|ene|ers|et|en|er|es|e|s)$/, '');
  return bare.length >= 3 ? bare.replace(/([bdfgklmnprstv])\1$/, '$1') : word;
}

/**
 * The words that carry meaning, with possessives and plurals folded ("friend's", "friends"), and
 * with `stems` verb endings too ("kissed", "kiss"). Danish words are always folded to their stem.
 */
export function contentWords(text: string, stems = false, lang: DeckLang = 'en'): Set<string> {
  const out = new Set<string>();
  if (lang === 'da') {
    for (const word of wordsOf(text, 'da')) if (!STOP_WORDS_DA.has(word)) out.add(stemDa(word));
    return out;
  }
  for (const word of wordsOf(text)) {
    if (STOP_WORDS.has(word)) continue;
    let w = word.replace(/'s$/, '');
    if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
    out.add(stems ? stem(w) : w);
  }
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Two prompts share this many words in a row: one is the other with a different ending. */
export const SHARED_RUN = 7;
/** Two prompts share this share of their meaningful words: they ask for the same thing. */
export const SIMILAR = 0.6;

export interface NearDuplicate {
  a: string;
  b: string;
  why: string;
}

/**
 * Pairs of prompts that would feel like the same card at the table. Shared runs are found by
 * bucketing every run of SHARED_RUN words. Similar word sets are found with a prefix filter: with
 * each set's words ordered rarest first, two sets that reach SIMILAR must share one of the first
 * few words of each, so only prompts that share a rare word are ever compared. With `stems`, verbs
 * are compared without their endings, for decks written in different tenses ("kissed a stranger",
 * "kiss a stranger").
 */
export function nearDuplicates(
  prompts: string[],
  { stems = false, lang = 'en' }: { stems?: boolean; lang?: DeckLang } = {},
): NearDuplicate[] {
  const found = new Map<string, NearDuplicate>();
  const note = (i: number, j: number, why: string) => {
    const [x, y] = i < j ? [i, j] : [j, i];
    const key = `${x}:${y}`;
    if (x !== y && !found.has(key)) found.set(key, { a: prompts[x]!, b: prompts[y]!, why });
  };

  const runs = new Map<string, number[]>();
  prompts
    .map((prompt) => wordsOf(prompt, lang))
    .forEach((list, i) => {
      const seen = new Set<string>();
      for (let k = 0; k + SHARED_RUN <= list.length; k++) {
        const run = list.slice(k, k + SHARED_RUN).join(' ');
        if (seen.has(run)) continue;
        seen.add(run);
        const earlier = runs.get(run);
        if (!earlier) {
          runs.set(run, [i]);
          continue;
        }
        for (const j of earlier) note(j, i, `share the words "${run}"`);
        earlier.push(i);
      }
    });

  const sets = prompts.map((prompt) => contentWords(prompt, stems, lang));
  const frequency = new Map<string, number>();
  for (const set of sets) for (const w of set) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const byRarity = (a: string, b: string) =>
    frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : a > b ? 1 : 0);
  const index = new Map<string, number[]>();
  sets.forEach((set, i) => {
    const ordered = [...set].sort(byRarity);
    const prefix = ordered.slice(0, ordered.length - Math.ceil(SIMILAR * ordered.length) + 1);
    const candidates = new Set<number>();
    for (const w of prefix) {
      const earlier = index.get(w);
      if (!earlier) {
        index.set(w, [i]);
        continue;
      }
      for (const j of earlier) candidates.add(j);
      earlier.push(i);
    }
    for (const j of candidates) {
      const similarity = jaccard(set, sets[j]!);
      if (similarity >= SIMILAR)
        note(j, i, `share ${Math.round(similarity * 100)}% of their meaningful words`);
    }
  });
  return [...found.values()];
}

// Common British spellings and words; the decks use the US form (in brackets) instead.
const UK_FORMS: [RegExp, string][] = [
  [
    /\b\w*(?:colour|favour|flavour|humour|honour|neighbour|behaviour|rumour|harbour|labour|odour|savour|armour|vapour|parlour|endeavour)\w*/i,
    'color, favorite, humor…',
  ],
  [/\b\w*(?:centre|theatre|metre|litre|fibre|sombre|manoeuvre)s?\b/i, 'center, theater…'],
  [
    /\b\w*(?:realis|organis|recognis|apologis|memoris|criticis|prioritis|personalis|sympathis|customis|emphasis|summaris|finalis|synchronis|sanitis|moisturis|accessoris|visualis|socialis|categoris|characteris|fantasis|glamoris|hypnotis|idolis|maximis|minimis|normalis|patronis|romanticis|scrutinis|dramatis|harmonis|agonis|authoris|civilis|localis|modernis|energis|terroris|vandalis|stabilis|idealis)(?:e|es|ed|ing|ation|ations)\b/i,
    '-ize',
  ],
  [/\b\w+isations?\b/i, '-ization'],
  [/\b\w*(?:analys|paralys|catalys)(?:e|es|ed|ing)\b/i, '-yze'],
  [
    /\b(?:travell|cancell|labell|modell|levell|counsell|marvell|fuell|signall|shovell|snorkell|dialled|channell|quarrell)\w*/i,
    'one l: traveled, canceled…',
  ],
  [
    /\b(?:jewellery|woollen|enrolment|fulfil|skilful|wilful|instalment|grey|cheque|tyres?|kerb|pyjamas|programme|aluminium|aeroplanes?)\b/i,
    'jewelry, gray, tire, pajamas, airplane…',
  ],
  [
    /\b(?:mould|plough|sceptic\w*|defence|offence|licence|pretence|practis\w+|judgement|ageing|storeys?|draught|cosy|moustache|catalogue|whilst|amongst|learnt|spelt)\b/i,
    'mold, defense, judgment, cozy…',
  ],
  [/\b(?:mums?|mummy)\b/i, 'mom'],
  [
    /\b(?:fancied|fancy dress|flatmates?|chat-up|hen do|stag do|queue\w*|crisps?|jumpers?|sweets|lolly|lollies|nappy|nappies|windscreen|pram|lorry|petrol|motorway|car park|trolley|footballers?|mobile phone|in a lift|cinema|maths|telly|fortnight|pocket money|pub quiz)\b/i,
    'had a crush on, costume, roommate, pickup line, line, chips, sweater, candy, diaper…',
  ],
  [
    /\b(?:pay rises?|tea rounds?|sledg(?:e|es|ed|ing)|r(?:ang|ing|ings|inging|ung) in sick|snog\w*|takeaways?|chemist's|sellotape|biros?|hoover(?:ed|ing)|skint|knackered|quid|bank holidays?|knickers|loo|gobsmacked|chuffed|whing(?:e|es|ed|ing)|cuppa|uni|freshers|postcodes?|dustbins?|bin bags?|washing-up|(?<!real )estate agents?|high street|sixth form|a-levels?|gcses?)\b/i,
    'raise, calling in sick, making out, takeout, pharmacy, tape, vacuuming, broke, college…',
  ],
  [
    /\b(?:traffic wardens?|newsreaders?|ladybirds?|cloakrooms?|bouncy castles?|musical statues|skipping ropes?|last orders|flat-?pack|hot[- ]?desking|grandads?|spilt|ball of wool)\b/i,
    'meter maid, news anchor, ladybug, coat check, bounce house, jump rope, last call, grandpa, spilled…',
  ],
  [/\b(?:on (?:a )?holiday|holiday (?:romance|crush|activit\w+)|dream holiday)\b/i, 'vacation'],
];

export function ukForm(text: string): string | undefined {
  for (const [pattern, us] of UK_FORMS) {
    const hit = pattern.exec(text);
    if (hit) return `${hit[0]} (US: ${us})`;
  }
  return undefined;
}
