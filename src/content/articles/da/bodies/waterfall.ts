import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Vandfald er den korteste regel i festspillenes verden: alle begynder at drikke i samme øjeblik, ingen må stoppe, før personen før dem har stoppet, og når der er talt til fem, stopper hele kredsen. Den første bestemmer, hvornår kæden begynder at slutte. Det er en mekanik på fem sekunder, som de fleste møder som esset i Kings Cup, men det virker også som et spil for sig, og komikken ligger i ansigterne: ti mennesker, der stirrer på den ene, der startede, og inderligt ønsker, at glasset bliver sat ned.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Noget at drikke i et lille glas eller krus', count: '1 pr. spiller' },
      { item: 'Et spil kort til at finde den, der starter (hvis I vil)', count: '1' },
      { item: 'En kande vand', count: '1' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Tre er minimum, fem til ti er den klassiske kreds. Jo længere kæden er, jo mere er den sidste afhængig af, at der bliver talt til fem, så hold skænkene små i en stor flok, eller del jer i to kredse.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Sæt eller stil jer i en kreds, tæt nok til at alle kan se personen til højre.',
      'Aftal retningen. Spilleren til venstre for den, der starter, er nummer to, og så videre rundt i kredsen.',
      'Aftal målet: små glas, og en tår er en hvilken som helst mængde, bare glasset er ved læberne.',
      'Find den, der starter: den, der trak et es, værten, eller den, der tabte sidste spil.',
      'Find en, der tæller: en, der ikke drikker i denne runde, og som tæller højt fra et til fem.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Den, der starter, siger "vandfald", og alle løfter glasset og begynder at drikke på én gang, mens tælleren tæller til fem.',
      'Den, der startede, må stoppe, når vedkommende vil.',
      'Nummer to må først stoppe, når den første har stoppet. Nummer tre må først stoppe, når nummer to har stoppet, og så videre rundt i kredsen.',
      'Den sidste i kredsen stopper efter spilleren før. Ved fem stopper alle, uanset hvor langt kæden er nået, og vandfaldet er slut.',
      'Er dit glas tomt, før du må stoppe, er du færdig; hold det tomme glas op for at vise det.',
    ],
  },
  {
    p: 'Den, der starter, har al magten. En venlig starter stopper efter én tår; en drilsk holder ud et par sekunder, mens hele kredsen kigger. Den sidste i rækken er prisgivet alle de andre, og derfor skal rollen gå på omgang: det næste vandfald starter hos spilleren efter den forrige starter.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Kortvandfald: bland en bunke, og del kort ud med billedsiden opad rundt i kredsen. Den, der får et es, starter et vandfald; de andre bliver ved med at dele ud. Det er et festspil, der kan køre hele aftenen.',
      'Baglæns: aftenens andet vandfald går den anden vej, så den sidste bliver nummer to.',
      'Nynnevandfald: i stedet for at drikke nynner hver spiller en tone og må først stoppe, når personen før har stoppet. Den ædru udgave er overraskende nervepirrende.',
      'Tomt glas: en spiller med tomt glas må stoppe med det samme uden at vente. Det er den regel, vi anbefaler.',
      'Vandvandfald: midt på aftenen bliver det næste vandfald drukket i vand, af alle.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Vandfald er den ene klassiker, hvor selve reglen presser folk til at drikke mere, end de selv valgte, så det kræver tre rækværk. For det første tællingen til fem: ingen drikker længere end det, uanset hvor langsom kæden er. For det andet små glas, eller en tår i et almindeligt glas: spillet handler om timing, og timingen virker lige så godt med et fingerbøl. For det tredje er du færdig, når dit glas er tomt. Ingen skal fylde op midt i et vandfald for at følge med.',
  },
  {
    p: 'Alle kan spille med vand eller sodavand, og det mister intet: det er at kigge og vente, der er det sjove. Siger nogen, at de hellere vil stå et vandfald over, så står de over, og kæden springer dem bare over.',
  },
  {
    tip: 'Som starter er det mest populære træk ved ethvert bord at stoppe efter en enkelt tår.',
    title: 'Vær en venlig starter',
  },
  { h: 'Andre guides' },
  {
    list: [
      [{ to: '/articles/kings-cup', text: 'Kings Cup' }, ': hvor esset er et vandfald.'],
      [
        { to: '/articles/ring-of-fire', text: 'Ring of Fire' },
        ': de samme esser, spillet om en ring af kort.',
      ],
      [
        { to: '/articles/flip-cup', text: 'Flip Cup' },
        ': endnu et spil, hvor personen før dig bestemmer, hvornår du går i gang.',
      ],
    ],
  },
];
