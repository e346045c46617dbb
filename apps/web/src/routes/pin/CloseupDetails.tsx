// What the right pane tells beyond the title (the domain's closeupDetails): a product's price
// (with the original struck through), merchant and availability; a recipe's rating, cook time,
// servings and ingredients; an article's publisher, author and date.
import {
  CLOSEUP_TEXT,
  ratingLabel,
  reviewCountLabel,
  type CloseupArticle,
  type CloseupDetails as Details,
  type CloseupProduct,
  type CloseupRecipe,
} from '@corkboard/domain';
import { StarIcon } from '../../components/pin-card/Icons';

function Product({ product }: { product: CloseupProduct }) {
  const { price } = product;
  return (
    <div className="closeup-product" data-testid="closeup-product">
      {price ? (
        <p className="closeup-price" data-sold-out={price.soldOut ? '' : undefined}>
          <span data-testid="closeup-price">{price.text}</span>
          {price.original ? <s>{price.original}</s> : null}
        </p>
      ) : null}
      <p className="closeup-meta">
        {product.merchant ? (
          <span className="closeup-merchant" data-testid="closeup-merchant">
            {product.merchant}
          </span>
        ) : null}
        {product.availability ? (
          <span data-testid="closeup-availability">{product.availability}</span>
        ) : null}
      </p>
    </div>
  );
}

function Recipe({ recipe }: { recipe: CloseupRecipe }) {
  const { rating } = recipe;
  return (
    <div className="closeup-recipe" data-testid="closeup-recipe">
      <p className="closeup-meta">
        {rating ? (
          <span className="closeup-rating">
            <span
              className="pc-stars"
              role="img"
              aria-label={ratingLabel(rating.value, rating.max)}
            >
              {rating.stars.map((fill, i) => (
                <span key={i} data-star={fill}>
                  <StarIcon fill={fill} />
                </span>
              ))}
            </span>
            <span>{reviewCountLabel(rating.reviewCount)}</span>
          </span>
        ) : null}
        {recipe.cookTime ? (
          <span data-testid="closeup-cook-time">
            {CLOSEUP_TEXT.cookTime} {recipe.cookTime}
          </span>
        ) : null}
        {recipe.servings ? <span data-testid="closeup-servings">{recipe.servings}</span> : null}
      </p>
      {recipe.ingredients.length > 0 ? (
        <>
          <h2 className="closeup-subheading">{CLOSEUP_TEXT.ingredients}</h2>
          <ul className="closeup-ingredients" data-testid="closeup-ingredients">
            {recipe.ingredients.map((line, i) => (
              <li key={i} dir="auto">
                {line}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function Article({ article }: { article: CloseupArticle }) {
  const parts = [article.byline, article.published].filter(Boolean);
  return (
    <div className="closeup-article" data-testid="closeup-article">
      {article.publisher ? (
        <p className="closeup-publisher" dir="auto" data-testid="closeup-publisher">
          {article.publisher}
        </p>
      ) : null}
      {parts.length > 0 ? <p className="closeup-meta">{parts.join(' · ')}</p> : null}
    </div>
  );
}

export function CloseupDetails({ details }: { details: Details }) {
  if (!details) return null;
  switch (details.type) {
    case 'product':
      return <Product product={details.product} />;
    case 'recipe':
      return <Recipe recipe={details.recipe} />;
    case 'article':
      return <Article article={details.article} />;
  }
}
