// The row of tabs over the hubs and the today pages: Today, Ideas, Topics, Videos, Shopping.
import { Link } from 'wouter';
import {
  DISCOVERY_TAB_LABELS,
  DISCOVERY_TABS,
  DISCOVERY_TEXT,
  discoveryTabHref,
  type DiscoveryTab,
} from '@corkboard/domain';
import './discover.css';

export function DiscoveryTabs({ current }: { current: DiscoveryTab }) {
  return (
    <nav className="tabs discover-tabs" aria-label={DISCOVERY_TEXT.tabsLabel}>
      {DISCOVERY_TABS.map((tab) => (
        <Link
          key={tab}
          href={discoveryTabHref(tab)}
          className="tab"
          aria-current={tab === current ? 'page' : undefined}
          data-testid={`discover-tab-${tab}`}
        >
          {DISCOVERY_TAB_LABELS[tab]}
        </Link>
      ))}
    </nav>
  );
}
