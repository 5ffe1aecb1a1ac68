import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Gentle Jack er blackjack til et bord, hvor ikke alle har lyst til en vild aften. I spiller om jetoner i stedet for drinks, indsatserne er små, og hver knægt, der dukker op, sender hele bordet hen til vandglasset. Det er det spil, vi foreslår vores partnerbarer til stille hverdagsaftener, blandede grupper og den, der skal køre, og det er stadig et rigtigt spil: kortene, giveren og spændingen om det sidste kort er der alle sammen.',
  },
  { h: 'Det skal du bruge' },
  {
    kit: [
      { item: 'spil kort', count: '1 (2 ved mere end 5 spillere)' },
      { item: 'jetoner: mønter, kapsler eller tændstikker', count: '10 pr. spiller' },
      { item: 'glas vand', count: '1 pr. spiller' },
      { item: 'din egen drink, hvis du vil have en', count: '1 pr. spiller' },
    ],
  },
  { p: 'Spillere: 2 til 7, hvoraf én giver hver runde.' },
  { h: 'Kortenes værdi' },
  {
    table: {
      head: ['Kort', 'Værdi'],
      rows: [
        ['2 til 10', 'Deres tal'],
        ['Knægt, dame, konge', '10'],
        ['Es', '1 eller 11, alt efter hvad der hjælper dig'],
      ],
    },
  },
  {
    p: 'Målet er at slutte en hånd tættere på 21 end giveren uden at komme over. Et es og et hvilket som helst kort til 10 som dine to første kort er blackjack, den bedste hånd, der findes.',
  },
  { h: 'Opstilling' },
  {
    steps: [
      'Giv alle 10 jetoner og et fyldt glas vand.',
      'Bland, og find den første giver: den, der trækker det højeste kort fra bunken.',
      'Giveren beholder bunken. Efter hver runde går rollen som giver én plads til venstre, så alle kommer til at give.',
    ],
  },
  { h: 'Sådan spilles en runde' },
  {
    steps: [
      'Alle undtagen giveren sætter 1, 2 eller 3 jetoner ind ved at lægge dem foran sig.',
      'Giveren giver hver spiller ét kort med billedsiden op og sig selv ét kort med billedsiden ned; derefter endnu et kort med billedsiden op til hver spiller og til sig selv.',
      'Rundt til venstre banker hver spiller i bordet for at få et kort mere (hit) eller fører en hånd hen over sine kort for at stoppe (stand). Kommer du over 21, er du sprunget: Din indsats går straks til giveren.',
      'Når alle spillere er færdige, vender giveren det skjulte kort og skal tage kort, så længe giveren har under 17, og skal stoppe ved 17 eller mere.',
      'Gør op. Slår du giveren, betaler giveren dig lige så mange jetoner, som du satte. Taber du til giveren, går din indsats til giveren. Uafgjort (push) giver dig din indsats tilbage. Blackjack betales med én jeton ekstra.',
    ],
  },
  { h: 'De blide regler' },
  {
    list: [
      'Knægtreglen: Hver gang en knægt bliver vendt op, tager alle ved bordet en tår vand. Det er den regel, der har givet spillet sit navn, og den holder et langt spil venligt for alle.',
      'Løbet tør for jetoner? Køb dig ind igen med 5 jetoner ved at tage én tår af din egen drink, hvad den end er. Det er den eneste gang, spillet beder om en tår af din egen drink, og vand tæller også her.',
      'Ingen sætter mere end 3 jetoner ind, uanset hvor langt foran de er, så ingen er ude efter én dårlig hånd.',
      'En spiller kan stå over en hvilken som helst runde, beholde sine jetoner og stadig snakke med ved bordet.',
    ],
  },
  { h: 'Slutningen' },
  {
    p: 'Spil i en aftalt tid (45 minutter passer de fleste borde) eller til alle har givet to gange. Spilleren med flest jetoner vinder og vælger næste spil; spilleren med færrest henter en frisk kande vand til bordet.',
  },
  { h: 'Varianter' },
  {
    list: [
      'Quick Jack: Spil til 15 i stedet for 21 med ét spil kort og højst fire spillere, for en hurtigere og mere kaotisk runde.',
      'Team Jack: Spillerne sidder parvis og deler én hånd og én bunke jetoner og skiftes til at bestemme, om de vil have et kort mere.',
      [
        'Full Jack: Spil om tår i stedet for jetoner som i ',
        { to: '/articles/blackjack', text: 'guiden til blackjack som drukspil' },
        ', men behold knægtreglen.',
      ],
    ],
  },
  { h: 'Et roligt tempo i byen' },
  {
    p: 'Gentle Jack voksede ud af en enkel idé: De bedste aftener er dem, alle kan huske. De her vaner hjælper, uanset hvilket spil I spiller.',
  },
  {
    list: [
      'Spis, før I går i gang, og igen senere, hvis aftenen trækker ud.',
      'Drik et glas vand til hver drink. Spil med en indbygget vandregel, som det her, gør det nemt.',
      'Bestem, hvor mange drinks du vil have, før den første, og fortæl det til en ven.',
      'Hold dig til dit eget glas. Ingen fylder op i andres glas uden at spørge.',
      'Skift til roligere spil ind imellem. En runde Gentle Jack efter en runde pong giver alle et pusterum.',
      'Lad alle spille med vand, uden kommentarer. Den, der skal køre, er med i spillet på lige fod med alle andre.',
      'Vid, hvordan alle kommer hjem, før aftenen starter, og kør aldrig bil efter at have drukket.',
    ],
  },
  {
    p: [
      'Flere spil, der virker med eller uden alkohol: ',
      { to: '/games/most-likely-to', text: 'hvem er mest tilbøjelig til' },
      ', ',
      { to: '/games/category', text: 'kategori' },
      ' og ',
      { to: '/games/charades', text: 'mimeleg' },
      ' på din telefon, eller hele listen med ',
      { to: '/articles', text: 'spilleguides' },
      '.',
    ],
  },
];
