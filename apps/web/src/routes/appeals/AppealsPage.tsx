// /appealed-pin/ (spec 002 §2.1; issue 16: "a person's own reports and appeals"): the viewer's
// appeals against blocked links ("Report a mistake", issue 14), newest first, each with where it
// stands and the operator's note. Signed out, it asks to log in.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { LinkAppeal } from '@corkboard/contracts';
import { APPEALS_PAGE, LINK_APPEAL, NAV, routeHref } from '@corkboard/domain';
import { appealsQuery } from '../../api/appeal-queries';
import { Age } from '../../components/age/Age';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { useApp } from '../../state/app-context';
import './appeals.css';

function AppealRow({ appeal, now }: { appeal: LinkAppeal; now: number }) {
  return (
    <li className="appeal" data-testid="appeal" data-status={appeal.status}>
      <div className="appeal-head">
        <strong className="appeal-host">{appeal.host}</strong>
        <Age at={appeal.created_at} now={now} />
      </div>
      <p className="appeal-url">{appeal.url}</p>
      <p className="appeal-status" data-testid="appeal-status">
        {LINK_APPEAL.status[appeal.status]}
        {appeal.decided_at ? (
          <>
            {' · '}
            <Age at={appeal.decided_at} now={now} />
          </>
        ) : null}
      </p>
      <p className="appeal-text">
        <span className="appeal-label">{APPEALS_PAGE.yourMessage}:</span> {appeal.message}
      </p>
      {appeal.note ? (
        <p className="appeal-text" data-testid="appeal-note">
          <span className="appeal-label">{APPEALS_PAGE.ourNote}:</span> {appeal.note}
        </p>
      ) : null}
    </li>
  );
}

function Appeals() {
  const { data: appeals, error, isPending, refetch } = useQuery(appealsQuery());
  const [now] = useState(() => Date.now());
  if (isPending) return <PageLoading />;
  if (!appeals) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (appeals.length === 0) {
    return (
      <p className="page-message" data-testid="appeals-empty">
        {APPEALS_PAGE.empty}
      </p>
    );
  }
  return (
    <ul className="appeals" aria-label={APPEALS_PAGE.listLabel} data-testid="appeals">
      {appeals.map((appeal) => (
        <AppealRow key={appeal.id} appeal={appeal} now={now} />
      ))}
    </ul>
  );
}

export default function AppealsPage() {
  const { viewer } = useApp();
  const path = routeHref('appealed-pin');
  return (
    <div className="page page-appeals" data-testid="appeals-page">
      <PageMeta title={APPEALS_PAGE.title} path={path} noindex />
      <h1 className="appeals-heading">{APPEALS_PAGE.title}</h1>
      {viewer ? (
        <>
          <p className="appeals-intro">{APPEALS_PAGE.intro}</p>
          <Appeals />
        </>
      ) : (
        <div className="page-message">
          <p>{APPEALS_PAGE.logIn}</p>
          <Link href={routeHref('login', {}, { next: path })} className="btn btn-red">
            {NAV.logIn}
          </Link>
        </div>
      )}
    </div>
  );
}
