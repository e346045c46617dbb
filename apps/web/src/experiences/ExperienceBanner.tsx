// Banners (spec 001 §2): callout and upsell callouts, hero banners (400 ms in and out), the
// experience-metrics banner and the welcome-back banner ('Welcome back, {name}' with the
// person's picture). They float in a dock at the bottom of the window, so a banner that
// arrives after the page never moves what is already there (CLS stays 0).
import { useEffect, useState } from 'react';
import type { ExperienceWire } from '@corkboard/contracts';
import {
  ACTIONS,
  EXPERIENCES,
  HERO_BANNER_ANIMATION_MS,
  isHeroVariant,
  welcomeBack,
} from '@corkboard/domain';
import { Avatar } from '../components/avatar/Avatar';
import { CloseButton } from './CloseButton';
import { useApp } from '../state/app-context';
import { ExperienceAction } from './ExperienceLink';
import { ELEMENT } from './lifecycle';
import { useEnding } from './use-ending';

type Action = { label: string; href?: string | undefined };

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
  const primary: Action | null = d.primaryAction
    ? { label: d.primaryAction.label, href: d.primaryAction.href }
    : d.complete_button
      ? { label: d.complete_button.text, href: d.complete_button.url }
      : d.link
        ? { label: d.link.text ?? EXPERIENCES.go, href: d.link.href }
        : null;
  const secondary: Action | null = d.secondaryAction
    ? { label: d.secondaryAction.label, href: d.secondaryAction.href }
    : null;
  const buttons = e.kind === 'metrics_banner' ? (d.buttons ?? []) : [];

  return (
    <section
      className="xp-banner"
      data-kind={hero ? 'hero' : e.kind}
      data-tone={d.display_type}
      data-phase={phase}
      style={hero ? { transitionDuration: `${HERO_BANNER_ANIMATION_MS}ms` } : undefined}
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
      ) : d.image ? (
        <img
          className="xp-banner-image"
          src={d.image.url}
          alt={d.image.imageAlt ?? ''}
          width={d.image.width ?? 64}
          height={d.image.height ?? 64}
        />
      ) : null}
      <div className="xp-banner-text">
        {title ? <h2 className="xp-banner-title">{title}</h2> : null}
        {text ? <p>{text}</p> : null}
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
          label={d.dismiss_button?.text ?? ACTIONS.close}
          onClick={() => finish('dismissed', ELEMENT.dismiss)}
          testId="experience-dismiss"
        />
      )}
    </section>
  );
}
