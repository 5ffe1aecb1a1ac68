import { Link } from '@tanstack/react-router';
import { Icon, type IconName } from '../../components/icons';
import { useT } from '../../lib/i18n';

const STEPS: { icon: IconName; step: 'pick' | 'pass' | 'offline' | 'make' | 'account' }[] = [
  {
    icon: 'cards',
    step: 'pick',
  },
  {
    icon: 'shuffle',
    step: 'pass',
  },
  {
    icon: 'wifiOff',
    step: 'offline',
  },
  {
    icon: 'pen',
    step: 'make',
  },
  {
    icon: 'coin',
    step: 'account',
  },
];

export function HowItWorksPage() {
  const t = useT();
  return (
    <article className="prose how-it-works">
      <h1>{t('home.how.title')}</h1>
      <p className="lead">{t('home.how.lead')}</p>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.step} className="step">
            <span className="step-icon">
              <Icon name={step.icon} size={28} />
            </span>
            <div>
              <h2>{t(`home.how.${step.step}.title`)}</h2>
              <p>{t(`home.how.${step.step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <section className="care" id="play-safe">
        <h2>{t('home.how.safe.title')}</h2>
        <p>{t('home.how.safe.body')}</p>
      </section>
      <p className="cta-row">
        <Link to="/go" className="btn btn-primary btn-large">
          {t('home.start')}
        </Link>
      </p>
    </article>
  );
}
