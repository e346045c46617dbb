// The real 404 page (docs/API.md §4). Part of the main bundle, so any page can fall back to it.
import { Link } from 'wouter';
import { NOT_FOUND, PAGE_TEXT } from '@corkboard/domain';
import { PageMeta } from '../../components/page-meta/PageMeta';

export function NotFoundPage() {
  return (
    <div className="page-message" data-testid="not-found">
      <PageMeta title={PAGE_TEXT.notFoundDocumentTitle} description={NOT_FOUND.body} noindex />
      <h1>{NOT_FOUND.title}</h1>
      <p>{NOT_FOUND.body}</p>
      <Link href="/" className="btn btn-red">
        {NOT_FOUND.action}
      </Link>
    </div>
  );
}
