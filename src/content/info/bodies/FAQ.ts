import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: [
      'The questions people ask us most, with straight answers. If yours is not here, ask us through the ',
      { to: '/info/contact', text: 'contact page' },
      '.',
    ],
  },
  { h: 'Playing' },
  { h3: 'Do I need an internet connection?' },
  {
    p: 'Only once. The first time you open Party Dojo, your browser keeps a copy of every game, guide and information page on your phone. After that it all opens with no signal: in a cabin, a basement, on a ferry or in airplane mode. Everything you do offline is kept on the phone. What belongs on our server (your account’s changes, feedback, a message to us) waits there and is sent by itself the next time you are online.',
  },
  { h3: 'Do I need an account to play?' },
  {
    p: 'No. Every game works without signing in, and nothing asks for your email before you play. An account is only for the extras described further down.',
  },
  { h3: 'How many phones do we need?' },
  {
    p: 'One. Party Dojo is built to be passed round the table: whoever holds the phone reads the prompt out, then hands it on. If you add player names, the app shares the turns out fairly and can put a name into a prompt.',
  },
  { h3: 'Will the same prompt keep coming back?' },
  {
    p: 'Not soon. The app remembers the last 40 prompts it showed you, across all games and even after you close it, and will not repeat one of them. With a small pack it works through every prompt before any comes round again.',
  },
  { h3: 'Which games can we play?' },
  {
    p: [
      'Never have I ever, most likely to, truth or dare, category, charades, country-island-city and a mix of all of them, each with several packs. For games you play with cards, cups or dice, read the ',
      { to: '/articles', text: 'game guides' },
      '.',
    ],
  },
  { h: 'Installing' },
  { h3: 'How do I install it on an iPhone or iPad?' },
  {
    steps: [
      'Open Party Dojo in Safari.',
      'Tap the Share button (the square with an arrow pointing up).',
      'Scroll down and tap "Add to Home Screen", then "Add".',
    ],
  },
  {
    p: 'The dojo icon now sits on your home screen and opens full screen, like any other app, with or without a connection.',
  },
  { h3: 'How do I install it on Android?' },
  {
    steps: [
      'Open Party Dojo in Chrome (other browsers such as Samsung Internet and Firefox work much the same).',
      'Tap the menu (three dots) and choose "Install app" or "Add to Home screen". If Party Dojo offers an Install button itself, that does the same thing.',
      'Confirm, and the app appears with your other apps.',
    ],
  },
  { h3: 'Do I have to install it?' },
  {
    p: 'No. It works the same in a browser tab, offline included, as long as you have opened it once in that browser. Installing just gives you an icon and a full-screen view.',
  },
  { h3: 'How do I get updates?' },
  {
    p: 'When a new version is out and you are online, the app tells you and offers a reload. It never reloads by itself, so a game in progress is never cut off.',
  },
  { h: 'Your data' },
  { h3: 'What is stored on my phone?' },
  {
    p: 'Your games in progress, the player names you typed, the packs you switched on or off, the packs and drafts you write in the editor, your settings, and any changes still waiting to be sent. They live in your browser storage (IndexedDB and local storage), together with the app files the browser keeps for offline use. Nothing of it leaves the phone unless you sign in.',
  },
  { h3: 'What is stored on your server?' },
  {
    p: [
      'Only what belongs to an account: your profile, dojo coins and rewards, the packs you liked, the packs and drafts you made, and any feedback or messages you send us. Packs you publish can be opened by anyone who has the link. The full list, and who processes it for us, is in the ',
      { to: '/info/privacy-policy', text: 'privacy policy' },
      '.',
    ],
  },
  { h3: 'Do you track me or show ads?' },
  {
    p: [
      'No. Party Dojo has no analytics, no advertising, no tracking pixels and no tracking cookies. See the ',
      { to: '/info/cookie-policy', text: 'cookie policy' },
      ' for what it does keep in your browser.',
    ],
  },
  { h3: 'How do I delete my data?' },
  {
    list: [
      'On this phone: clear the site data for Party Dojo in your browser settings (or uninstall the app). Changes that were never sent to the server are gone for good after that, so go online first if you have an account.',
      'On the server: delete your account from your profile. That removes your profile, coins, likes, drafts and the packs you published.',
      [
        'If you cannot sign in any more, ask us through the ',
        { to: '/info/contact', text: 'contact page' },
        ' and we will delete the account for you.',
      ],
    ],
  },
  { h: 'Accounts, coins and premium' },
  { h3: 'What does signing in add?' },
  {
    p: 'A profile with your dojo coins, rewards and achievements; the packs you liked and the ones you made, kept in step across all your devices; and publishing, so a pack you wrote can be opened by friends on their own phones. Everything you do offline while signed in is synced the next time you are online.',
  },
  { h3: 'What are dojo coins?' },
  {
    p: [
      'A small in-app balance you earn through rewards (creating an account, publishing your first pack, sending feedback and so on) and by inviting friends. Every account starts at zero. The rules are on the ',
      { to: '/info/dojo-coins', text: 'dojo coins page' },
      '.',
    ],
  },
  { h3: 'What is premium?' },
  {
    p: [
      'A paid subscription that unlocks the premium packs, which the pack lists show with a lock. Everything else stays free. Payment is handled by Stripe, so your card details never reach our servers. You can cancel at any time and keep premium until the end of the period you paid for. The plans, their prices and every pack premium opens are on the ',
      { to: '/info/pricing', text: 'premium page' },
      '.',
    ],
  },
  { h: 'Making and sharing packs' },
  { h3: 'Can I write my own prompts?' },
  {
    p: [
      'Yes. Open the ',
      { to: '/editor', text: 'pack editor' },
      ', give your pack a name, a description and an author, and add as many prompts as you like. You can play it straight away. Drafts are saved on every keystroke, offline too, so a flat battery never costs you a word.',
    ],
  },
  { h3: 'How do I share a pack?' },
  {
    p: 'Publish it from the last step of the editor, then copy the link or show the QR code. Anyone with the link can open and play it, without an account. If you publish while offline, the pack goes up by itself as soon as you are back online. Until it is published, the link only works on your own phone.',
  },
  { h3: 'Can I take a pack down again?' },
  {
    p: 'Yes. Deleting a published pack removes it from our server, and its link stops working for everyone who has not already opened it.',
  },
  { h: 'Playing safely' },
  { h3: 'Do we have to drink?' },
  {
    p: 'No. A "sip" is whatever your group decides: water, soda, a forfeit or nothing at all. Some packs are written with no alcohol in mind, and every game works the same without it. Nobody has to answer a truth, do a dare or drink because a prompt says so.',
  },
  { h3: 'Who can play?' },
  {
    p: 'Party Dojo is for adults. Packs marked 18+ are off until you switch them on yourself, and by switching one on you confirm that everyone playing is 18 or older. Drink only where you are of legal age to do so.',
  },
  {
    tip: 'Eat something first, keep water on the table, look after whoever has had enough, and never drive after drinking. The designated driver plays with water and still wins.',
    title: 'Look after each other',
  },
];
