import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Buffalo is not a game you sit down to play. It is a rule you live with, sometimes for years: drink only with your weaker hand. Anyone caught holding their drink in their dominant hand can be called out with a shout of "Buffalo!", and then they take two sips on the spot. Call someone wrongly and the sips are yours. It is played in student houses, sports clubs and groups of old friends who have not been off guard at a wedding since 2009.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Whatever you are already drinking', count: '1 per player' },
      { item: 'Friends who have all said yes to playing', count: '2+' },
      { item: 'Good memory for who is in the game' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Any number from two upwards, and the group can grow over time: a new member joins by agreeing to the rules, usually in front of witnesses. Traditionally, once you are in, you are in for life. In practice many groups play Buffalo for one night, a holiday or a festival.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Agree who is playing. Only players can call or be called, and everyone must have said yes.',
      'Everyone states their dominant hand. Left-handers drink with their right, right-handers with their left.',
      'Agree the penalty. Ours is two sips, taken on the spot; water counts as much as anything else.',
      'Agree how long it lasts: tonight, this trip, or for life.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'Hold your drink in your non-dominant hand whenever you are holding it at all, not only while drinking.',
      'If you see another player holding a drink in their dominant hand, call "Buffalo!" and point.',
      'If the call is right, the player who was caught pays the penalty.',
      'If the call is wrong, because they were using the correct hand or they are not in the game, the caller pays instead. This is a false buffalo.',
      'Play goes on, quietly, for as long as you agreed.',
    ],
  },
  {
    p: 'The edge cases are where Buffalo lives. A drink standing on the table is safe; the moment it is lifted, the hand counts. Carrying a tray or two glasses at once is usually allowed, as long as nobody sips. A handshake with your drink hand, a toast or a photo are classic traps: agree early whether a glass held while someone takes a photo counts.',
  },
  { h3: 'Calling well' },
  {
    p: 'Be certain before you call, because a false buffalo costs you the same as a true one costs them. A good caller watches for the moment someone picks up a drink to answer their phone or shake a hand. The best calls come hours after everyone has forgotten the game is on.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Left hand for all: everyone drinks with their left hand, whichever hand they write with. Simpler to police, harder on left-handers.',
      'Hour switch: the drinking hand changes every hour on the hour, a variant often credited to Swiss players. Watches become weapons.',
      'Forfeit penalty: a true buffalo costs a small forfeit instead of sips, such as buying the next round of snacks. Good for groups that meet often.',
      'Buffalo amnesty: agreed places where the rule is off, such as a family dinner or anywhere involving work.',
      'Hands-free immunity: a drink held with both hands at once is safe.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Older versions asked the caught player for the whole glass, and that is the part of Buffalo we changed. It takes no account of what is in the glass: a beer and a gin and tonic are very different. Two sips are the same for everyone, and the game stays fun over years. A player drinking water is in the game just the same, and a glass of water caught in the wrong hand still counts.',
  },
  {
    p: 'Buffalo should never follow someone into a place where they cannot say no: a job interview, a family funeral, a night they are driving. Anyone can leave the game by saying so clearly, and the group should let them, without a final forfeit.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/kings-cup', text: 'Kings Cup' },
        ': where "drink with your left hand" is a favorite jack rule.',
      ],
      [
        { to: '/articles/waterfall', text: 'Waterfall' },
        ': another rule that can drop onto a party at any moment.',
      ],
    ],
  },
];
