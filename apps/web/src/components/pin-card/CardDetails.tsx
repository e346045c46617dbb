import { ratingLabel, reactionCountLabel, reviewCountLabel } from '@corkboard/domain';
// Everything under the media, in a box of exactly `belowMediaHeight` px (the grid counts on
// it): the footer at its fixed height (title or description, price, merchant or domain), the
// recipe rating row, the reaction row, the attribution (with the sponsorship label), and the
// partnership, sponsored-products and AI lines. Each block gets its height from
// belowMediaParts.
import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import type { CardPrice, PinCardModel } from '@corkboard/domain';
import { Avatar } from '../avatar/Avatar';
import { StarIcon } from './Icons';

function Price({ price }: { price: CardPrice }) {
  return (
    <div className="pc-price" data-sold-out={price.soldOut ? '' : undefined}>
      <span>{price.text}</span>
      {price.original ? <s>{price.original}</s> : null}
    </div>
  );
}

/** Signed out, a product's price and merchant ride in the attribution block. */
function ProductLine({ price, merchant }: { price: CardPrice | null; merchant: string | null }) {
  return (
    <div className="pc-row pc-product">
      {price ? <Price price={price} /> : null}
      {merchant ? <span className="pc-source">{merchant}</span> : null}
    </div>
  );
}

function Footer({
  footer,
  height,
}: {
  footer: NonNullable<PinCardModel['footer']>;
  height: number;
}) {
  const { price } = footer;
  const source = footer.merchant ?? footer.domain;
  return (
    <div className="pc-footer" style={{ height }} data-testid="pin-card-footer">
      {footer.title || footer.description ? (
        <div
          className={footer.title ? 'pc-title' : 'pc-title pc-description'}
          style={{ WebkitLineClamp: footer.titleLines } as CSSProperties}
          dir="auto"
        >
          {footer.title || footer.description}
        </div>
      ) : null}
      {price ? <Price price={price} /> : null}
      {source ? <div className="pc-source">{source}</div> : null}
    </div>
  );
}

function Rating({
  rating,
  style,
}: {
  rating: NonNullable<PinCardModel['rating']>;
  style: CSSProperties | undefined;
}) {
  return (
    <div className="pc-row pc-rating" style={style} data-testid="pin-card-rating">
      <span className="pc-stars" role="img" aria-label={ratingLabel(rating.value, rating.max)}>
        {rating.stars.map((fill, i) => (
          <span key={i} data-star={fill}>
            <StarIcon fill={fill} />
          </span>
        ))}
      </span>
      <span aria-label={reviewCountLabel(rating.reviewCount)}>({rating.reviewCount})</span>
      {rating.cookTime ? <span className="pc-cook">{rating.cookTime}</span> : null}
    </div>
  );
}

/**
 * The creator or board line. A promoted or sponsored pin always has the default attribution
 * (req 000-5.26); its 'Promoted by …' or 'Paid partnership …' label is its second line.
 */
function Attribution({
  attribution,
  label,
}: {
  attribution: PinCardModel['attribution'];
  label: string | null;
}) {
  if (attribution.type === 'none') return null;
  const board = attribution.type === 'board' ? attribution : null;
  const user = attribution.user;
  return (
    <div className="pc-row pc-attr" data-testid="pin-card-attribution">
      {user ? <Avatar src={user.avatarUrl} name={user.name} size={32} /> : null}
      <span className="pc-attr-lines">
        {board ? (
          <Link href={board.boardHref} className="pc-strong" dir="auto">
            {board.boardName}
          </Link>
        ) : null}
        {user ? (
          <Link href={user.href} className={board ? undefined : 'pc-strong'} dir="auto">
            {user.name}
          </Link>
        ) : null}
        {label ? <span className="pc-sponsor">{label}</span> : null}
      </span>
    </div>
  );
}

/** A block of the decided height when the model lists the parts, else its natural height. */
function partStyle(height: number | undefined): CSSProperties | undefined {
  return height === undefined ? undefined : { height };
}

export function CardDetails({ model }: { model: PinCardModel }) {
  const { reactions, footer, belowMediaParts: parts, productAttribution } = model;
  // One line each, under the attribution (the domain counts these three).
  const disclosures = [
    model.partnershipLabel,
    model.sponsoredProductsLabel,
    model.aiDisclosure,
  ].filter((label): label is string => !!label);
  const hasAttribution = model.attribution.type !== 'none' || !!productAttribution;
  return (
    <div className="pc-below" style={{ height: model.belowMediaHeight }}>
      {footer ? <Footer footer={footer} height={parts?.footer ?? footer.height} /> : null}
      {model.rating ? <Rating rating={model.rating} style={partStyle(parts?.rating)} /> : null}
      {reactions?.visible ? (
        <div
          className="pc-row pc-reactions"
          style={partStyle(parts?.reactions)}
          data-testid="pin-card-reactions"
        >
          <span>{reactionCountLabel(reactions.total)}</span>
        </div>
      ) : null}
      {hasAttribution ? (
        <div className="pc-attr-block" style={partStyle(parts?.attribution)}>
          <Attribution attribution={model.attribution} label={model.sponsorshipLabel} />
          {productAttribution ? (
            <ProductLine price={productAttribution.price} merchant={productAttribution.merchant} />
          ) : null}
        </div>
      ) : null}
      {disclosures.length > 0 ? (
        <div className="pc-disclosures" style={partStyle(parts?.disclosures)}>
          {disclosures.map((label) => (
            <div key={label} className="pc-row pc-label">
              {label}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
