// /edit/: "Tune your home feed" (spec 000 §2, req 000-2.08: "/edit : reached from 'Tune your home
// feed' in the reported-pin overlay"; issue 6): the topics, boards and people the viewer follows
// and the pins they hid, each undoable in place. Signed out, it asks to log in.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { HomefeedTuner } from '@corkboard/contracts';
import {
  DISCOVERY_TEXT,
  FEEDBACK,
  FEEDBACK_UI,
  NAV,
  routeHref,
  tunerCount,
  tunerShowingNewest,
} from '@corkboard/domain';
import { tunerQuery } from '../../api/discovery-queries';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { useApp } from '../../state/app-context';
import { BoardRow, HiddenPinCard, InterestRow, UserRow } from './TunerRows';
import './tuner.css';

type TunerTab = 'interests' | 'boards' | 'users' | 'hidden_pins';

const TABS: { tab: TunerTab; label: string; heading: string; empty: string }[] = [
  {
    tab: 'interests',
    label: FEEDBACK_UI.tabTopics,
    heading: DISCOVERY_TEXT.tunerInterests,
    empty: FEEDBACK_UI.noInterests,
  },
  {
    tab: 'boards',
    label: FEEDBACK_UI.tabBoards,
    heading: DISCOVERY_TEXT.tunerBoards,
    empty: FEEDBACK_UI.noBoards,
  },
  {
    tab: 'users',
    label: FEEDBACK_UI.tabPeople,
    heading: DISCOVERY_TEXT.tunerPeople,
    empty: FEEDBACK_UI.noPeople,
  },
  {
    tab: 'hidden_pins',
    label: FEEDBACK_UI.tabHidden,
    heading: DISCOVERY_TEXT.tunerHidden,
    empty: FEEDBACK_UI.noHiddenPins,
  },
];

function List({ tuner, tab }: { tuner: HomefeedTuner; tab: TunerTab }) {
  let items: ReactNode[];
  switch (tab) {
    case 'interests':
      items = tuner.interests.map((i) => <InterestRow key={i.id} interest={i} />);
      break;
    case 'boards':
      items = tuner.boards.map((b) => <BoardRow key={b.id} board={b} />);
      break;
    case 'users':
      items = tuner.users.map((u) => <UserRow key={u.id} user={u} />);
      break;
    case 'hidden_pins':
      items = tuner.hidden_pins.map((p) => <HiddenPinCard key={p.id} pin={p} />);
      break;
  }
  const spec = TABS.find((t) => t.tab === tab);
  const heading = <h2 className="tuner-list-heading">{spec?.heading}</h2>;
  if (items.length === 0) {
    return (
      <div className="page-message tuner-empty">
        {heading}
        <p>{spec?.empty}</p>
        {tab === 'interests' ? (
          <Link href={routeHref('topics')} className="btn btn-red">
            {DISCOVERY_TEXT.topicsHeading}
          </Link>
        ) : null}
      </div>
    );
  }
  const total = tuner.counts[tab];
  return (
    <>
      {heading}
      {total > items.length ? (
        <p className="tuner-note">{tunerShowingNewest(items.length, total)}</p>
      ) : null}
      <ul
        className={tab === 'hidden_pins' ? 'tuner-pins' : 'tuner-list'}
        data-testid={`tuner-list-${tab}`}
      >
        {items}
      </ul>
    </>
  );
}

function Tuner() {
  const { data: tuner, error, isPending, refetch } = useQuery(tunerQuery());
  const [tab, setTab] = useState<TunerTab>('interests');
  if (isPending) return <PageLoading />;
  if (!tuner) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <div className="tabs tuner-tabs" role="tablist" aria-label={FEEDBACK.tuneHomeFeed}>
        {TABS.map((t) => (
          <button
            key={t.tab}
            type="button"
            role="tab"
            id={`tuner-tab-${t.tab}`}
            aria-selected={tab === t.tab}
            aria-controls="tuner-panel"
            className="tab"
            onClick={() => setTab(t.tab)}
            data-testid={`tuner-tab-${t.tab}`}
          >
            {tunerCount(t.label, tuner.counts[t.tab])}
          </button>
        ))}
      </div>
      <div id="tuner-panel" role="tabpanel" aria-labelledby={`tuner-tab-${tab}`}>
        {/* Keyed by tab: a row's undo state lives while its tab is open. */}
        <List key={tab} tuner={tuner} tab={tab} />
      </div>
    </>
  );
}

export default function TunerPage() {
  const { viewer } = useApp();
  return (
    <div className="page page-tuner" data-testid="tuner-page">
      <PageMeta title={FEEDBACK.tuneHomeFeed} path={routeHref('edit')} noindex />
      <h1 className="tuner-heading">{FEEDBACK.tuneHomeFeed}</h1>
      {viewer ? (
        <>
          <p className="tuner-intro">{FEEDBACK_UI.tunerIntro}</p>
          <Tuner />
        </>
      ) : (
        <div className="page-message">
          <p>{FEEDBACK_UI.tunerLogin}</p>
          <Link href={routeHref('login', {}, { next: routeHref('edit') })} className="btn btn-red">
            {NAV.logIn}
          </Link>
        </div>
      )}
    </div>
  );
}
