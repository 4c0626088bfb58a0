import type { PublicTrackingDocument, PublicTrackingLeg, TrackingUnit } from '@rumbo/domain';
import type { TrackLanguage, TrackTexts } from './track-texts.ts';
import { placeTime, zoneText } from './track-time.ts';
import classes from './track-page.module.css';

/** The itinerary's legs: mode, carrier, vessel or flight, and each end's times in its zone. */
export function TrackLegs({
  legs,
  texts,
  language,
}: {
  legs: PublicTrackingLeg[];
  texts: TrackTexts;
  language: TrackLanguage;
}) {
  if (legs.length === 0) return null;
  const end = (
    label: string,
    place: string,
    zone: PublicTrackingLeg['fromTimeZone'],
    actual: string,
    estimated: string,
  ) => {
    const iso = actual || estimated;
    return (
      <p className={classes.time}>
        <span className={classes.timeLabel}>{label}</span> {place || '—'}
        {iso ? ` · ${placeTime(iso, zone.zone, language)} (${zoneText(iso, zone)})` : ''}
        {iso ? ` · ${actual ? texts.actual : texts.estimated}` : ''}
      </p>
    );
  };
  return (
    <section className={classes.section} aria-labelledby="track-legs">
      <h2 id="track-legs" className={classes.heading}>
        {texts.legsTitle}
      </h2>
      <ol className={classes.list}>
        {legs.map((leg, index) => (
          <li key={index} className={classes.item}>
            <p className={classes.milestoneName}>
              {texts.legModes[leg.mode]}
              {[leg.carrier, [leg.vessel, leg.voyage].filter(Boolean).join(' / ')]
                .filter(Boolean)
                .map((part) => ` · ${part}`)
                .join('')}
            </p>
            {end(texts.departs, leg.from, leg.fromTimeZone, leg.atd, leg.etd)}
            {end(texts.arrives, leg.to, leg.toTimeZone, leg.ata, leg.eta)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Container and ULD numbers with their type, seal, pieces and weight where known. */
export function TrackUnits({ units, texts }: { units: TrackingUnit[]; texts: TrackTexts }) {
  if (units.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="track-units">
      <h2 id="track-units" className={classes.heading}>
        {texts.unitsTitle}
      </h2>
      <ul className={classes.list}>
        {units.map((unit) => (
          <li key={`${unit.kind}-${unit.number}`} className={classes.item}>
            <span className={classes.unitNumber}>{unit.number}</span>{' '}
            <span className={classes.muted}>
              {[
                unit.kind === 'uld' ? texts.uld : texts.container,
                unit.type,
                unit.seal ? `${texts.seal} ${unit.seal}` : '',
                unit.pieces !== null ? texts.pieces(unit.pieces) : '',
                unit.weightKg !== null ? `${unit.weightKg} kg` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The documents the forwarder shared through the link, each a download. */
export function TrackDocuments({
  documents,
  texts,
}: {
  documents: PublicTrackingDocument[];
  texts: TrackTexts;
}) {
  if (documents.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="track-documents">
      <h2 id="track-documents" className={classes.heading}>
        {texts.documentsTitle}
      </h2>
      <ul className={classes.list}>
        {documents.map((document) => (
          <li key={document.url} className={classes.item}>
            <a href={document.url} download className={classes.link}>
              {document.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
