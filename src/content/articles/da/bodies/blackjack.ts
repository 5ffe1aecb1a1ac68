import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Blackjack er det kasinospil, alle allerede halvvejs kender: kom tættere på 21 end giveren uden at gå over. Som drukspil er jetonerne tår. Du satser, før der bliver givet, og når hånden er spillet, deler du enten din indsats ud til bordet eller drikker den selv. Giveren følger faste regler, så alle beslutninger er dine, og et bord fuld af venner vil diskutere hver eneste af dem.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Et almindeligt spil kort (et ekstra ved 6 deltagere eller flere)', count: '1' },
      { item: 'Noget at drikke', count: '1 pr. spiller' },
      { item: 'Mønter eller jetoner til indsatserne (kan undværes)', count: '10 pr. spiller' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To til otte: én giver og op til syv ved bordet. Giverrollen kan gå på omgang med få hænders mellemrum, så ingen skal være banken hele aftenen.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Find den første giver. Vedkommende blander.',
      'Aftal, hvor meget man kan satse, for eksempel fra én til tre tår. Læg en mønt pr. tår foran dig, eller sig bare din indsats højt.',
      'Alle satser, før der bliver givet kort.',
    ],
  },
  { h: 'Hvad kortene er værd' },
  {
    table: {
      head: ['Kort', 'Værdi'],
      rows: [
        ['2 til 10', 'Det tal, der står'],
        ['Knægt, dame, konge', '10'],
        ['Es', '1 eller 11, alt efter hvad der hjælper'],
      ],
    },
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Giveren giver ét kort med billedsiden opad til hver deltager og ét med bagsiden opad til sig selv.',
      'Så endnu et kort med billedsiden opad til hver deltager, og et andet kort med billedsiden opad til giveren. Giverens første kort forbliver skjult.',
      'Fra giverens venstre side og med uret bestemmer hver deltager: kort (bank i bordet for et kort mere) eller stå (før en flad hånd hen over kortene). Du må tage kort, så længe du vil.',
      'Kommer du over 21, er du sprunget: du drikker din indsats med det samme.',
      'Når alle står eller er sprunget, vender giveren det skjulte kort. Giveren skal tage et kort mere på 16 eller derunder og skal stå på 17 eller derover.',
      'Springer giveren, vinder alle, der stadig er med. Ellers vinder de, der er tættere på 21 end giveren.',
      'Vinderne deler deres indsats ud som tår til hvem som helst ved bordet. Taberne drikker deres indsats. Så blander I igen og satser på ny.',
    ],
  },
  {
    p: 'En grov tommelfingerregel kan stå på en ølbrik: stå altid på 17 eller mere; med 13 til 16 står du, når giverens synlige kort er 2 til 6, og tager kort, når det er 7 eller højere; med 12 eller mindre tager du et kort. Et es gør en hånd "blød", så en blød 17 (et es og en sekser) kan trygt tage et kort mere.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Blackjack-bonus: et es og et kort til 10 som de første to kort vinder med det samme og deler det dobbelte af indsatsen ud.',
      'Uafgjort går til giveren, eller uafgjort giver indsatsen tilbage: aftal hvilken.',
      'Dobling: efter dine første to kort fordobler du indsatsen og tager præcis ét kort mere.',
      'Giveren drikker, når den springer: springer giveren, tager vedkommende en tår pr. deltager, der stadig er med.',
      'Blid blackjack: der satses point, og kun den største taber efter hver runde på fem hænder tager en tår.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Det er indsatserne, der sætter tempoet i blackjack. Én til tre tår pr. hånd med blanding ind imellem er en rolig aften; uden loft kan en stribe tabte hænder blive et problem. Sæt maksimum før første giv, og hold det.',
  },
  {
    p: 'Spillet fungerer lige så godt med point, småmønter eller tændstikker, så den, der ikke drikker, kan være med uden at ændre en eneste regel. Nogle barer går videre: Gentle Jack, en af vores partnersider, er en udgave med mindre alkohol.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/partnerships/gentle-jack', text: 'Gentle Jack' },
        ': blackjack i den blide udgave, fra vores partnersider.',
      ],
      [
        { to: '/articles/drunk-poker', text: 'Drunk Poker' },
        ': når bordet hellere vil bluffe end regne.',
      ],
      [
        { to: '/articles/horse-race', text: 'Hestevæddeløb' },
        ': at satse helt uden at skulle beslutte noget.',
      ],
    ],
  },
];
