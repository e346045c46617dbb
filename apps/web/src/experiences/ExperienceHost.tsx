// Experiences on the page (issue 15): loaded after the page is up, never for bots. It asks the
// server for the page's experiences (refresh all), follows route changes, and draws each one
// by its kind. One that waits (delay or delay_in_millis, a toast's education delay) is fetched again
// when the wait ends and shows only if the server still chooses it (eligibility re-checked). A
// survey waits in ExperienceSurvey instead, once its frame has loaded (appearanceDelayMs).
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ExperienceWire } from '@corkboard/contracts';
import {
  appearanceDelayMs,
  askedDelayMs,
  experiencePageOf,
  hidesFooter,
  matchRoute,
  PLACEMENTS,
  placementAccepts,
  pollsForSurvey,
  SURVEY_BUILDER_POLL_MS,
  surfaceOf,
  type ExperiencePage,
} from '@corkboard/domain';
import { useStore } from '../saving/store';
import { useApp } from '../state/app-context';
import { AnchoredExperience } from './AnchoredExperience';
import { ExperienceBanner } from './ExperienceBanner';
import { ExperienceModal } from './ExperienceModal';
import { useHideFooter } from './ExperienceParts';
import { ExperienceSurvey } from './ExperienceSurvey';
import { ExperienceToast } from './ExperienceToast';
import { SearchDelight } from './SearchDelight';
import { experienceStore, fetchPlacement, refreshAll } from './experience-store';
import { extraContextOf } from './experience-store-rules';
import { useActionPlacements } from './use-action-placements';
import './experiences.css';

function ExperienceView({ experience: e }: { experience: ExperienceWire }) {
  useHideFooter(
    hidesFooter({
      placementId: e.placement_id,
      experienceId: e.experience_id,
      hideFooter: e.display_data.hide_footer,
    }),
  );
  if (e.kind === 'modal') return <ExperienceModal experience={e} />;
  if (e.kind === 'survey') return <ExperienceSurvey experience={e} />;
  if (e.kind === 'toast') return <ExperienceToast experience={e} />;
  if (e.kind === 'search_delight') return <Delight experience={e} />;
  return surfaceOf(e.kind) === 'anchored' ? (
    <AnchoredExperience experience={e} />
  ) : (
    <ExperienceBanner experience={e} />
  );
}

/** A search delight plays anew for each search: a new search mounts a new one. */
function Delight({ experience: e }: { experience: ExperienceWire }) {
  const query = useStore(experienceStore).context?.query ?? '';
  return <SearchDelight key={query} experience={e} query={query} />;
}

/** Req 001-4.09: "Delayed callouts and modals appear only after their delay." */
function Delayed({ experience: e }: { experience: ExperienceWire }) {
  const delay = appearanceDelayMs(e.kind, askedDelayMs(e.display_data));
  const [ready, setReady] = useState(delay === 0);
  useEffect(() => {
    if (delay === 0) return;
    let live = true;
    const id = setTimeout(() => {
      void fetchPlacement(e.placement_id, true).then((now) => {
        if (live && now.some((x) => x.experience_id === e.experience_id)) setReady(true);
      });
    }, delay);
    return () => {
      live = false;
      clearTimeout(id);
    };
  }, [delay, e.placement_id, e.experience_id]);
  return ready ? <ExperienceView experience={e} /> : null;
}

/** Req 001-4.16: on the pin builder, the survey is polled for every 3000 ms until one comes. */
function useBuilderSurveyPoll(page: ExperiencePage) {
  useEffect(() => {
    if (!pollsForSurvey(page)) return;
    const id = window.setInterval(() => {
      void fetchPlacement(PLACEMENTS.survey.id, true).then((found) => {
        if (found.length > 0) window.clearInterval(id);
      });
    }, SURVEY_BUILDER_POLL_MS);
    return () => window.clearInterval(id);
  }, [page]);
}

/** Spec 001 §5: "Bots receive no experiences" (the server answers none to them either). */
export default function ExperienceHost() {
  return useApp().isBot ? null : <Experiences />;
}

function Experiences() {
  const [pathname] = useLocation();
  const search = useSearch();
  const page = experiencePageOf(matchRoute(pathname)?.name);
  const params = new URLSearchParams(search);
  const preview = params.get('experience_preview');
  // On search results the search rides along: a search delight plays for it (req 001-3.02).
  const query = page === 'search' ? params.get('q') : null;
  useEffect(() => {
    void refreshAll(extraContextOf(page, query), preview);
  }, [page, pathname, preview, query]);
  useActionPlacements(page);
  useBuilderSurveyPoll(page);
  const { byPlacement } = useStore(experienceStore);
  // Each placement renders only what its rule admits (req 001-5.01).
  const list = Object.values(byPlacement)
    .flat()
    .filter((e) =>
      placementAccepts(e.placement_id, {
        experienceId: e.experience_id,
        type: e.type,
        kind: e.kind,
      }),
    );
  const banners = list.filter((e) => surfaceOf(e.kind) === 'inline');
  const others = list.filter((e) => surfaceOf(e.kind) !== 'inline');
  return (
    <>
      {banners.length > 0 ? (
        <div className="xp-dock" data-testid="experience-dock">
          {banners.map((e) => (
            <Delayed key={e.id} experience={e} />
          ))}
        </div>
      ) : null}
      {others.map((e) => (
        <Delayed key={e.id} experience={e} />
      ))}
    </>
  );
}
