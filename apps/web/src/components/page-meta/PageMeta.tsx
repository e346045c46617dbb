// Title, description and canonical link of a page. React 19 hoists these into <head> on the
// server and keeps them in sync on client navigation.
import { documentTitle, SITE } from '@corkboard/domain';
import { useApp } from '../../state/app-context';

export interface PageMetaProps {
  /** Page title without the site suffix; omitted for the home page. */
  title?: string | null;
  description?: string | null;
  /** Canonical path, e.g. /pin/123/. */
  path?: string | null;
  /** Absolute or root-relative image for link previews. */
  image?: string | null;
  noindex?: boolean;
}

export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export function PageMeta({ title, description, path, image, noindex }: PageMetaProps) {
  const { publicUrl } = useApp();
  const fullTitle = documentTitle(title);
  const text = description?.trim() || SITE.description;
  const canonical = path ? absoluteUrl(publicUrl, path) : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {image ? <meta property="og:image" content={absoluteUrl(publicUrl, image)} /> : null}
    </>
  );
}
