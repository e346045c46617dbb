import { CARD_TEXT } from '@corkboard/domain';
// /_/cards/: every pin card variant side by side, with a caption under each, from the demo
// pins of DevCardsResource (served only in demo and development mode: elsewhere it answers
// not_found and this page is a 404). Plain wrapping rows of 236 px columns, not the masonry.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { devCardsQuery } from '../../api/queries';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { PinCard } from '../../components/pin-card/PinCard';
import { useCardContext } from '../../components/pin-card/card-context';
import { useApp } from '../../state/app-context';
import { galleryVariants } from './gallery-variants';

/** Cells loaded at once: about the first row on a wide screen. */
const EAGER_CELLS = 8;

export default function CardsPage() {
  const { data, error, isPending, refetch } = useQuery(devCardsQuery());
  const { viewer } = useApp();
  const base = useCardContext('CardsGallery');
  const variants = useMemo(
    () => (data ? galleryVariants(data, base, viewer?.id ?? null) : []),
    [data, base, viewer],
  );
  if (isPending) return <PageLoading />;
  if (!data) return <QueryError error={error} onRetry={() => void refetch()} />;

  return (
    <div className="page page-cards">
      <PageMeta title={CARD_TEXT.galleryTitle} path="/_/cards/" noindex />
      <header className="cards-header">
        <h1>{CARD_TEXT.galleryTitle}</h1>
        <p>{CARD_TEXT.galleryIntro}</p>
      </header>
      <div className="cards-grid" data-testid="cards-gallery">
        {variants.map((variant, i) => (
          <figure key={variant.id} className="cards-cell" data-variant={variant.id}>
            <PinCard model={variant.model} eager={i < EAGER_CELLS} />
            <figcaption>{variant.caption}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
