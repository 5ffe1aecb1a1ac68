import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Jeg har aldrig er spillet, der forvandler en stille stue til en skriftestol. Én siger noget, vedkommende aldrig har gjort, og alle, der har gjort det, drikker. Det er hele reglen, og den er nok: efter tre runder ved I, hvem der har været på Island, hvem der engang græd over en bilreklame, og hvem der har en historie om et tabt pas, som de egentlig ikke havde tænkt sig at fortælle i aften.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Noget at drikke efter eget valg', count: '1 pr. spiller' },
      { item: 'En telefon med spillet åbent (hvis I vil)', count: '1' },
      { item: 'Et glas vand inden for rækkevidde', count: '1 pr. spiller' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Tre er det mindste, det virker med, for med to er der ingen at blive overrasket over. Det er bedst med fem til ti venner, der kender hinanden lidt, men ikke helt: gamle venner plus et par nye kærester, en ny opgang på kollegiet, kollegerne til julefrokosten. Er I over tolv, så del jer i to kredse, så hver tilståelse bliver hørt.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Sæt eller stil jer nogenlunde i en rundkreds, så alle kan se alle. Det halve af det sjove er at se, hvem der rækker ud efter glasset.',
      'Sig højt, hvad der er ude af spillet. Ekskærester i rummet, hemmeligheder fra arbejdet, alt det, nogen hellere vil holde for sig selv: sig det nu, så ingen skal sige det senere.',
      'Aftal, hvad en "tår" er. En lille tår er det normale; med stærke sager er det nok at væde læberne.',
      'Find en, der starter. Den, der har fødselsdag først, er et fair valg; derefter går det med uret.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Den første siger en sætning, der begynder med "Jeg har aldrig…", og gør den færdig med noget sandt: vedkommende har virkelig ikke gjort det.',
      'Alle, der har gjort det, tager en tår. Den, der sagde det, drikker ikke, for vedkommende har jo ikke gjort det.',
      'Alle må stille ét opfølgende spørgsmål til en, der drak. Den, der drak, må svare eller bare smile; et smil er et fuldgyldigt svar.',
      'Turen går videre til venstre, og den næste kommer med sin egen sætning.',
    ],
  },
  {
    p: 'Kunsten er at sigte. En sætning, som ingen har gjort, er en spildt tur; en, som alle har gjort, er en gratis omgang. De bedste rammer to eller tre: "Jeg har aldrig været i fjernsynet" i en flok, hvor du ved, at én engang stod i baggrunden af TV 2 Nyhederne. Det er tilladt og forventet at skræddersy en sætning til at afsløre en bestemt ven, så længe det forbliver venligt.',
  },
  {
    p: 'I den klassiske udgave er der ingen vinder. Spil, til samtalen bliver mere interessant end spillet, hvilket som regel sker inden for en halv time, eller brug fingervarianten nedenfor, hvis jeres flok kan lide en slutning.',
  },
  { h: 'Sådan gør appen det' },
  {
    p: 'Åbn spillet og start: telefonen viser én sætning ad gangen, så ingen skal finde på noget i farten, og den går rundt eller bliver læst højt af den, der holder den. Tryk videre for at få den næste. Sætningerne kommer fra pakker, som I slår til og fra i pakkelisten: alt fra klassikerne og festaftenen til venner, par, isbrydere og en alkoholfri pakke, og en rejsepakke for Premium-medlemmer. Den frække pakke er mærket 18+ og er slået fra, til I selv vælger den. Et filter skjuler alt, der er mere vovet, end jeres flok har lyst til.',
  },
  {
    p: 'Skriv spillernes navne ind én gang, så viser hvert kort, hvis tur det er, og oplæsningen går rundt uden at nogen skal holde styr på det. Appen husker de sidste 40 sætninger, den har vist, og giver dem ikke igen, så en lang aften ikke kører i ring. Alt ligger på telefonen: efter ét besøg virker det helt uden net, i sommerhuset, på færgen eller i en kælderbar.',
  },
  { play: { to: '/games/never-have-i-ever', text: 'Spil Jeg har aldrig her' } },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Ti fingre: alle holder ti fingre op og folder én ned, hver gang de har gjort det, der bliver sagt. Den første uden fingre tilbage drikker ud, og en ny runde begynder.',
      'Ingen drikker, så drikker du: har ikke en eneste gjort det, tager den, der sagde det, en tår for at spilde alles tid.',
      'Den eneste fortæller: når præcis én drikker, skylder vedkommende bordet den korte udgave af, hvordan det gik til.',
      'Tre fingre: en hurtig udgave med tre fingre hver, god til en flok, der kun har tyve minutter, før taxaen kommer.',
      'Løgnedetektor: man må udfordre en, der ikke drak. Stemmer flokken for, at vedkommende helt sikkert har gjort det, tager de to tår.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Spillet kører på ærlighed, og ærlighed kræver et rum, hvor intet, der bliver sagt, bliver brugt senere. Det, der bliver tilstået ved bordet, bliver ved bordet. Lander en sætning skævt, så gå hurtigt videre, og lad den næste styre et lettere sted hen. Ingen skal føle, at de skal forklare en tår.',
  },
  {
    p: 'Små tår betyder mere her end i de fleste spil, for en velsigtet runde kan ramme den samme seks gange i træk. Hav vand på bordet, og lad en tår vand tælle som en tår. Med den alkoholfri pakke og en regel om at "række hånden op i stedet for at drikke" er det lige så godt med sodavand, og det er en fremragende isbryder til et firmaarrangement, hvor ingen drikker.',
  },
  {
    tip: 'Spiller I med folk, I lige har mødt? Start med isbryderne, og gem de personlige til senere på aftenen.',
    title: 'En blid start',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/most-likely-to', text: 'Hvem er mest tilbøjelig til' },
        ': pegespillet, en nær fætter for venner, der kender hinanden godt.',
      ],
      [
        { to: '/articles/truth-or-dare', text: 'Sandhed eller konsekvens' },
        ': når tilståelser ikke er nok, og nogen skal synge.',
      ],
      [{ to: '/games/mix', text: 'Mixet' }, ': sætninger fra alle spillene i én lang strøm.'],
      [
        { to: '/articles/who-would-rather', text: 'Who Would Rather' },
        ': en afstemning om vennernes smag i stedet for deres fortid.',
      ],
    ],
  },
];
