// A today article on /today/: a wide cover cut into up to four pictures side by side (the
// domain's collageCells), the interest it is about and its title over the cover's foot.
import { Link } from 'wouter';
import type { TodayArticle } from '@corkboard/contracts';
import { COLLAGE_MAX_PICTURES, collageCellBox, collageCells } from '@corkboard/domain';
import { CoverImg } from '../discover/CoverImg';

/** The largest a cover is drawn at: two cards a row, 2:1 (today.css). */
const COVER_BOX = { width: 600, height: 300 };

export function TodayArticleCard({ article, eager }: { article: TodayArticle; eager: boolean }) {
  const pins = article.cover_pins.slice(0, COLLAGE_MAX_PICTURES);
  const cells = collageCells(pins.length);
  return (
    <li>
      <Link
        href={article.url}
        className="today-card"
        data-testid="today-card"
        data-kind={article.kind}
      >
        <span className="today-cover">
          {cells.map((cell, index) => (
            <span key={pins[index]?.id ?? index} className="today-cover-cell" data-span={cell.span}>
              <CoverImg
                images={pins[index]?.images}
                box={collageCellBox(cell, COVER_BOX)}
                eager={eager}
                className="today-cover-img"
              />
            </span>
          ))}
        </span>
        <span className="today-card-text">
          <span className="today-card-interest">{article.interest.name}</span>
          <span className="today-card-title">{article.title}</span>
        </span>
      </Link>
    </li>
  );
}
