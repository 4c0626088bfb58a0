import { BUSINESS_TIME_ZONE, type PublicTracking } from '@rumbo/domain';
import { useEffect, useState } from 'react';
import { TrackMilestones } from './track-milestones.tsx';
import { TrackLegs, TrackUnits, TrackDocuments } from './track-details.tsx';
import { TRACK_TEXTS, trackLanguage, type TrackLanguage, type TrackTexts } from './track-texts.ts';
import { placeTime } from './track-time.ts';
import { usePublicTracking, type TrackState } from './use-public-tracking.ts';
import classes from './track-page.module.css';

const LANGUAGE_KEY = 'rumbo.track.language';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The page a customer opens from a tracking link, `/t/{token}` (issue 37): the forwarder's brand
 * and the shipment as `GET /api/track/{token}` gives it, in Spanish or English (the browser's
 * language, switchable), kept up to date while open.
 */
export function TrackPage({ token }: { token: string }) {
  const [language, setLanguage] = useState<TrackLanguage>(() =>
    trackLanguage(storedLanguage(), navigator.languages ?? [navigator.language]),
  );
  const texts = TRACK_TEXTS[language];
  const state = usePublicTracking(token);
  const tracking = state.kind === 'shown' ? state.tracking : null;
  useEffect(() => {
    document.documentElement.lang = language;
    const code = tracking?.shipment.code || tracking?.shipment.reference;
    document.title = [code, texts.title, tracking?.forwarder.name].filter(Boolean).join(' · ');
  }, [language, texts, tracking]);
  const switchLanguage = () => {
    const next = language === 'es' ? 'en' : 'es';
    setLanguage(next);
    try {
      localStorage.setItem(LANGUAGE_KEY, next);
    } catch {
      // A browser that keeps nothing still switches for this visit.
    }
  };
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <div className={classes.brand}>
          {tracking?.forwarder.logoUrl ? (
            <img
              src={tracking.forwarder.logoUrl}
              alt=""
              width={40}
              height={40}
              className={classes.logo}
            />
          ) : null}
          <span className={classes.brandName}>{tracking?.forwarder.name ?? texts.title}</span>
        </div>
        <button
          type="button"
          className={classes.language}
          onClick={switchLanguage}
          lang={language === 'es' ? 'en' : 'es'}
        >
          {texts.switchTo}
        </button>
      </header>
      <main className={classes.main}>
        <TrackBody state={state} texts={texts} language={language} />
      </main>
      <footer className={classes.footer}>{texts.poweredBy}</footer>
    </div>
  );
}

function TrackBody({
  state,
  texts,
  language,
}: {
  state: TrackState;
  texts: TrackTexts;
  language: TrackLanguage;
}) {
  if (state.kind === 'loading')
    return (
      <p className={classes.notice} role="status">
        {texts.loading}
      </p>
    );
  if (state.kind !== 'shown') {
    const [title, body] =
      state.kind === 'tooMany'
        ? [texts.tooManyTitle, texts.tooManyBody]
        : state.kind === 'unreachable'
          ? [texts.title, texts.offline]
          : [texts.notFoundTitle, texts.notFoundBody];
    return (
      <section className={classes.card} aria-labelledby="track-message">
        <h1 id="track-message" className={classes.title}>
          {title}
        </h1>
        <p>{body}</p>
      </section>
    );
  }
  return (
    <TrackShipment
      tracking={state.tracking}
      offline={state.offline}
      texts={texts}
      language={language}
    />
  );
}

function TrackShipment({
  tracking,
  offline,
  texts,
  language,
}: {
  tracking: PublicTracking;
  offline: boolean;
  texts: TrackTexts;
  language: TrackLanguage;
}) {
  const { shipment } = tracking;
  const status = texts.statuses[shipment.status] ?? shipment.status;
  return (
    <article className={classes.card} aria-labelledby="track-title" data-testid="track-shipment">
      <p className={classes.eyebrow}>
        {texts.title} · {texts.modes[shipment.mode]}
      </p>
      <h1 id="track-title" className={classes.title}>
        {shipment.code || shipment.reference}
      </h1>
      <div className={classes.badges}>
        <span className={classes.badge} data-testid="track-status">
          {status || texts.noStatus}
        </span>
        <span className={shipment.isDelayed ? classes.badgeWarn : classes.badgeOk}>
          {shipment.isDelayed ? texts.delayed : texts.onTime}
        </span>
      </div>
      <dl className={classes.facts}>
        {shipment.reference ? <Fact label={texts.reference} value={shipment.reference} /> : null}
        <Fact
          label={texts.route}
          value={`${shipment.origin || '—'} → ${shipment.destination || '—'}`}
        />
        <TransportFact tracking={tracking} texts={texts} />
      </dl>
      {offline ? (
        <p className={classes.offline} role="status">
          {texts.offline}
        </p>
      ) : null}
      <TrackMilestones milestones={shipment.milestones} texts={texts} language={language} />
      <TrackLegs legs={shipment.legs} texts={texts} language={language} />
      <TrackUnits units={shipment.units} texts={texts} />
      <TrackDocuments documents={shipment.documents} texts={texts} />
      <p className={classes.meta}>
        {shipment.updatedAt
          ? `${texts.updated(placeTime(shipment.updatedAt, BUSINESS_TIME_ZONE, language))} · `
          : ''}
        {texts.liveNote}
        {tracking.expiresAt
          ? ` ${texts.expires(placeTime(tracking.expiresAt, BUSINESS_TIME_ZONE, language))}`
          : ''}
      </p>
    </article>
  );
}

function TransportFact({ tracking, texts }: { tracking: PublicTracking; texts: TrackTexts }) {
  const transport = tracking.shipment.transport;
  const carrier = transport.carrier ? ` · ${transport.carrier}` : '';
  if (transport.kind === 'vessel') {
    const voyage = [transport.vessel, transport.voyage].filter(Boolean).join(' / ');
    return <Fact label={texts.vessel} value={`${voyage || '—'}${carrier}`} />;
  }
  if (transport.kind === 'flight')
    return <Fact label={texts.flight} value={`${transport.flight || '—'}${carrier}`} />;
  return <Fact label={texts.truck} value={`${transport.vehicle || '—'}${carrier}`} />;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
