import type { Rated, Spice } from '../types';

// The dares behind the Danish user cards, shared dare links and the epic dare challenge: the same
// ids, spice and 18+ flags as src/content/misc/dares.ts, so a link sent in one language opens the
// same dare in the other. Written for Danes, not word for word.

function d(id: string, spice: Spice, text: string, adult = false): Rated {
  return { id, text, spice, adult };
}

export const DARES_DA: readonly Rated[] = [
  d(
    'd01',
    1,
    'Kommentér alt, hvad du gør, de næste to minutter, som var det en fodboldkamp på TV 2.',
  ),
  d(
    'd02',
    1,
    'Lad personen til venstre for dig vælge et ord, du skal have med i hver sætning til din næste tur.',
  ),
  d('d03', 1, 'Efterlign en her ved bordet, til nogen gætter, hvem det er.'),
  d('d04', 1, 'Balancér en ølbrik på hovedet til din næste tur. Falder den, tager du en tår.'),
  d('d05', 1, 'Hold en skåltale for selskabet på stående fod, mindst tre sætninger lang.'),
  d(
    'd06',
    1,
    'Byt et stykke tøj eller et smykke med personen over for dig i en runde, hvis de har lyst.',
  ),
  d('d07', 1, 'Syng omkvædet af den sidste sang, du hørte, med stor indlevelse.'),
  d('d08', 1, 'Stå i planken, mens de andre langsomt tæller til tyve.'),
  d('d09', 1, 'Fortæl om din morgen i dag, som var det et naturprogram med David Attenborough.'),
  d('d10', 1, 'Giv alle ved bordet et nyt øgenavn. Det holder resten af spillet.'),
  d('d11', 1, 'Tal kun i spørgsmål til din næste tur. Hver fejl koster en tår.'),
  d('d12', 1, 'Lad de andre vælge en positur, du skal stå i på det næste billede, nogen tager.'),
  d('d13', 2, 'Vis de andre det sidste billede i din kamerarulle uden at springe over.'),
  d('d14', 2, 'Læs den sidste besked, du selv har sendt, op med dramatisk stemme.'),
  d('d15', 2, 'Lad personen til højre for dig skrive et ord på din hånd med en kuglepen.'),
  d(
    'd16',
    2,
    'Ring eller send en talebesked til en ven, der ikke er her, og syng fødselsdagssang, uanset datoen.',
  ),
  d('d17', 2, 'Fortæl om dit mest pinlige øjeblik fra folkeskolen.'),
  d(
    'd18',
    2,
    'Stil op til et billede, som de andre instruerer, og bestem selv, om det kommer i din story.',
  ),
  d('d19', 2, 'Dans tyve sekunder midt på gulvet, så godt du kan.'),
  d('d20', 2, 'Giv hver spiller ved bordet et kompliment, og mén det.'),
  d('d21', 2, 'Spørg bartenderen eller værten om deres yndlingsdrink, og bestil den næste gang.'),
  d('d22', 2, 'Lad de andre vælge den næste sang, du skal synge med på, omkvæd og det hele.'),
  d('d23', 2, 'Hold masken i tredive sekunder, mens alle prøver at få dig til at grine.'),
  d('d24', 2, 'Send en enkelt emoji, som de andre vælger, til den tredje person i dine kontakter.'),
  d('d25', 3, 'Fortæl, hvem her du ville bytte liv med i en uge, og hvorfor.'),
  d('d26', 3, 'Vælg noget, du selv har googlet i denne uge, og forklar bordet hvorfor.'),
  d('d27', 3, 'Afslør det seneste, du har løjet om, uanset hvor lille det var.'),
  d('d28', 3, 'Tag to tår, eller svar på ét spørgsmål, som de andre bliver enige om.'),
  d(
    'd29',
    3,
    'Skriv en sød besked, som personen over for dig dikterer, og send den til en ven, du selv vælger.',
  ),
  d('d30', 3, 'Fortæl om din værste date nogensinde, med alle detaljer.'),
  d('d31', 3, 'Hvisk noget flirtende til personen til venstre for dig, hvis de har lyst.', true),
  d(
    'd32',
    3,
    'Giv en langsom og seriøs skuldermassage i tredive sekunder til en her, der har lyst.',
    true,
  ),
  d('d33', 3, 'Beskriv dit perfekte kys uden at sige læber eller mund.', true),
  d('d34', 3, 'Sid på skødet af en her, der siger ja, når du spørger, til din næste tur.', true),
  d('d35', 3, 'Fortæl bordet om det mest vovede sted, du nogensinde har kysset.', true),
  d(
    'd36',
    3,
    'Afprøv din bedste scorereplik på personen over for dig, hvis de er med på det.',
    true,
  ),
];

export function findDareDa(id: string): Rated | undefined {
  return DARES_DA.find((dare) => dare.id === id);
}
