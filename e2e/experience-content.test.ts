// display_data's further fields drawn as a person sees them (issue 15, spec 001 §3): a banner's
// detailed text, icon, video, searches, links, colours and backgrounds for a narrow and a wide
// window; a secondary CTA; the flat button texts and a delay in seconds; hide_footer; an anchor
// chosen per platform on the side asked for; a pulsar completed by hovering it. Each is aimed
// at one of this file's people only.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CALLOUT_COMPONENT, CLIENT_EVENT, PLACEMENTS } from '@corkboard/domain';
import { screenshot } from './browser';
import {
  experienceSuite,
  flushEvents,
  openWithExperiences,
  sentEvents,
} from './experience-authoring';
import { onPhone, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
const suite = experienceSuite('e2e content');
const author = suite.author;

const responseOf = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().includes(path) && r.ok());

async function personWith(name: string, fields: Record<string, unknown>): Promise<Person> {
  const person = await signUp(suite.browser(), name);
  await author({ ...fields, targeting: { user_ids: [person.id] } });
  return person;
}

const colourOf = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe('a banner with every piece display_data can give it', () => {
  it('draws detailed text, icon, video, searches and links, with the background of the window width', async () => {
    const poster = `${baseUrl}/icon-192.png`;
    const person = await personWith('Banner Pieces', {
      placement_id: PLACEMENTS.home_top.id,
      kind: 'callout',
      display_data: {
        display_type: 'info-callout',
        title: 'Autumn is here',
        message: 'Ideas for the season, picked for you.',
        detailed_text: 'New ideas arrive every morning.',
        icon: 1,
        iconColor: 1,
        video: {
          url: `${baseUrl}/no-such-video.mp4`,
          metadata: { thumbnail: poster, width: 120, height: 68 },
        },
        search_query_list: ['fall decor', 'pumpkin soup'],
        links: ['/today/'],
        linkTitles: ["Today's inspiration"],
        secondary_cta_link: { url: '#', text: 'Maybe later' },
        text_colors: { title: '#7a1d00', message: '#333333' },
        text_background_color: '#ffffff',
        background_narrow: { color: '#0b3d2e' },
        background_wide: { color: '#f4e9d8' },
        layout: 'stacked',
      },
    });
    const phone = await onPhone(suite.browser(), person);
    for (const [context, background, name] of [
      [person.context, 'rgb(244, 233, 216)', 'experience-banner-pieces'],
      [phone, 'rgb(11, 61, 46)', 'experience-banner-pieces-phone'],
    ] as const) {
      const page = await openWithExperiences(context);
      const banner = page.getByTestId('experience-banner');
      await banner.waitFor();
      expect(await banner.getAttribute('data-layout')).toBe('stacked');
      // "background colours and images for narrow and wide": chosen by the window's width.
      expect(await colourOf(page, '.xp-banner', 'background-color')).toBe(background);
      expect(await colourOf(page, '.xp-banner-title', 'color')).toBe('rgb(122, 29, 0)');
      expect(await colourOf(page, '.xp-banner-message', 'color')).toBe('rgb(51, 51, 51)');
      expect(await colourOf(page, '.xp-banner-text', 'background-color')).toBe(
        'rgb(255, 255, 255)',
      );
      expect(await banner.getByTestId('experience-detail').textContent()).toBe(
        'New ideas arrive every morning.',
      );
      // Icon code 1 in colour code 1 (req 001-9.13).
      const icon = banner.getByTestId('experience-icon');
      expect(await icon.getAttribute('data-icon')).toBe('heart');
      expect(await colourOf(page, '[data-testid="experience-icon"]', 'color')).toBe(
        'rgb(230, 0, 35)',
      );
      const video = banner.getByTestId('experience-video');
      expect(await video.getAttribute('poster')).toBe(poster);
      expect(await video.getAttribute('width')).toBe('120');
      expect(await video.getAttribute('height')).toBe('68');
      const searches = banner.getByTestId('experience-searches').getByRole('link');
      expect(await searches.allTextContents()).toEqual(['fall decor', 'pumpkin soup']);
      expect(await searches.first().getAttribute('href')).toBe('/search/pins/?q=fall%20decor');
      const link = banner.getByTestId('experience-links').getByRole('link');
      expect(await link.textContent()).toBe("Today's inspiration");
      expect(await link.getAttribute('href')).toBe('/today/');
      await screenshot(page, name);
      if (context === person.context) {
        await page.close();
        continue;
      }
      // The secondary CTA is a second way on: it completes the banner.
      const completed = responseOf(page, '/UserExperienceCompletedResource/update/');
      await banner.getByTestId('experience-secondary').click();
      await completed;
      await banner.waitFor({ state: 'detached' });
    }
    await phone.close();
    await person.context.close();
  });
});

describe('a modal by the flat fields', () => {
  it('waits its delay in seconds; complete_button_text and dismiss_button_text; an anket completes on the survey page', async () => {
    const created = await signUp(suite.browser(), 'Flat Modal');
    const { experience_id } = await author({
      placement_id: PLACEMENTS.home_top.id,
      kind: 'modal',
      targeting: { user_ids: [created.id] },
      display_data: {
        title: 'Tell us how it went',
        body: 'Two minutes, five questions.',
        complete_button_text: 'Sounds good',
        dismiss_button_text: 'Not now',
        delay: 1,
        anket: true,
      },
    });
    const page = await openWithExperiences(created.context);
    const modal = page.getByTestId('experience-modal');
    // "Delayed callouts and modals appear only after their delay."
    expect(await modal.count()).toBe(0);
    await modal.waitFor();
    const complete = modal.getByTestId('experience-complete');
    expect(await complete.textContent()).toBe('Sounds good');
    expect(await complete.getAttribute('href')).toBe(`/survey/${experience_id}/`);
    await screenshot(page, 'experience-modal-flat');
    const dismissed = responseOf(page, '/UserExperienceResource/delete/');
    await modal.getByRole('button', { name: 'Not now' }).click();
    await dismissed;
    await modal.waitFor({ state: 'detached' });
    await created.context.close();
  });
});

describe('experience ids with rules of their own (req 001-9.12)', () => {
  it('"502722 (location upsell)": written as a callout, it is drawn and logged as an upsell', async () => {
    const person = await signUp(suite.browser(), 'Location Upsell');
    await author({
      experience_id: 502722,
      placement_id: PLACEMENTS.home_top.id,
      kind: 'callout',
      targeting: { user_ids: [person.id] },
      display_data: {
        display_type: 'info-callout',
        message: 'Ideas near you, once you tell us your city.',
        primaryAction: { label: 'Set my city' },
      },
    });
    const page = await openWithExperiences(person.context);
    const banner = page.getByTestId('experience-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('data-kind')).toBe('upsell');
    const events = sentEvents(page);
    const completed = responseOf(page, '/UserExperienceCompletedResource/update/');
    await banner.getByTestId('experience-primary').click();
    await completed;
    await flushEvents(page);
    await expect
      .poll(() => events.find((e) => e.event_type === CLIENT_EVENT.calloutAction))
      .toMatchObject({ object_id: '502722', component: CALLOUT_COMPONENT.upsell });
    await person.context.close();
  });
});

describe('hide_footer (placement 1000069 "hide footer")', () => {
  it("hides the phone's bottom bar while it shows, and brings it back when it goes", async () => {
    const person = await personWith('Footer Hider', {
      placement_id: PLACEMENTS.home_top.id,
      kind: 'upsell',
      display_data: {
        display_type: 'upsell',
        message: 'The app keeps your boards with you.',
        hide_footer: true,
      },
    });
    const phone = await onPhone(suite.browser(), person);
    const page = await openWithExperiences(phone);
    const banner = page.getByTestId('experience-banner');
    await banner.waitFor();
    const bar = page.getByTestId('bottom-nav');
    await bar.waitFor({ state: 'hidden' });
    await screenshot(page, 'experience-hide-footer-phone');
    const dismissed = responseOf(page, '/UserExperienceResource/delete/');
    await banner.getByTestId('experience-dismiss').click();
    await dismissed;
    await bar.waitFor({ state: 'visible' });
    await phone.close();
    await person.context.close();
  });
});

describe('anchored experiences', () => {
  it('anchors_by_platform: a desktop takes the web anchor, on the side its placement asks', async () => {
    const person = await personWith('Flyout Sider', {
      placement_id: PLACEMENTS.header.id,
      kind: 'flyout',
      display_data: {
        message: 'Make a Pin from a picture of your own.',
        anchors_by_platform: {
          web: { anchor: 'header_create', placement: 'left' },
          web_mobile: { anchor: 'closeup_save' },
        },
      },
    });
    const page = await openWithExperiences(person.context);
    const card = page.getByTestId('experience-anchored');
    await card.waitFor();
    const anchor = page.getByTestId('header-create').first();
    const [box, at] = await Promise.all([card.boundingBox(), anchor.boundingBox()]);
    expect(box!.x + box!.width).toBeLessThanOrEqual(at!.x);
    // Beside it: the card spans the anchor's middle height.
    expect(box!.y).toBeLessThan(at!.y + at!.height / 2);
    expect(box!.y + box!.height).toBeGreaterThan(at!.y + at!.height / 2);
    expect(await page.locator('.xp-anchored').getAttribute('data-side')).toBe('left');
    await screenshot(page, 'experience-flyout-left');
    await person.context.close();
  });

  it('complete_on_hover: resting the pointer on a pulsar completes it', async () => {
    const person = await personWith('Pulsar Hover', {
      placement_id: PLACEMENTS.header.id,
      kind: 'tooltip',
      display_data: { anchor: 'header_search', has_pulsar: true, complete_on_hover: true },
    });
    const page = await openWithExperiences(person.context);
    const pulsar = page.getByTestId('experience-pulsar');
    await pulsar.waitFor();
    const completed = responseOf(page, '/UserExperienceCompletedResource/update/');
    await pulsar.hover();
    await completed;
    await pulsar.waitFor({ state: 'detached' });
    await person.context.close();
  });
});
