import { isMilestoneKey, type TrackingMilestone } from '@rumbo/domain';
import { durationText, type TrackLanguage, type TrackTexts } from './track-texts.ts';
import { placeTime, zoneText } from './track-time.ts';
import classes from './track-page.module.css';

type Props = { milestones: TrackingMilestone[]; texts: TrackTexts; language: TrackLanguage };

/** The milestones in order, each time in its place's own zone; done, pending or delayed. */
export function TrackMilestones({ milestones, texts, language }: Props) {
  return (
    <section className={classes.section} aria-labelledby="track-milestones">
      <h2 id="track-milestones" className={classes.heading}>
        {texts.milestonesTitle}
      </h2>
      {milestones.length === 0 ? (
        <p className={classes.muted}>{texts.noMilestones}</p>
      ) : (
        <ol className={classes.timeline}>
          {milestones.map((milestone) => (
            <li
              key={milestone.key}
              className={classes.milestone}
              data-state={milestone.delay ? 'delayed' : milestone.actualAt ? 'done' : 'pending'}
              data-testid={`track-milestone-${milestone.key}`}
            >
              <span className={classes.dot} aria-hidden />
              <div>
                <p className={classes.milestoneName}>
                  {isMilestoneKey(milestone.key) ? texts.milestones[milestone.key] : milestone.key}
                  {milestone.location ? (
                    <span className={classes.place}> · {milestone.location}</span>
                  ) : null}
                </p>
                <MilestoneTime
                  label={texts.estimated}
                  iso={milestone.estimatedAt}
                  milestone={milestone}
                  language={language}
                />
                <MilestoneTime
                  label={texts.actual}
                  iso={milestone.actualAt}
                  milestone={milestone}
                  language={language}
                />
                {milestone.delay ? (
                  <p className={classes.delay}>
                    {(milestone.delay.kind === 'late' ? texts.late : texts.overdue)(
                      durationText(texts, milestone.delay.minutes),
                    )}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function MilestoneTime({
  label,
  iso,
  milestone,
  language,
}: {
  label: string;
  iso: string;
  milestone: TrackingMilestone;
  language: TrackLanguage;
}) {
  if (!iso) return null;
  return (
    <p className={classes.time}>
      <span className={classes.timeLabel}>{label}</span>{' '}
      {placeTime(iso, milestone.timeZone.zone, language)}{' '}
      <span className={classes.zone}>({zoneText(iso, milestone.timeZone)})</span>
    </p>
  );
}
