// Crawler and social-preview detection from the User-Agent header. Bots get content rendered
// for search without modals or experiences (reqs 000-6.11, 002-1.05, 001-1.03) and never the
// original image size (req 000-5.41). Headless browsers are not bots: our own end-to-end tests
// drive one, and they must see the product as people do.

/** Link-preview fetchers of social and chat apps ("social bots"). */
const SOCIAL_BOT_RE =
  /facebookexternalhit|facebookcatalog|meta-externalagent|twitterbot|slackbot|slack-imgproxy|linkedinbot|discordbot|pinterestbot|whatsapp|telegrambot|skypeuripreview|redditbot|embedly|iframely|vkshare|mastodon|cardyb/i;

/** Search crawlers and generic bot words. */
const SEARCH_BOT_RE =
  /googlebot|google-inspectiontool|mediapartners-google|adsbot-google|apis-google|feedfetcher-google|storebot-google|bingbot|bingpreview|msnbot|duckduckbot|baiduspider|yandex(bot|images)|applebot|slurp|sogou|exabot|petalbot|seznambot|qwantify|ia_archiver|archive\.org_bot|semrushbot|ahrefsbot|mj12bot|dotbot|gptbot|ccbot|claudebot|bytespider|crawler|spider|scraper|\bbot\b|[a-z]bot\b|bot[/;)]/i;

// Android phone brand whose model names contain "BOT" (for example "CUBOT NOTE 7").
const NOT_A_BOT_RE = /\bcubot\b/i;

/** A social app's link-preview fetcher (Slack, Twitter/X, Facebook, Discord, ...). */
export function isSocialBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && SOCIAL_BOT_RE.test(userAgent);
}

/**
 * A crawler or a social bot. An empty or missing User-Agent is not treated as a bot: the
 * rules for bots only take things away (modals, the original image), and a person behind a
 * privacy proxy should still get the full product.
 */
export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  const ua = userAgent.replace(NOT_A_BOT_RE, '');
  return isSocialBot(ua) || SEARCH_BOT_RE.test(ua);
}
