import { Link } from '@tanstack/react-router';
import { Icon, type IconName } from '../../components/icons';

const STEPS: { icon: IconName; title: string; body: string }[] = [
  {
    icon: 'cards',
    title: 'Pick a game',
    body: 'Choose a game and the packs that suit the room: classic, party, friends, couples, icebreakers, a spicy 18+ pack, and packs that need no alcohol at all. Add player names if you like and the app will share the turns out fairly.',
  },
  {
    icon: 'shuffle',
    title: 'Pass the phone',
    body: 'Tap or swipe for the next prompt and read it out. The app remembers the last 40 prompts it showed, so the same one will not come round again too soon, even if you close it and come back later.',
  },
  {
    icon: 'wifiOff',
    title: 'No signal? No problem',
    body: 'Once Party Dojo has loaded, every game, tool and article is kept on your phone. Put it on your home screen (your browser offers "Install" or "Add to Home Screen") and it opens like an app, in airplane mode too.',
  },
  {
    icon: 'pen',
    title: 'Make your own packs',
    body: 'Write your own prompts in the editor, play them straight away, and share a link or a QR code. Drafts are saved as you type, so a dead battery or a flight without Wi-Fi never costs you a word.',
  },
  {
    icon: 'coin',
    title: 'Sign in to keep it everywhere',
    body: 'Playing needs no account. Signing in adds a profile with dojo coins, rewards and the games you liked or made, and keeps them in step across your devices. Anything you do offline is sent the next time you are online.',
  },
];

export function HowItWorksPage() {
  return (
    <article className="prose how-it-works">
      <h1>How Party Dojo works</h1>
      <p className="lead">
        One phone, a group of friends and a prompt on the screen. Here is everything you need to
        know before the first round.
      </p>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.title} className="step">
            <span className="step-icon">
              <Icon name={step.icon} size={28} />
            </span>
            <div>
              <h2>{step.title}</h2>
              <p>{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <section className="care" id="play-safe">
        <h2>Play it safe</h2>
        <p>
          Every game works with water, soda or nothing at all: a sip is whatever your group decides.
          Nobody has to answer a truth or do a dare they do not want to. Keep an eye on each other,
          eat something, and never drive after drinking.
        </p>
      </section>
      <p className="cta-row">
        <Link to="/go" className="btn btn-primary btn-large">
          Start playing
        </Link>
      </p>
    </article>
  );
}
