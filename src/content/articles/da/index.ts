import { GUIDES } from '..';
import type { GuideMeta } from '../../reading/types';

// The Danish guides (issue 39): each entry answers the English entry with the same slug, keeps
// its facts (players, kit, length, the game to play) and has its own Danish words. Its body is
// src/content/articles/da/bodies/<slug>.ts. A guide not here shows in English on /da pages.

type Words = Pick<GuideMeta, 'title' | 'description' | 'blurb'>;

function danish(slug: string, words: Words): GuideMeta {
  const english = GUIDES.find((guide) => guide.slug === slug);
  if (!english) throw new Error(`No English guide "${slug}" for a Danish one to answer`);
  return { ...english, ...words, locale: 'da', updated: '2026-11-29' };
}

export const GUIDES_DA: readonly GuideMeta[] = [
  danish('never-have-i-ever', {
    title: 'Jeg har aldrig: regler, varianter og sådan spiller man',
    description:
      'Sådan spiller man Jeg har aldrig: opstilling, reglerne, ti-finger-varianten, husregler og hvordan tilståelserne forbliver sjove. Spil det gratis i appen.',
    blurb: 'Sig noget, du aldrig har gjort; alle, der har, drikker. Det klassiske tilståelsesspil.',
  }),
  danish('most-likely-to', {
    title: 'Hvem er mest tilbøjelig til: regler, stemmelighed og husregler',
    description:
      'Hvem er mest tilbøjelig til forklaret: stil spørgsmålet, tæl til tre, og peg. Regler for stemmelighed, pointvarianter og venlige afstemninger.',
    blurb: 'Alle peger på den, der passer bedst til spørgsmålet. Flest fingre drikker.',
  }),
  danish('truth-or-dare', {
    title: 'Sandhed eller konsekvens: regler, gode opgaver og grænser',
    description:
      'Sandhed eller konsekvens for to eller en hel flok: aftal grænserne, prisen for et nej, husregler som dobbelt konsekvens, og opgaver der forbliver sjove.',
    blurb: 'Svar ærligt, eller tag konsekvensen. Aftal grænserne først, så er det sjovt for alle.',
  }),
  danish('charades', {
    title: 'Mimeleg: regler for hold, tegn og point',
    description:
      'Sådan spiller man mimeleg på hold: de klassiske tegn, tid og point, pandevarianten og husregler. Ingen udstyr, alle aldre, og det virker uden net.',
    blurb: 'Mim et ord uden en lyd, mens dit hold råber gæt, før tiden løber ud.',
  }),
  danish('the-line', {
    title: 'The Line: Slusens beer pong på én lang række',
    description:
      'The Line, husets beer pong på Slusen i København: seks krus på række, kun det forreste tæller, og et træf længere tilbage rykker kruset frem.',
    blurb: 'Beer pong på én lige række: kun det forreste krus kan slås ud.',
  }),
  danish('meyer', {
    title: 'Meyer: regler for det danske terningspil med bluff',
    description:
      'Sådan spiller man Meyer: slagenes rækkefølge fra Meyer og Lille Meyer ned til 32, liv, "det eller derover" og de bedste husregler.',
    blurb: 'Slå i skjul med to terninger, sig et tal, og tør den næste løfte bægeret?',
  }),
  danish('bakke', {
    title: 'Bakke: Slusens husspil med en bakke og en terning',
    description:
      'Bakke, husspillet fra Slusen i København, som vi spiller det: en bakke små glas, én terning, seks slag og en tjener med attitude.',
    blurb: 'En bakke små glas, én terning og et slag, der gør dig til tjener.',
  }),
  danish('beer-pong', {
    title: 'Beer pong: regler, opstilling og husregler',
    description:
      'Regler for beer pong: trekanten med ti krus, turene, omstilling, bolde tilbage, hop, sidste chance og turneringsvarianter, og hvordan det forbliver hygiejnisk.',
    blurb: 'To trekanter af krus, to bolde og et langt bord. Ryd den anden side først.',
  }),
  danish('category', {
    title: 'Kategori: regler og de bedste varianter',
    description:
      'Kategori, også kendt som sidste mand tilbage: nævn ting i en kategori, før tiden løber ud. Regler, ur, indsigelser og varianter.',
    blurb:
      'Nævn et bilmærke, en ost, en hovedstad, på skift, før tiden løber ud. Den sidste vinder.',
  }),
  danish('kings-cup', {
    title: 'Kings Cup: regler og hvad hvert kort betyder',
    description:
      'Regler for Kings Cup (Kongens bæger) med alle kort fra es til konge, opstilling, gode knægteregler, husvarianter og hvordan I tæmmer glasset i midten.',
    blurb:
      'Hvert kort har et job, hver konge fylder glasset. Træk den fjerde konge, og tag en tår.',
  }),
  danish('country-island-city', {
    title: 'Land, ø, by: regler og point',
    description:
      'Land, ø, by: træk et bogstav, udfyld alle kolonner, før tiden løber ud, og få 10, 5 eller 20 point. Regler, pointtabel og husregler.',
    blurb: 'Ét bogstav, et land, en ø og en by, før tiden er gået. Unikke svar giver flest point.',
  }),
  danish('ring-of-fire', {
    title: 'Ring of Fire: kortenes regler og sådan spiller man',
    description:
      'Kortspillet Ring of Fire: læg en ring om glasset, træk uden at bryde den, og følg hvert kort. Hele korttabellen, husregler og mindre skænk.',
    blurb: 'Træk fra en ring af kort uden at bryde den. Hvert kort er en regel.',
  }),
  danish('flip-cup', {
    title: 'Flip Cup: regler og tips til stafetten',
    description:
      'Regler for Flip Cup: to hold, ét krus hver, drik og knips kruset på hovedet, før den næste på holdet går i gang. Opstilling, lige skænk og varianter.',
    blurb: 'Et stafetløb: drik, knips kruset på hovedet, og send den næste af sted.',
  }),
  danish('waterfall', {
    title: 'Vandfald: reglen, kortudgaven og sikrere spil',
    description:
      'Vandfald forklaret: alle drikker samtidig, hver stopper efter spilleren før, og der bliver talt til fem. Kortudgaven, varianter og sikrere spil.',
    blurb: 'Alle drikker sammen, stopper efter personen før, og en tælling til fem slutter det.',
  }),
  danish('drunk-dice', {
    title: 'Drunk Dice: regler for hver side og hver sum',
    description:
      'Regler for Drunk Dice: slå med én eller to terninger, læs reglen for tallet, og lav bordregler. Hele regeltabellen, hvordan I ændrer den, og små tår.',
    blurb:
      'Slå, læs reglen for dit tal, og send terningerne videre. Ét slag lader dig lave en regel.',
  }),
  danish('ride-the-bus', {
    title: 'Bussen (Ride the Bus): de fire spørgsmål, pyramiden og turen',
    description:
      'Regler for kortspillet Bussen: rød eller sort, højere eller lavere, imellem eller udenfor, kulør; så pyramiden og busturen, med et stoppested.',
    blurb: 'Gæt dine kort, kom af med dem på pyramiden, og håb, at du ikke skal køre bus.',
  }),
  danish('pyramid', {
    title: 'Pyramiden: regler, bluff og hvad hver række er værd',
    description:
      'Regler for kortspillet Pyramiden: en pyramide af 21 kort, tre kort at huske, bluff, der koster ekstra, og hvad hver række er værd.',
    blurb: 'Husk dine kort, vend pyramiden, og bluff dig til at dele tår ud.',
  }),
  danish('buffalo', {
    title: 'Buffalo: reglen om at drikke med den svage hånd',
    description:
      'Regler for Buffalo: drik kun med din svage hånd, eller bliv afsløret. Hvad der tæller, falske råb, timeskiftet og mildere straffe.',
    blurb: 'Drik altid med din svage hånd. Bliver du taget, råber nogen "Buffalo!"',
  }),
  danish('odd-one-out', {
    title: 'Odd One Out: regler for spillet om det hemmelige ord',
    description:
      'Regler for Odd One Out: alle undtagen én får det hemmelige ord, spørgsmålene går rundt, og alle peger på tre. Point, det sidste gæt, tår og gode råd.',
    blurb: 'Alle undtagen én kender ordet. Spørg, svar, og peg så på den, der bluffer.',
  }),
  danish('squiffy', {
    title: 'Squiffy: regler for festspillet, hvor telefonen går rundt',
    description:
      'Regler for Squiffy: udfordringer, ærlige spørgsmål, afstemninger og dueller med jeres navne på hvert kort. Pakker, at springe over, tår og gode råd.',
    blurb:
      'Hvert kort nævner en ved bordet: en udfordring, et spørgsmål, en afstemning eller en duel.',
  }),
  danish('more-or-less', {
    title: 'More or Less: regler for talquizzen på hold',
    description:
      'Regler for More or Less: et spørgsmål, et tal, der er tæt på, men forkert, og holdet siger mere eller mindre. Hold, point, tår eller straffe og gode råd.',
    blurb:
      'Er det rigtige svar mere eller mindre end tallet på kortet? Holdet diskuterer og svarer.',
  }),
  danish('word-guess', {
    title: 'Word Guess: regler for Tyve spørgsmål',
    description:
      'Word Guess, eller Tyve spørgsmål: én kender et hemmeligt ord, de andre stiller ja-nej-spørgsmål. Regler, point, en udgave med tår og gode råd.',
    blurb:
      'Én af jer kender ordet. Tyve spørgsmål, der kan besvares med ja eller nej, til at finde det.',
  }),
  danish('horse-race', {
    title: 'Hestevæddeløb: kortspillet, hvor esserne er heste',
    description:
      'Drukspillet Hestevæddeløb: fire esser løber op ad en bane af kort, alle satser tår på en kulør, og tilbageslag sender føreren bagud. Regler og varianter.',
    blurb: 'Fire esser løber om kap op ad en bane af kort. Sats på en kulør, og hep.',
  }),
  danish('fireball', {
    title: 'Fireball (Stack Cup): regler for hoppejagten',
    description:
      'Fireball, også kaldet Stack Cup: hop bolden ned i dit krus, send det videre, og bliv stablet, hvis et krus indhenter dig. Opstilling, kongekruset og varianter.',
    blurb: 'Hop bolden ned i dit krus, og send det videre, før det næste krus indhenter dig.',
  }),
  danish('blackjack', {
    title: 'Blackjack som drukspil: der satses i tår',
    description:
      'Blackjack som drukspil: sats tår, tag kort eller stå, giveren står på 17. Kortenes værdi, en strategi til en ølbrik, husregler og et loft, der virker.',
    blurb: 'Slå giveren i at komme tættest på 21. Vind og del din indsats ud; spring og drik den.',
  }),
  danish('drunk-poker', {
    title: 'Drunk Poker: Texas Hold’em med tår ved siden af',
    description:
      'Regler for Drunk Poker: spil Hold’em om jetoner, mens fold, tabte hænder og afslørede bluff koster tår. Hændernes rang, husregler og et fast sluttidspunkt.',
    blurb: 'Poker om jetoner, med tår for at folde, tabe og blive taget i at bluffe.',
  }),
  danish('drunk-uno', {
    title: 'Drunk UNO: en tår for hvert kort, du trækker',
    description:
      'Regler for Drunk UNO: almindelig UNO med en tår pr. trukket kort, stabling af +2 og +4, UNO-straffen og optællingen til sidst, med fornuftige lofter.',
    blurb:
      'Almindelig UNO, bortset fra at hvert kort, du trækker, er en tår. Stabl +4 på eget ansvar.',
  }),
  danish('who-would-rather', {
    title: 'Hvem vil hellere: pegelegen om valg',
    description:
      'Hvem vil hellere: læs et valg op, alle peger på den ven, der ville træffe det, og vedkommende siger, om gruppen havde ret. Regler, varianter og spørgsmål.',
    blurb: 'Peg på den ven, der hellere vil. Find så ud af, om du havde ret.',
  }),
];
