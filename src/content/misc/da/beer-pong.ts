import { PONG_THROW_DARES } from '../beer-pong';
import type { Rated, Spice } from '../types';

// ScrollBar's beer-pong dare cards in Danish: card n is PONG_DARES_DA[n - 1], with the same id and
// spice as the English card n (src/content/misc/beer-pong.ts), so a Danish page, a Danish printed
// card and the phone name the same dare by the same number. Written for Danes, not word for word.

function p(id: string, spice: Spice, text: string): Rated {
  return { id, text, spice, adult: false };
}

/** The dares printed on the Danish dare cards, in card order. */
export const PONG_DARES_DA: readonly Rated[] = [
  p('p01', 1, 'Kast dit holds næste bold med lukkede øjne. Din makker må guide dig med stemmen.'),
  p('p02', 1, 'Kast dit holds næste bold med den anden hånd.'),
  p('p03', 1, 'Kast dit holds næste bold stående på ét ben.'),
  p('p04', 1, 'Tag et skridt tilbage fra bordet til dit holds næste kast.'),
  p('p05', 1, 'Sig højt, hvilket bæger du sigter efter, før dit næste kast.'),
  p('p06', 1, 'Kommentér det andet holds næste kast, som var det en direkte sportstransmission.'),
  p('p07', 1, 'Giv det andet hold en peptalk på ti sekunder, som var du deres træner.'),
  p('p08', 1, 'Giv hver spiller på det andet hold et ærligt ment kompliment.'),
  p('p09', 1, 'Find på et holdnavn til det andet hold. Alle bruger det, til spillet er slut.'),
  p('p10', 1, 'Giv din makker et øgenavn resten af spillet.'),
  p('p11', 1, 'Lav din bedste sejrsdans i ti sekunder. Små bevægelser tæller også.'),
  p('p12', 1, 'Nyn en sang. Din makker har ti sekunder til at sige, hvad den hedder.'),
  p('p13', 1, 'Efterlign en kendt person. Det andet hold får tre gæt.'),
  p('p14', 1, 'Balancér en bordtennisbold på håndryggen i ti sekunder.'),
  p('p15', 2, 'Spil sten, saks, papir mod en modstander, bedst af tre. Taberen tager en tår.'),
  p('p16', 2, 'Tag en tommelfingerkamp mod en modstander. Taberen tager en tår.'),
  p('p17', 1, 'Nævn fem drinks fra barens menukort på ti sekunder.'),
  p('p18', 1, 'Sig alfabetet baglæns fra M til A før næste kast.'),
  p('p19', 1, 'Fortæl bordet, hvilken elendig film du i al hemmelighed elsker, og hvorfor.'),
  p('p20', 1, 'Fortæl historien om din bedste bytur på præcis tre sætninger.'),
  p('p21', 1, 'Syng første linje af din karaokesang.'),
  p('p22', 1, 'Tal kun i spørgsmål, indtil det bliver dit holds tur igen.'),
  p('p23', 1, 'Udbring en skål for det andet hold. Alle løfter et glas, vand tæller også.'),
  p('p24', 1, 'Bedøm det andet holds kastestil med en karakter ud af ti og ét godt råd.'),
];

/** The dare rules in Danish, rule for rule as PONG_DARE_RULES. */
export const PONG_DARE_RULES_DA: readonly string[] = [
  'Før spillet gemmer hvert hold to konsekvenskort med bagsiden op under to af sine egne bægre.',
  'Ingen kort ved bordet? Marker de to bægre med en ølbrik, og scan konsekvenskoden, når et af dem bliver ramt.',
  'Gemmer et ramt bæger på en konsekvens, vender det forsvarende hold kortet, og én af dem udfører konsekvensen før næste kast.',
  'Det forsvarende hold vælger selv, hvem af dem der tager konsekvensen. Ingen vælger for en anden.',
  'En konsekvens er et tilbud, ikke en ordre. Alle kan bytte en konsekvens for en tår, og en tår kan være vand.',
  `Konsekvenser, der ændrer et kast (kort 1 til ${PONG_THROW_DARES}), gælder kun for den spillers næste kast.`,
  'En konsekvens, der vil genere andre gæster, eller som personalet beder jer stoppe, springes over.',
  'Når spillet er slut, lægger I konsekvenskortene tilbage i bunken til det næste bord.',
];
