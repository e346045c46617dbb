// Home: the endless grid of the viewer's home feed.
import { NAV, PAGE_TEXT } from '@corkboard/domain';
import { homeFeedQuery } from '../../api/queries';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PinFeed } from '../../components/pin-feed/PinFeed';

export default function HomePage() {
  return (
    <div className="page page-home">
      <PageMeta path="/" />
      <h1 className="visually-hidden">{NAV.home}</h1>
      <PinFeed
        page="home"
        query={homeFeedQuery()}
        label={PAGE_TEXT.pinsLabel}
        empty={PAGE_TEXT.feedEmpty}
      />
    </div>
  );
}
