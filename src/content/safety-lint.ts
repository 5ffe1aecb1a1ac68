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

// ---- Danish ----
// The Danish decks are checked by the same rules. `\b` knows no æ, ø or å, so Danish patterns
// mark word edges with letter lookarounds (`B`, `E`) and carry the `u` flag.

/** The start of a word, in any alphabet. */
const B = String.raw`(?<![\p{L}\p{N}])`;
/** The end of a word, in any alphabet. */
const E = String.raw`(?![\p{L}\p{N}])`;

/** One Danish pattern from parts, case-insensitive and Unicode-aware. */
function da(parts: string[]): RegExp {
  return new RegExp(parts.join('|'), 'iu');
}

/** Danish pronouns and names for the person a body act lands on. */
const DA_TARGET = String.raw`(?:\{player2?\}|dem|ham|hende|nogen|din partner|hinanden)`;

/** BODY_ACT in Danish: kissing, hugging, laps, massage, undressing, hands, feeding. */
const BODY_ACT_DA = da([
  String.raw`${B}kys(?:se|ser|sede|set)?${E}`,
  String.raw`${B}snav(?:e|er|ede|et)?${E}`,
  String.raw`${B}(?:skødedans\p{L}*|lap ?dances?)${E}`,
  String.raw`${B}(?:på|i) (?:\S+ )?skød(?:et)?${E}`,
  String.raw`massage\p{L}*|${B}mass(?:ér|ere|erer|erede)${E}`,
  String.raw`${B}slik(?:ke|ker|kede)${E}`,
  String.raw`${B}bid(?:e|er)? (?:i|let|blidt)${E}`,
  String.raw`${B}nus(?:se|ser|sede)?${E}`,
  String.raw`${B}kram(?:me|mer|mede)?${E}`,
  String.raw`${B}ae(?:r|de)?${E}`,
  String.raw`${B}rør(?:e|er)? (?:ved )?(?:${DA_TARGET}|(?:deres|hans|hendes|din partners|nogens|\{player2?\}s) \p{L}+)`,
  String.raw`${B}(?:kild|stryg|smæk|klask)(?:e|er|ede)? ${DA_TARGET}`,
  String.raw`${B}kærtegn\p{L}*`,
  String.raw`${B}skræv\p{L}*`,
  String.raw`${B}gnid\p{L}* [^.;!?]{0,15}op ad${E}`,
  String.raw`${B}hold(?:e|er)? (?:\S+ ){0,3}i hånden${E}|${B}hånd i hånd${E}`,
  String.raw`${B}(?:tætdans|kind mod kind)\p{L}*|${B}dans(?:e|er)? (?:tæt |langsomt )?(?:med|tæt)${E}`,
  String.raw`${B}fodr(?:e|er|ede)?${E}|${B}mad(?:e|er) ${DA_TARGET}`,
  String.raw`${B}giv(?:e|er)? (?:\{player2?\}|dem|ham|hende|din partner) (?:en bid|en mundfuld|noget at spise)`,
  String.raw`${B}klæ(?:d|de|der)? (?:\S+ ){0,2}af${E}|${B}afklæd\p{L}*`,
  String.raw`${B}(?:tøj(?:et)?|tøjstykke\p{L}*|beklædningsgenstand\p{L}*)${E}`,
  String.raw`${B}sid(?:de|der)? på${E}`,
  String.raw`${B}på ryggen${E}`,
]);

/** SECOND_PERSON in Danish: the player to your left, someone you pick, each other. */
const SECOND_PERSON_DA = da([
  String.raw`${B}(?:personen|spilleren|den) (?:til|på) (?:venstre|højre) for dig${E}`,
  String.raw`${B}(?:personen|spilleren) (?:over for|ved siden af) dig${E}`,
  String.raw`${B}(?:nogen|nogens|hinanden|hinandens|din partner|en anden spiller|en af de andre|en her|én her|den anden|de andre|en person|en spiller|hvem som helst|ham|hende)${E}`,
  String.raw`${B}(?:gruppen|bordet|rummet|de andre) (?:vælger|bestemmer|peger på)${E}`,
  String.raw`${B}(?:en|én|person|spiller) (?:du|I|gruppen) vælger${E}`,
]);

/** ASKS in Danish: "hvis {player} har lyst", "hvis de siger ja", "en her, der har lyst". */
const ASKS_DA = da([
  String.raw`${B}hvis (?:\{player2?\}|de|han|hun|personen|din partner|den anden|I begge|begge|I to|vinderen)${E}[^.;:!?]{0,30}${B}(?:har lyst|siger ja|vil|gerne vil|er med|er frisk|er klar|er til det|giver lov|synes,? det er okay|accepterer|takker ja)${E}`,
  String.raw`${B}(?:nogen|en|én|den|dem|alle|hver person|hver)(?: her| i rummet)?,? (?:der|som) (?:har lyst|gerne vil|vil|siger ja|melder sig|er frisk|takker ja)${E}`,
  String.raw`${B}med (?:deres|hans|hendes|din partners|\{player2?\}s) (?:lov|ja|accept|samtykke)${E}`,
]);

/** HYPOTHETICAL in Danish: "hvem ville du kysse", talk about an act. */
const HYPOTHETICAL_DA = new RegExp(
  String.raw`${B}(?:ville|kunne|skulle|nogensinde|aldrig|drømmer om at)${E}[^.;:!?]{0,25}$`,
  'iu',
);

/** A card's body act in English or Danish. */
const BODY_ACTS = [BODY_ACT, BODY_ACT_DA];

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
    const before = sentence.slice(0, hit.index);
    if (!HYPOTHETICAL.test(before) && !HYPOTHETICAL_DA.test(before)) return true;
  }
  return false;
}

/** A hit that sits after "not", "never", "rather than"… in its clause: advice against it. */
const NEGATED =
  /(?:\b(?:not|never|no|nobody|no one|rather than|instead of|without)\b|n't)[^,;:.!?]{0,40}$/i;
/** NEGATED in Danish: "ikke", "aldrig", "i stedet for", "uden". */
const NEGATED_DA = new RegExp(
  String.raw`${B}(?:ikke|aldrig|ingen|intet|uden|i stedet for|frem for|hverken)${E}[^,;:.!?]{0,40}$`,
  'iu',
);

function hitNotNegated(pattern: RegExp, sentence: string): boolean {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const hit of sentence.matchAll(global)) {
    const before = sentence.slice(0, hit.index);
    if (!NEGATED.test(before) && !NEGATED_DA.test(before)) return true;
  }
  return false;
}

/** The card involves another person's body: an act on them, with them named or picked. */
export function involvesOthersBody(item: LintItem): boolean {
  const acts = instructions(item);
  return (
    acts.some((sentence) => BODY_ACTS.some((pattern) => actHit(pattern, sentence))) &&
    acts.some((sentence) => SECOND_PERSON.test(sentence) || SECOND_PERSON_DA.test(sentence))
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

/** PRICE_OF_NO in Danish: "…eller tag to tår", "siger du nej, drikker du". */
const PRICE_OF_NO_DA = da([
  String.raw`${B}eller (?:også )?(?:tag|tager|drik|drikker|bund|bunder|tøm|tømmer)${E}[^.;!?]{0,25}${B}(?:tår|tårer|slurk|slurke|shot|shots|glas|glasset|det)${E}`,
  String.raw`${B}eller (?:også )?(?:drik|drikker|bund)${E}`,
  String.raw`${B}(?:nægt\p{L}*|siger nej|sige nej|siger du nej|afslå\p{L}*|afvis\p{L}*|spring\p{L}* over|dropper|tør ikke|tør du ikke|vil ikke|vil du ikke|pass\p{L}*|melder pas)${E}[^.;!?]{0,40}${B}(?:tår|tårer|slurk|slurke|shots?|drik\p{L}*|straf\p{L}*|koster(?! ingenting| intet))`,
]);

/** FREE_REFUSAL in Danish: "det koster ingenting at sige nej", "uden straf". */
const FREE_REFUSAL_DA = da([
  String.raw`${B}(?:koster ingenting|koster intet|er gratis|uden straf|ingen straf|ingen tår|ingen tårer|ingen slurke|helt frivilligt)${E}`,
]);

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

/** Phones and accounts in Danish. */
const PHONE_THINGS_DA = String.raw`(?:telefon\p{L}*|mobil\p{L}*|sms\p{L}*|besked\p{L}*|chat\p{L}*|søgehistorik\p{L}*|browserhistorik\p{L}*|kamerarulle\p{L}*|billeder\p{L}*|fotos?|galleri\p{L}*|indbakke\p{L}*|e-?mails?|mails?|noter|kontakter|apps?|app'?en|konto\p{L}*|profil\p{L}*|sociale medier|story|stories|feed|datingapp\p{L}*|instagram|snapchat|tiktok|facebook|messenger)`;
/** Someone else's, in Danish: "hans", "hendes", "{player}s", "nogens". */
const OTHER_PERSON_S_DA = String.raw`(?:andres|nogens|nogen andens|en andens|deres|hans|hendes|\{player2?\}'?s|din partners|hinandens|personen til (?:venstre|højre) for digs)`;
/** PHONE_SNOOP in Danish: "kig i hans telefon", "skriv fra {player}s telefon", "byt telefoner". */
const PHONE_SNOOP_DA = da([
  String.raw`${B}lad${E}[^.;!?]{0,40}${B}(?:gå\p{L}* (?:\p{L}+ )?igennem|kig\p{L}* (?:i|igennem)|læse?|scrolle?|søge?|snage?|poste?|sende?|skrive?|skifte?|ændre?|opdatere?|svare?|kommentere?|låse? op|bruge?|tjekke?|åbne?)${E}[^.;!?]{0,40}${B}${PHONE_THINGS_DA}${E}`,
  String.raw`${B}(?:gå|går|gennemgå\p{L}*|kig|kigge|kigger|læs|læse|læser|scroll\p{L}*|snag\p{L}*|tjek\p{L}*|søg|søge|søger|post\p{L}*|send|sende|sender|skriv|skrive|skriver|åbn|åbne|åbner|brug|bruge|bruger)${E}[^.;!?]{0,30}${OTHER_PERSON_S_DA}\s+(?:\S+\s+){0,2}${PHONE_THINGS_DA}${E}`,
  String.raw`${B}(?:post|send|skriv|svar|kommenter|sms)\p{L}*[^.;!?]{0,40}${B}(?:fra|på|med|via) ${OTHER_PERSON_S_DA}\s+(?:\S+\s+)?(?:telefon|mobil|konto|profil|sociale medier|instagram|snapchat|facebook)\p{L}*`,
  String.raw`${B}(?:byt|bytte|bytter|udveksl\p{L}*) (?:\S+ ){0,2}(?:telefoner|mobiler|telefon med|mobil med)${E}`,
  String.raw`${B}(?:giv|ræk|aflever|overdrag)\p{L}* (?:\S+ ){0,2}din (?:ulåste |åbne )?(?:telefon|mobil)${E}`,
]);

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

/** Glasses and drinks in Danish. */
const VESSEL_DA = String.raw`(?:glas(?:set|sene)?|øl(?:len|let)?|bajer(?:en)?|drink(?:s|en)?|vin(?:en)?|flask(?:e|en)|dåse(?:n)?|kop(?:pen)?|bæger(?:et)?|cocktail(?:en)?|genstand(?:en)?)${E}(?!\s+(?:med\s+)?vand)`;
/** DANGEROUS_DRINK in Danish: "bund", "hele glasset", "tag et shot", shots as a penalty. */
const DANGEROUS_DRINK_DA = da([
  // Finishing a drink: "drik dit glas", "tøm flasken", "bund din øl", "hele glasset".
  String.raw`${B}(?:drik|drikke|drikker|tøm|tømme|tømmer|bund|bunde|bunder)${E}\s+(?:(?:hele|resten af|dit|din|dine|jeres|deres|hans|hendes|et|en|den|det)\s+){0,2}${VESSEL_DA}`,
  String.raw`${B}hele (?:dit |din |jeres |deres |\p{L}+ )?${VESSEL_DA}`,
  String.raw`${B}(?:i bund|bund(?:e|er|ede)?)${E}`,
  String.raw`${B}(?:drik|drikke|drikker|tøm\p{L}*)${E}[^.;!?]{0,30}${B}(?:på|i) (?:ét|et|én|en) (?:hug|slurk|drag)${E}`,
  // Shots: taken, handed out or as a price.
  String.raw`${B}(?:tag|tager|tage|drik|drikker|drikke|giv|giver|uddel\p{L}*|koster|betyder|hæld|hælder|få|får)${E}\s+(?:\S+\s+)?(?:et|en|ét|to|tre|fire|fem|\p{L}+ ekstra) shots?${E}`,
  String.raw`${B}(?:et shot|shots)${E}\s+(?:når|hvis|for|hver|til alle|til hver|som straf)${E}`,
  String.raw`${B}strafshot\p{L}*`,
  // No end in sight.
  String.raw`${B}(?:drik|drikke|drikker)${E},?\s+(?:videre,?\s+)?(?:indtil|lige til|helt til|til (?:nogen|du|de|han|hun|sangen))${E}`,
  String.raw`${B}(?:bliv|bliver|fortsæt|fortsætter)${E}[^.;!?]{0,15}(?:med at drikke|drikker videre)`,
  // More than a few sips in one go.
  String.raw`${B}(?:seks|syv|otte|ni|ti|elleve|tolv|femten|tyve|[6-9]|\d{2,}) (?:tår|tårer|slurke|mundfulde)${E}`,
]);
/** ENDLESS_WATERFALL in Danish: "ingen må stoppe, før…". */
const ENDLESS_WATERFALL_DA = da([
  String.raw`${B}ingen (?:må|kan) (?:\p{L}+ )?stoppe${E}`,
  String.raw`${B}må først stoppe${E}`,
  String.raw`${B}stopper? først,? når${E}`,
]);
/** WATERFALL_CAP in Danish: "højst fem sekunder", "tæl til fem". */
const WATERFALL_CAP_DA = da([
  String.raw`${B}(?:højst|maks(?:imalt)?|op til) (?:\p{L}+ )?(?:sekunder|tår|tårer|slurke)${E}`,
  String.raw`${B}tæl(?:ler|les)? (?:til )?(?:tre|fire|fem|\d)${E}`,
]);

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

/** HUMILIATION in Danish: the ugliest here, mocking looks or accents, making someone cry. */
const HUMILIATION_DA = da([
  String.raw`${B}(?:grimmeste|mindst (?:attraktive|lækre|pæne)|tykkeste|fedeste|tyndeste|mest stinkende|dummeste|klammeste)${E} (?:person|personer|menneske|spiller|ven|veninde|fyr|pige|her|i rummet|ved bordet)${E}`,
  String.raw`${B}(?:hvem|hvilken) (?:\p{L}+ ){0,3}(?:er|ser) (?:\p{L}+ )?(?:grimmest|tykkest|fedest|tyndest|dummest|klammest|mindst (?:attraktiv|lækker|pæn))${E}`,
  String.raw`${B}(?:gør\p{L}* grin med|grin\p{L}* af|hån(?:e|er|ede)?|latterliggør\p{L}*|fornærm\p{L}*|roast\p{L}*|giv\p{L}* karakter (?:til|for)|rangér|ranger\p{L}*|bedøm\p{L}*|rate|rater|vurder\p{L}*)${E}[^.;!?]{0,40}(?:udseende|vægt|krop\p{L}*|ansigt\p{L}*|accent\p{L}*|dialekt\p{L}*|hudfarve|etnicitet|race|religion|seksualitet|orientering|tænder|næse\p{L}*|handicap\p{L}*|hotness|lækker\p{L}*|lækre|sexede?|hotte?|tiltrækning\p{L}*)`,
  String.raw`${B}få (?:\{player2?\}|nogen|dem|ham|hende|personen til (?:venstre|højre) for dig) til at græde${E}`,
  String.raw`${B}(?:indtil|til) (?:\{player2?\}|nogen|de|han|hun) græder${E}`,
  String.raw`${B}(?:telefonfis|fupopkald\p{L}*|fupopringning\p{L}*|drilleopkald\p{L}*|prankopkald\p{L}*|prankcall\p{L}*)${E}`,
]);
/** EX_CALL in Danish: "ring til din ex", "skriv til din ekskæreste". */
const EX_CALL_DA = da([
  String.raw`${B}(?:ring|ringe|ringer|skriv|skrive|skriver|sms|send|sende|sender|besked)\p{L}*${E}[^.;!?]{0,25}${B}(?:din|dit|en|et|deres|sin) (?:ex|eks)(?:kæreste\p{L}*|en|et)?${E}`,
]);

// ---- The rules ----

export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    id: 'consent-gap',
    reason:
      'A card that puts a hand, a mouth or a lap on someone else\'s body, or has someone else\'s clothes come off, asks that person first: "if {player2} agrees", or it lets the player choose someone who wants to.',
    matches: (item) =>
      involvesOthersBody(item) && !ASKS.test(item.text) && !ASKS_DA.test(item.text),
  },
  {
    id: 'priced-refusal',
    reason:
      "Saying no to an 18+ card, or to anything involving another person's body, is free: no sips, shots or forfeits for refusing.",
    matches: (item) =>
      !item.about &&
      (item.adult === true || involvesOthersBody(item)) &&
      (PRICE_OF_NO.test(item.text) || PRICE_OF_NO_DA.test(item.text)) &&
      !FREE_REFUSAL.test(item.text) &&
      !FREE_REFUSAL_DA.test(item.text),
  },
  {
    id: 'phone-snooping',
    reason:
      "Nobody goes through, reads, posts or sends messages from someone else's phone or accounts, and no card hands a phone over to the group.",
    matches: (item) =>
      instructions(item).some(
        (sentence) => PHONE_SNOOP.test(sentence) || PHONE_SNOOP_DA.test(sentence),
      ),
  },
  {
    id: 'dangerous-drinking',
    reason:
      'Drinking stays in sips: no finishing, downing or chugging a drink, no shots, no drinking until something happens, no waterfall without a limit, and no penalty bigger than a few sips.',
    matches: (item) => {
      const acts = instructions(item);
      const dangerous = [DANGEROUS_DRINK, DANGEROUS_DRINK_DA];
      if (acts.some((sentence) => dangerous.some((pattern) => hitNotNegated(pattern, sentence))))
        return true;
      const text = acts.join(' ');
      const endless =
        (ENDLESS_WATERFALL.test(text) || ENDLESS_WATERFALL_DA.test(text)) &&
        (hitNotNegated(/\bdrink/i, text) || hitNotNegated(/(?<![\p{L}])drik/iu, text));
      return endless && !WATERFALL_CAP.test(text) && !WATERFALL_CAP_DA.test(text);
    },
  },
  {
    id: 'humiliation',
    reason:
      "Nobody is the joke: no cards about someone's looks, weight, body, ethnicity or orientation, none that aim to make someone cry, and no prank calls or calls to an ex on a dare.",
    matches: (item) =>
      HUMILIATION.test(item.text) ||
      HUMILIATION_DA.test(item.text) ||
      instructions(item).some((sentence) => EX_CALL.test(sentence) || EX_CALL_DA.test(sentence)),
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
