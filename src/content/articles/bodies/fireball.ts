import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Fireball is a bouncing game that turns into a chase. Two players bounce ping-pong balls off the table into their own cups, and every time one of them sinks a shot, the cup moves on round the table to the next player. If a cup catches up with someone who is still bouncing, they are stacked: they drink from the ring of cups in the middle and keep trying with a growing tower in front of them. At the center of the ring sits the King cup, and the game is not over until someone has drunk it.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Plastic cups for the ring', count: '10–20' },
      { item: 'Larger cup for the King', count: '1' },
      { item: 'Empty cups to bounce into', count: '2' },
      { item: 'Ping-pong balls', count: '2' },
      { item: 'Round or square table with a hard top', count: '1' },
    ],
  },
  { h: 'Players' },
  {
    p: 'At least four, up to ten or twelve if everyone can reach the table. More players means longer gaps between the two balls, so the chase is slower. It is also known as Stack Cup, under which name many groups already play it.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Put the King cup in the center of the table and fill it about three quarters full.',
      'Arrange the ring cups in a circle around the King and fill each about a quarter full.',
      'Everyone stands round the table.',
      'Give an empty cup and a ball to two players standing opposite each other. They start at the same time.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'Bounce your ball once off the table so that it lands in your own empty cup.',
      'Made it on the first try? Pass the cup and ball to any player you like.',
      'Made it after two or more tries? Pass the cup and ball to the player on your left.',
      'If a cup is passed to you while you are still trying with the other one, you are stacked. Hand the new cup on to your left, take a cup from the ring, drink it, stack it inside your own cup, and keep bouncing.',
      'If your ball lands in a ring cup by accident, drink that cup and stack it too.',
      'The game ends when the ring is empty and someone has drunk the King.',
    ],
  },
  {
    p: 'The King usually falls to whoever is stacked when the ring runs out: the next penalty has nowhere to go but the middle. Some tables also make any ball that lands in the King cup an instant finish for its thrower. Agree which before the first bounce.',
  },
  {
    p: 'The tactics are in the first-try bonus. Sink a shot cleanly and you can send the cup to the player who is struggling, setting up a stack. A player who bounces quickly but misses often is a target; a slow, steady bouncer is safe.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Small ring: ten cups and a half-full King for a game that lasts ten minutes rather than thirty.',
      'Water ring: fill every other ring cup with water. A stacked player may not choose; they take the next one clockwise.',
      'No sending: all cups pass to the left regardless, which makes the game a pure race with no picking on anyone.',
      'King share: the player who ends up with the King names two others, and the three split it.',
      'Bounce limit: after five failed bounces, a player may drop the ball in by hand and pass to their left.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Fireball moves fast, and a stacked player can take three or four ring cups in a minute. Quarter-full ring cups are the rule for a reason; if yours are half full, halve them. The King should be mostly water or a light drink, not a mix of everything on the table, and sharing it is kinder than it sounds.',
  },
  {
    p: 'Rinse balls in a cup of water between games, and do not drink from cups a ball has been in if you can avoid it. Everything works with soft drinks, and the chase is just as frantic.',
  },
  { h: 'Related guides' },
  {
    list: [
      [{ to: '/articles/beer-pong', text: 'Beer Pong' }, ': the same two balls, a longer table.'],
      [{ to: '/articles/flip-cup', text: 'Flip Cup' }, ': cups and speed, without the bounce.'],
      [{ to: '/articles/bakke', text: 'Bakke' }, ': a tray of small glasses and a die.'],
    ],
  },
];
