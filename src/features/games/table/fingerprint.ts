import { crc32 } from './checksum';
import { fingerprintBytes, type TableCode } from './payload';

// Four pictures every phone at the table shows: the same four mean the phones read the same
// code and will deal the same game. 64 pictures, 24 bits: two different tables share them one
// time in sixteen million. Each has a word, for screen readers and for saying them aloud.

export const FINGERPRINT_PICTURES: readonly (readonly [string, string])[] = [
  ['🦊', 'fox'],
  ['🐙', 'octopus'],
  ['🦒', 'giraffe'],
  ['🐢', 'turtle'],
  ['🦉', 'owl'],
  ['🐝', 'bee'],
  ['🦀', 'crab'],
  ['🐘', 'elephant'],
  ['🦋', 'butterfly'],
  ['🐧', 'penguin'],
  ['🦔', 'hedgehog'],
  ['🐳', 'whale'],
  ['🦩', 'flamingo'],
  ['🐌', 'snail'],
  ['🦁', 'lion'],
  ['🐸', 'frog'],
  ['🍋', 'lemon'],
  ['🍉', 'watermelon'],
  ['🍕', 'pizza'],
  ['🥨', 'pretzel'],
  ['🍩', 'donut'],
  ['🌮', 'taco'],
  ['🍒', 'cherries'],
  ['🥑', 'avocado'],
  ['🍄', 'mushroom'],
  ['🌶️', 'chili'],
  ['🧀', 'cheese'],
  ['🍇', 'grapes'],
  ['🥕', 'carrot'],
  ['🍔', 'burger'],
  ['🧁', 'cupcake'],
  ['🍍', 'pineapple'],
  ['🚀', 'rocket'],
  ['🚲', 'bicycle'],
  ['⛵', 'sailboat'],
  ['🚂', 'train'],
  ['🎸', 'guitar'],
  ['🎺', 'trumpet'],
  ['🥁', 'drum'],
  ['🎲', 'die'],
  ['⚽', 'football'],
  ['🏀', 'basketball'],
  ['🎯', 'target'],
  ['🪁', 'kite'],
  ['🔑', 'key'],
  ['💡', 'light bulb'],
  ['🧲', 'magnet'],
  ['⏰', 'alarm clock'],
  ['🌵', 'cactus'],
  ['🌻', 'sunflower'],
  ['🍀', 'clover'],
  ['🌈', 'rainbow'],
  ['⭐', 'star'],
  ['🌙', 'moon'],
  ['❄️', 'snowflake'],
  ['🔥', 'fire'],
  ['🎈', 'balloon'],
  ['🎁', 'present'],
  ['👑', 'crown'],
  ['🎩', 'top hat'],
  ['🧦', 'socks'],
  ['👓', 'glasses'],
  ['☂️', 'umbrella'],
  ['⚓', 'anchor'],
];

export interface Fingerprint {
  pictures: string[];
  words: string[];
}

export function tableFingerprint(code: TableCode): Fingerprint {
  const hash = crc32(fingerprintBytes(code));
  const indexes = [18, 12, 6, 0].map((shift) => (hash >>> shift) & 63);
  const chosen = indexes.map((i) => FINGERPRINT_PICTURES[i] as readonly [string, string]);
  return { pictures: chosen.map(([picture]) => picture), words: chosen.map(([, word]) => word) };
}
