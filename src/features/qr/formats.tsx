import type { ReactNode } from 'react';
import { useLang, useT, type Lang } from '../../lib/i18n';
import { Mascot } from '../../components/mascot';
import { QrCode } from '../../components/qr-code';
import { PONG_DARE_RULES } from '../../content/misc/beer-pong';
import { PONG_DARE_RULES_DA } from '../../content/misc/da/beer-pong';
import { DARES_DA } from '../../content/misc/da/dares';
import { DARES } from '../../content/misc/dares';
import { houseGames } from '../../content/qr/placemat';
import type { QrSheet } from '../../content/qr-sheets';

// One component per printed format. Sizes are in millimetres so the sheet prints at its real size;
// every code uses error correction Q (a quarter of it can be scuffed or wet) and the standard
// four-module quiet zone, at a size a phone reads from arm's length on that format.

export interface FormatProps {
  sheet: QrSheet;
  /** Absolute URL of the sheet's target. */
  url: string;
  partner: string | null;
}

/** What people type if they cannot scan: the address without its scheme. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function Qr({ url, sizeMm, label }: { url: string; sizeMm: number; label?: string }) {
  return (
    <span className="sheet-qr" style={{ width: `${sizeMm}mm`, height: `${sizeMm}mm` }}>
      <QrCode value={url} level="Q" margin={4} className="sheet-qr-img" label={label} />
    </span>
  );
}

/** The wordmark printed on every sheet: a name, the same in every language. */
const WORDMARK = ['Party', 'Dojo'] as const;

function Brand({ partner, size = 'm' }: { partner: string | null; size?: 's' | 'm' | 'l' }) {
  return (
    <span className={`sheet-brand sheet-brand-${size}`}>
      <Mascot className="sheet-brand-mark" title="" aria-hidden="true" />
      <span className="sheet-brand-word">
        {WORDMARK[0]}
        <b>{WORDMARK[1]}</b>
      </span>
      {partner && (
        <span className="sheet-brand-partner">
          <span aria-hidden="true">×</span> {partner}
        </span>
      )}
    </span>
  );
}

function Page({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={['sheet-page', className].filter(Boolean).join(' ')}>{children}</section>
  );
}

function Sticker({ sheet, url, partner }: FormatProps) {
  return (
    <Page className="fmt-sticker">
      <div className="sticker-ring">
        <p className="sticker-head">{sheet.headline}</p>
        <Qr url={url} sizeMm={48} />
        <Brand partner={partner} size="s" />
      </div>
    </Page>
  );
}

function Banner({ sheet, url, partner }: FormatProps) {
  const t = useT();
  return (
    <Page className="fmt-banner">
      <header className="banner-top">
        <Brand partner={partner} size="l" />
      </header>
      <h1 className="banner-head">{sheet.headline}</h1>
      <p className="banner-blurb">{sheet.blurb}</p>
      <div className="banner-qr-wrap">
        <Qr url={url} sizeMm={520} />
      </div>
      <p className="banner-cta">{t('qr.scan')}</p>
      <p className="banner-url">{displayUrl(url)}</p>
      <p className="banner-foot">{t('qr.safe')}</p>
    </Page>
  );
}

function TentHalf({ sheet, url, partner, flipped }: FormatProps & { flipped: boolean }) {
  return (
    <div className={`tent-half${flipped ? ' tent-flipped' : ''}`}>
      <Qr url={url} sizeMm={72} />
      <div className="tent-text">
        <Brand partner={partner} />
        <p className="tent-head">{sheet.headline}</p>
        <p className="tent-blurb">{sheet.blurb}</p>
        <p className="tent-url">{displayUrl(url)}</p>
      </div>
    </div>
  );
}

function TableTent(props: FormatProps) {
  const t = useT();
  return (
    <Page className="fmt-tent">
      <TentHalf {...props} flipped />
      <div className="tent-fold" aria-hidden="true">
        <span>{t('qr.fold')}</span>
      </div>
      <TentHalf {...props} flipped={false} />
    </Page>
  );
}

function BusinessCard({ sheet, url, partner }: FormatProps) {
  const t = useT();
  return (
    <>
      <Page className="fmt-card card-front">
        <Brand partner={partner} />
        <p className="card-blurb">{sheet.blurb}</p>
        <p className="card-contact">{t('qr.partnerships', { url: displayUrl(url) })}</p>
      </Page>
      <Page className="fmt-card card-back">
        <Qr url={url} sizeMm={36} />
        <div className="card-back-text">
          <p className="card-back-head">{sheet.headline}</p>
          <p>{t('qr.writeToUs')}</p>
        </div>
      </Page>
    </>
  );
}

function Placemat({ sheet, url, partner }: FormatProps) {
  const t = useT();
  const lang = useLang();
  return (
    <Page className="fmt-placemat">
      <header className="mat-top">
        <Brand partner={partner} size="l" />
        <h1 className="mat-head">{sheet.headline}</h1>
      </header>
      <div className="mat-grid">
        {houseGames(lang).map((game) => (
          <article key={game.name} className="mat-game">
            <h2>{game.name}</h2>
            <p className="mat-kit">{game.kit}</p>
            <ol>
              {game.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </article>
        ))}
        <aside className="mat-qr">
          <Qr url={url} sizeMm={70} />
          <p className="mat-qr-head">{t('qr.moreGames')}</p>
          <p>{sheet.blurb}</p>
        </aside>
      </div>
      <p className="mat-foot">{t('qr.matFoot')}</p>
    </Page>
  );
}

function CardGrid({ children }: { children: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}

function PongDareCards({ sheet, url, partner }: FormatProps) {
  return (
    <Page className="fmt-a4-cards">
      <CardGrid>
        {Array.from({ length: 10 }, (_, index) => (
          <div key={index} className="grid-card pong-card">
            <Qr url={url} sizeMm={32} />
            <div className="grid-card-text">
              <Brand partner={partner} size="s" />
              <p className="grid-card-head">{sheet.headline}</p>
              <p>{sheet.blurb}</p>
            </div>
          </div>
        ))}
      </CardGrid>
    </Page>
  );
}

function PongRules({ sheet, url, partner }: FormatProps) {
  const t = useT();
  const lang = useLang();
  return (
    <Page className="fmt-rules">
      <header className="rules-top">
        <Brand partner={partner} />
        <h1 className="rules-head">{sheet.headline}</h1>
        <p className="rules-blurb">{sheet.blurb}</p>
      </header>
      <ol className="rules-list">
        {(lang === 'da' ? PONG_DARE_RULES_DA : PONG_DARE_RULES).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <div className="rules-qr">
        <Qr url={url} sizeMm={55} />
        <div>
          <p className="rules-qr-head">{t('qr.noCards')}</p>
          <p>{t('qr.scanCup')}</p>
          <p className="rules-url">{displayUrl(url)}</p>
        </div>
      </div>
    </Page>
  );
}

function UserCard({
  sheet,
  url,
  partner,
  tone,
  backHead,
  backText,
}: FormatProps & { tone: string; backHead: string; backText: string }) {
  return (
    <>
      <Page className={`fmt-card user-card-front tone-${tone}`}>
        <p className="user-card-head">{sheet.headline}</p>
        <p className="user-card-blurb">{sheet.blurb}</p>
        <Brand partner={partner} size="s" />
      </Page>
      <Page className="fmt-card card-back">
        <Qr url={url} sizeMm={36} />
        <div className="card-back-text">
          <p className="card-back-head">{backHead}</p>
          <p>{backText}</p>
        </div>
      </Page>
    </>
  );
}

/** The ten printed dares: mild and cheeky ones only, since a card cannot check who reads it. */
export const ANALOG_CARD_DARES = DARES.filter((dare) => !dare.adult && dare.spice <= 2).slice(
  0,
  10,
);

/** The same ten cards in `lang`: a Danish sheet prints the Danish twins of the same dares. */
export function analogCardDares(lang: Lang) {
  if (lang === 'en') return ANALOG_CARD_DARES;
  return ANALOG_CARD_DARES.map((dare) => DARES_DA.find((da) => da.id === dare.id) ?? dare);
}

function AnalogDareCards({ sheet, url, partner }: FormatProps) {
  const t = useT();
  const lang = useLang();
  return (
    <Page className="fmt-a4-cards">
      <CardGrid>
        {analogCardDares(lang).map((dare) => (
          <div key={dare.id} className="grid-card analog-card">
            <div className="grid-card-text">
              <p className="analog-label">{sheet.headline}</p>
              <p className="analog-dare">{dare.text}</p>
              <p className="analog-small">{sheet.blurb}</p>
              <Brand partner={partner} size="s" />
            </div>
            <div className="analog-side">
              <Qr url={url} sizeMm={24} />
              <span>{t('qr.moreDares')}</span>
            </div>
          </div>
        ))}
      </CardGrid>
    </Page>
  );
}

function PosterSheet({
  sheet,
  url,
  partner,
  kicker,
  cta,
}: FormatProps & { kicker: string; cta: string }) {
  return (
    <Page className={`fmt-poster${partner ? ' has-partner' : ''}`}>
      <header className="poster-top">
        <Brand partner={partner} />
      </header>
      <p className="poster-kicker">{kicker}</p>
      <h1 className="poster-head">{sheet.headline}</h1>
      <p className="poster-blurb">{sheet.blurb}</p>
      <Qr url={url} sizeMm={78} />
      <p className="poster-cta">{cta}</p>
      <p className="poster-url">{displayUrl(url)}</p>
    </Page>
  );
}

export function SheetPages(props: FormatProps) {
  const t = useT();
  switch (props.sheet.format) {
    case 'sticker':
      return <Sticker {...props} />;
    case 'roll-up-banner':
      return <Banner {...props} />;
    case 'table-tent':
      return <TableTent {...props} />;
    case 'business-card':
      return <BusinessCard {...props} />;
    case 'placemat':
      return <Placemat {...props} />;
    case 'pong-dare-cards':
      return <PongDareCards {...props} />;
    case 'pong-rules':
      return <PongRules {...props} />;
    case 'love-card':
      return (
        <UserCard
          {...props}
          tone="love"
          backHead={t('qr.love.backHead')}
          backText={t('qr.love.backText')}
        />
      );
    case 'analog-dare-cards':
      return <AnalogDareCards {...props} />;
    case 'digital-dare-card':
      return (
        <UserCard
          {...props}
          tone="dare"
          backHead={t('qr.dare.backHead')}
          backText={t('qr.dare.backText')}
        />
      );
    case 'game':
      return <PosterSheet {...props} kicker={t('qr.scan')} cta={t('qr.game.cta')} />;
    case 'article':
      return <PosterSheet {...props} kicker={t('qr.article.kicker')} cta={t('qr.article.cta')} />;
  }
}
