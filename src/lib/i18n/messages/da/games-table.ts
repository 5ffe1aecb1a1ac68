import type { Translation } from '../../types';
import type { gamesTable as english } from '../en/games-table';

export const gamesTable: Translation<typeof english> = {
  'table.oddOneOut.otherWords':
    'Telefonen har en anden liste med Odd one out-ord end værtens telefon, så de to ville dele forskellige runder ud. Åbn Party Dojo på begge telefoner, når I har forbindelse, så de bliver opdateret. Indtil da kan I spille på én telefon, der går rundt.',
  'table.join.scanAnother': 'Scan en anden kode',
  'table.otherLang.da':
    'Koden hører til et bord, der spiller på dansk, men denne side deler de engelske ord ud. Åbn den danske side for at komme med – koden følger med.',
  'table.otherLang.en':
    'Koden hører til et bord, der spiller på engelsk, men denne side deler de danske ord ud. Åbn den engelske side for at komme med – koden følger med.',
  'table.otherLang.openDa': 'Kom med på dansk',
  'table.otherLang.openEn': 'Kom med på engelsk',
  'table.otherLang.gameDa':
    'Telefonens bord spiller på dansk, men denne side deler de engelske ord ud. Åbn den danske side for at spille videre.',
  'table.otherLang.gameEn':
    'Telefonens bord spiller på engelsk, men denne side deler de danske ord ud. Åbn den engelske side for at spille videre.',
  'table.otherLang.playDa': 'Spil videre på dansk',
  'table.otherLang.playEn': 'Spil videre på engelsk',
};
