import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Fireball er et hoppespil, der bliver til en jagt. To spillere hopper bordtennisbolde ned i hvert sit krus via bordet, og hver gang en af dem rammer, går kruset videre rundt om bordet til den næste. Når et krus indhenter en, der stadig prøver, bliver vedkommende stablet: de drikker fra ringen af krus i midten og prøver videre med et voksende tårn foran sig. Midt i ringen står kongekruset, og spillet er ikke slut, før nogen har drukket det.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Plastikkrus til ringen', count: '10–20' },
      { item: 'Et større krus til kongen', count: '1' },
      { item: 'Tomme krus at hoppe ned i', count: '2' },
      { item: 'Bordtennisbolde', count: '2' },
      { item: 'Et rundt eller firkantet bord med hård bordplade', count: '1' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Mindst fire og op til ti-tolv, hvis alle kan nå bordet. Jo flere I er, jo længere er der mellem de to bolde, og jo langsommere går jagten. Spillet kaldes også Stack Cup, og under det navn kender mange det i forvejen.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Stil kongekruset midt på bordet, og fyld det cirka tre fjerdedele op.',
      'Stil ringens krus i en cirkel rundt om kongen, og fyld hvert af dem cirka en fjerdedel op.',
      'Alle stiller sig rundt om bordet.',
      'Giv et tomt krus og en bold til to, der står over for hinanden. De starter samtidig.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Hop bolden én gang på bordet, så den lander i dit eget tomme krus.',
      'Ramte du i første forsøg? Giv krus og bold videre til hvem du vil.',
      'Ramte du efter to forsøg eller flere? Giv krus og bold videre til den på din venstre side.',
      'Bliver et krus givet til dig, mens du stadig prøver med det andet, er du stablet. Send det nye krus videre til venstre, tag et krus fra ringen, drik det, stil det ned i dit eget krus, og bliv ved med at hoppe.',
      'Lander din bold ved et uheld i et af ringens krus, drikker du det krus og stabler det også.',
      'Spillet slutter, når ringen er tom, og nogen har drukket kongen.',
    ],
  },
  {
    p: 'Kongen falder som regel til den, der er stablet, når ringen løber tør: den næste straf har ingen andre steder at gå hen end midten. Ved nogle borde afslutter en bold, der lander i kongekruset, også spillet med det samme for den, der kastede den. Aftal hvilken regel der gælder, før første hop.',
  },
  {
    p: 'Taktikken ligger i bonussen for første forsøg. Rammer du rent, kan du sende kruset til den, der kæmper, og lægge op til en stabling. Den, der hopper hurtigt, men ofte rammer ved siden af, er et mål; den, der hopper langsomt og sikkert, går fri.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Lille ring: ti krus og en halvfuld konge giver et spil, der varer ti minutter i stedet for tredive.',
      'Vandring: fyld hvert andet krus i ringen med vand. Den, der bliver stablet, må ikke vælge, men tager det næste med uret.',
      'Ingen sendinger: alle krus går til venstre uanset hvad, så spillet bliver et rent kapløb, hvor ingen bliver lagt på had.',
      'Del kongen: den, der ender med kongen, udpeger to andre, og de tre deler den.',
      'Hoppegrænse: efter fem forfejlede hop må man lægge bolden i med hånden og give videre til venstre.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Fireball går stærkt, og en stablet spiller kan nå tre-fire krus fra ringen på et minut. Der er en grund til, at krusene i ringen kun er fyldt en fjerdedel op; er jeres halvt fyldt, så halver dem. Kongen skal mest være vand eller noget let, ikke en blanding af alt, hvad der står på bordet, og at dele den er venligere, end det lyder.',
  },
  {
    p: 'Skyl boldene i et krus vand mellem spillene, og undgå så vidt muligt at drikke af krus, en bold har været i. Det hele virker med sodavand, og jagten er lige så hektisk.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [{ to: '/articles/beer-pong', text: 'Beer pong' }, ': de samme to bolde, et længere bord.'],
      [{ to: '/articles/flip-cup', text: 'Flip Cup' }, ': krus og fart, uden hoppet.'],
      [{ to: '/articles/bakke', text: 'Bakke' }, ': en bakke små glas og en terning.'],
    ],
  },
];
