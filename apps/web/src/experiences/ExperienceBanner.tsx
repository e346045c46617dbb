// Banners (spec 001 §2): callout and upsell callouts, hero banners (400 ms in and out), the
// experience-metrics banner and the welcome-back banner ('Welcome back, {name}' with the
// person's picture). They float in a dock at the bottom of the window, so a banner that
// arrives after the page never moves what is already there (CLS stays 0).
import { useEffect, useState } from 'react';
import type { ExperienceWire } from '@corkboard/contracts';
import {
  ACTIONS,
  anketHref,
  bannerBackgroundOf,
  completeButtonOf,
  dismissButtonOf,
  drawsAsMetricsBanner,
  drawsAsUpsell,
  EXPERIENCE_SIZES,
  EXPERIENCES,
  HERO_BANNER_ANIMATION_MS,
  isHeroVariant,
  secondaryActionOf,
  welcomeBack,
  type BannerBackground,
} from '@corkboard/domain';
import { Avatar } from '../components/avatar/Avatar';
import { CloseButton } from './CloseButton';
import { useApp } from '../state/app-context';
import { ExperienceAction } from './ExperienceLink';
import { ExperienceIcon, ExperienceMedia, ExperienceMore } from './ExperienceParts';
import { ELEMENT } from './lifecycle';
import { useEnding } from './use-ending';

type Action = { label: string; href?: string | undefined };
type Data = ExperienceWire['display_data'];

const cssBackground = (b: BannerBackground | null) =>
  b
    ? [b.color, b.image_url ? `url(${JSON.stringify(b.image_url)}) center / cover no-repeat` : '']
        .filter(Boolean)
        .join(' ') || undefined
    : undefined;

/**
 * The banner's colours as custom properties: its backgrounds at a narrow and a wide window
 * (experiences.css picks one by a media query, so nothing is measured), its words' colours.
 */
function bannerStyle(d: Data): Record<string, string> {
  const narrow = cssBackground(bannerBackgroundOf(d, EXPERIENCE_SIZES.bannerMobileMaxPx));
  const wide = cssBackground(bannerBackgroundOf(d, EXPERIENCE_SIZES.bannerMobileMaxPx + 1));
  const vars: Record<string, string | undefined> = {
    '--xp-bg-narrow': narrow,
    '--xp-bg-wide': wide,
    '--xp-title-color': d.text_colors?.title,
    '--xp-text-color': d.text_colors?.message,
    '--xp-text-bg': d.text_background_color,
  };
  return Object.fromEntries(
    Object.entries(vars).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function primaryOf(e: ExperienceWire): Action | null {
  const d = e.display_data;
  if (d.primaryAction) return { label: d.primaryAction.label, href: d.primaryAction.href };
  const complete = completeButtonOf(d);
  if (complete)
    return { label: complete.text, href: complete.url ?? anketHref(e.experience_id, d) };
  if (d.link) return { label: d.link.text ?? EXPERIENCES.go, href: d.link.href };
  return null;
}

export function ExperienceBanner({ experience: e }: { experience: ExperienceWire }) {
  const { viewer } = useApp();
  const end = useEnding(e);
  const d = e.display_data;
  const hero = e.kind === 'hero' || isHeroVariant(e.experience_id);
  // Hero banners slide in and out (req 001-9.04); the others appear as they are.
  const [phase, setPhase] = useState<'entering' | 'shown' | 'leaving'>(hero ? 'entering' : 'shown');
  useEffect(() => {
    if (phase !== 'entering') return;
    const id = requestAnimationFrame(() => setPhase('shown'));
    return () => cancelAnimationFrame(id);
  }, [phase]);
  const finish = (how: 'completed' | 'dismissed', element: number) => {
    if (!hero) return end(how, element);
    setPhase('leaving');
    setTimeout(() => end(how, element), HERO_BANNER_ANIMATION_MS);
  };

  const isWelcome = e.kind === 'welcome_back';
  const title = isWelcome
    ? welcomeBack(viewer?.first_name || viewer?.username || '')
    : (d.title ?? d.title_text);
  const text = d.message ?? d.subtitle_text ?? d.text ?? d.body;
  const primary = primaryOf(e);
  const secondary = secondaryActionOf(d);
  const metrics = drawsAsMetricsBanner(e.experience_id, e.kind);
  const buttons = metrics ? (d.buttons ?? []) : [];
  // How it is drawn: the spec's special ids take their kind's look (req 001-9.12).
  const bannerKind = hero
    ? 'hero'
    : metrics
      ? 'metrics_banner'
      : drawsAsUpsell(e.experience_id, e.kind)
        ? 'upsell'
        : e.kind;
  const dismiss = dismissButtonOf(d);
  const style: Record<string, string> = bannerStyle(d);
  if (hero) style.transitionDuration = `${HERO_BANNER_ANIMATION_MS}ms`;

  return (
    <section
      className="xp-banner"
      data-kind={bannerKind}
      data-tone={d.display_type}
      data-phase={phase}
      data-layout={d.layout ?? 'row'}
      data-bg={d.background_narrow || d.background_wide ? '' : undefined}
      style={style}
      aria-label={title ?? text}
      data-testid="experience-banner"
      data-experience-id={e.experience_id}
    >
      {isWelcome && viewer ? (
        <Avatar
          src={viewer.image_medium_url ?? viewer.image_small_url}
          name={viewer.full_name}
          size={48}
        />
      ) : (
        <ExperienceMedia data={d} className="xp-banner-image" size={{ width: 64, height: 64 }} />
      )}
      <div className="xp-banner-text">
        {title ? (
          <h2 className="xp-banner-title">
            <ExperienceIcon data={d} />
            {title}
          </h2>
        ) : null}
        {text ? <p className="xp-banner-message">{text}</p> : null}
        <ExperienceMore data={d} onFollow={() => finish('completed', ELEMENT.primary)} />
        {primary || secondary || buttons.length > 0 ? (
          <div className="xp-banner-actions">
            {primary ? (
              <ExperienceAction
                action={primary}
                primary
                onDone={() => finish('completed', ELEMENT.primary)}
              />
            ) : null}
            {secondary ? (
              <ExperienceAction
                action={secondary}
                primary={false}
                onDone={() => finish('completed', ELEMENT.secondary)}
              />
            ) : null}
            {buttons.map((b, i) => (
              <ExperienceAction
                key={`${b.text}-${i}`}
                action={{ label: b.text, href: b.uri }}
                primary={i === 0}
                onDone={() => finish('completed', i === 0 ? ELEMENT.primary : ELEMENT.secondary)}
              />
            ))}
          </div>
        ) : null}
      </div>
      {d.canClose === false ? null : (
        <CloseButton
          className="xp-close"
          label={dismiss?.text ?? ACTIONS.close}
          onClick={() => finish('dismissed', ELEMENT.dismiss)}
          testId="experience-dismiss"
        />
      )}
    </section>
  );
}
