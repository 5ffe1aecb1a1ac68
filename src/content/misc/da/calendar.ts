import type { CalendarDoor, DoorKind } from '../calendar';
import type { Spice } from '../types';

// Julekalenderen in Danish: one door a day from 1 to 24 December, the same day, kind and spice as
// src/content/misc/calendar.ts, written for a Danish December (gløgg, pakkeleg, nisser,
// risalamande). Not word for word. None is 18+.

function door(day: number, kind: DoorKind, title: string, text: string, spice: Spice = 1) {
  return { day, kind, title, text, spice } satisfies CalendarDoor;
}

export const CALENDAR_DOORS_DA: readonly CalendarDoor[] = [
  door(
    1,
    'mini-game',
    'Gløggskål',
    'Bordet rundt: hver spiller skåler for december med én sætning. Den korteste skål tager en tår.',
  ),
  door(
    2,
    'dare',
    'Julesang',
    'Syng første vers af en julesang. Glemmer du et ord, tager du en tår.',
  ),
  door(
    3,
    'mini-game',
    'Snekuglen',
    'Alle fryser midt i bevægelsen, når den yngste råber sne. Den sidste, der fryser, tager en tår.',
  ),
  door(4, 'dare', 'Nissestemme', 'Tal med din bedste nissestemme til din næste tur.'),
  door(
    5,
    'mini-game',
    'Artig eller uartig',
    'Hver spiller nævner én ting, de har gjort i år. Bordet stemmer artig eller uartig; uartige tager en tår.',
  ),
  door(
    6,
    'dare',
    'Gaveindpakning',
    'Pak den nærmeste ting ind i en serviet, så flot du kan, på tredive sekunder.',
  ),
  door(
    7,
    'mini-game',
    'Rensdyrenes navne',
    'Sig et rensdyrnavn på skift bordet rundt. Den, der gentager et navn eller går i stå, tager en tår.',
  ),
  door(
    8,
    'dare',
    'Dårlig julevits',
    'Fortæl den dårligste julevits, du kender. Stønner ingen, må du tage en til.',
  ),
  door(
    9,
    'mini-game',
    'Albuestafet',
    'Send en ølbrik bordet rundt kun med albuerne. Den, der taber den, tager en tår.',
    2,
  ),
  door(
    10,
    'dare',
    'Julespåmand',
    'Spå, hvad hver spiller får i julegave. De giver dine gæt point fra et til ti.',
  ),
  door(
    11,
    'mini-game',
    'Pakkeleg fra A til Å',
    'Nævn små gaver i alfabetisk rækkefølge bordet rundt, fra A til Å. Går du i stå, tager du en tår.',
  ),
  door(
    12,
    'dare',
    'Julekram',
    'Tilbyd personen til højre for dig et varmt, stille kram i ti sekunder, hvis de har lyst; ellers en high five.',
    2,
  ),
  door(
    13,
    'mini-game',
    'Julemanden siger',
    'Leg Simon siger som julemanden i ét minut. Hver fejl koster en tår.',
  ),
  door(14, 'dare', 'Sneengel', 'Lav en sneengel på gulvet, tæppe eller ej.'),
  door(
    15,
    'mini-game',
    'Højt fra træets grønne top',
    'Syng én linje af sangen hver, bordet rundt. Kommer du ud af takt eller tekst, tager du en tår.',
  ),
  door(
    16,
    'dare',
    'Grim julesweater',
    'Beskriv den grimmeste sweater, du har ejet, eller tag den grimmeste ting på, der er her.',
  ),
  door(
    17,
    'mini-game',
    'Honninghjerter',
    'Alle tegner et honninghjerte med pynt på en serviet på tyve sekunder. Den dårligste tager en tår.',
  ),
  door(
    18,
    'dare',
    'Nissebekendelse',
    'Fortæl bordet om den dårligste gave, du nogensinde har givet.',
    2,
  ),
  door(
    19,
    'mini-game',
    'Kapsel i koppen',
    'Knips en kapsel ned i en kop fra den anden side af bordet. Tre forsøg; rammer du ikke, tager du en tår.',
  ),
  door(20, 'dare', 'Juleselfie', 'Tag en gruppeselfie, hvor alle laver deres bedste juleansigt.'),
  door(
    21,
    'mini-game',
    'Nordpolen',
    'Alle peger op på samme tid. Den sidste, der peger den forkerte vej, tager en tår.',
  ),
  door(22, 'dare', 'Ønskeseddel', 'Læs din egen ønskeseddel højt, som var det kongens nytårstale.'),
  door(
    23,
    'mini-game',
    'Juletræstoppen',
    'Byg et juletræ af ølbrikker på skift. Den, der vælter det, tager en tår.',
  ),
  door(
    24,
    'mini-game',
    'Juleaftensskål',
    'Hver spiller siger én ting, de er taknemmelige for i år. Så skåler alle og tager en tår sammen.',
  ),
];
