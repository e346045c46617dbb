// /reports-and-violations/ (spec 002 §2.1; issue 16: "a person's own reports and appeals"): the
// pins and comments the viewer reported, newest first, with where each stands, and what
// operators removed from the viewer's own content. Signed out, it asks to log in. Operators'
// notes are not shown: they are written for the audit log (docs/ARCHITECTURE.md).
import { Link } from 'wouter';
import type { ContentViolationWire, OwnReport } from '@corkboard/contracts';
import {
  APPEALS_PAGE,
  GUIDELINES_PATH,
  NAV,
  REPORT_REASON_TEXT,
  REPORTS_PAGE,
  routeHref,
  type ReportReason,
} from '@corkboard/domain';
import { ownReportsQuery, ownViolationsQuery } from '../../api/report-queries';
import { Age } from '../../components/age/Age';
import { PagedList } from '../../components/paged-list/PagedList';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { useApp } from '../../state/app-context';
import '../appeals/appeals.css';
import './reports.css';

function Reason({ reason }: { reason: ReportReason | null }) {
  if (!reason) return null;
  return (
    <p>
      <span className="appeal-label">{REPORTS_PAGE.reason}:</span>{' '}
      {REPORT_REASON_TEXT[reason].label}
    </p>
  );
}

function ReportRow({ report, now }: { report: OwnReport; now: number }) {
  const what = (
    <>
      {report.image_url ? <img src={report.image_url} alt="" className="own-report-image" /> : null}
      <span className="own-report-text" dir="auto">
        {report.text || REPORTS_PAGE.kind[report.kind]}
      </span>
    </>
  );
  return (
    <li className="appeal" data-testid="own-report" data-status={report.status}>
      <div className="appeal-head">
        <strong>{REPORTS_PAGE.kind[report.kind]}</strong>
        <Age at={report.created_at} now={now} />
      </div>
      {report.pin_id ? (
        <Link href={routeHref('pin', { id: report.pin_id })} className="own-report-what">
          {what}
        </Link>
      ) : (
        <p className="own-report-what">{what}</p>
      )}
      <Reason reason={report.reason} />
      <p className="appeal-status" data-testid="own-report-status">
        {REPORTS_PAGE.status[report.status]}
        {report.decided_at ? (
          <>
            {' · '}
            <Age at={report.decided_at} now={now} />
          </>
        ) : null}
      </p>
    </li>
  );
}

function ViolationRow({ violation, now }: { violation: ContentViolationWire; now: number }) {
  return (
    <li className="appeal" data-testid="own-violation" data-kind={violation.kind}>
      <div className="appeal-head">
        <strong className="appeal-status">{REPORTS_PAGE.violation[violation.kind]}</strong>
        <Age at={violation.created_at} now={now} />
      </div>
      {violation.text ? (
        <p className="own-report-what">
          <span className="own-report-text" dir="auto">
            {violation.text}
          </span>
        </p>
      ) : null}
      <Reason reason={violation.reason} />
    </li>
  );
}

function OwnLists() {
  return (
    <>
      <p className="appeals-intro">{REPORTS_PAGE.intro}</p>
      <section className="own-reports-section" aria-labelledby="own-reports-heading">
        <h2 id="own-reports-heading">{REPORTS_PAGE.reportsHeading}</h2>
        <PagedList
          query={ownReportsQuery()}
          empty={REPORTS_PAGE.reportsEmpty}
          testId="own-reports"
          className="appeals"
          label={REPORTS_PAGE.reportsLabel}
          item={(report, now) => <ReportRow key={report.id} report={report} now={now} />}
        />
      </section>
      <section className="own-reports-section" aria-labelledby="own-violations-heading">
        <h2 id="own-violations-heading">{REPORTS_PAGE.violationsHeading}</h2>
        <PagedList
          query={ownViolationsQuery()}
          empty={REPORTS_PAGE.violationsEmpty}
          testId="own-violations"
          className="appeals"
          label={REPORTS_PAGE.violationsLabel}
          item={(violation, now) => (
            <ViolationRow key={violation.id} violation={violation} now={now} />
          )}
        />
        <p className="own-reports-more">
          <a href={GUIDELINES_PATH}>{REPORTS_PAGE.guidelines}</a>
          {' · '}
          {REPORTS_PAGE.blockedLinks}{' '}
          <Link href={routeHref('appealed-pin')} data-testid="reports-appeals">
            {APPEALS_PAGE.seeAppeals}
          </Link>
        </p>
      </section>
    </>
  );
}

export default function ReportsPage() {
  const { viewer } = useApp();
  const path = routeHref('reports-and-violations');
  return (
    <div className="page page-appeals page-reports" data-testid="reports-page">
      <PageMeta title={REPORTS_PAGE.title} path={path} noindex />
      <h1 className="appeals-heading">{REPORTS_PAGE.title}</h1>
      {viewer ? (
        <OwnLists />
      ) : (
        <div className="page-message">
          <p>{REPORTS_PAGE.logIn}</p>
          <Link href={routeHref('login', {}, { next: path })} className="btn btn-red">
            {NAV.logIn}
          </Link>
        </div>
      )}
    </div>
  );
}
