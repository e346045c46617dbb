import { describe, expect, it } from 'vitest';
import { isBot, isSocialBot } from './bots';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('isBot', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)', true],
    [
      'Baiduspider',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      true,
    ],
    ['YandexBot', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', true],
    [
      'Applebot',
      'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)',
      true,
    ],
    [
      'facebookexternalhit',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      true,
    ],
    ['Twitterbot', 'Twitterbot/1.0', true],
    ['Slackbot', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', true],
    [
      'LinkedInBot',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      true,
    ],
    ['Discordbot', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', true],
    [
      'Pinterestbot',
      'Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)',
      true,
    ],
    ["the word 'bot'", 'my-bot 1.0', true],
    ["the word 'crawler'", 'SomeCrawler/2.0', true],
    ["the word 'spider'", 'Sogou web spider/4.0', true],
    [
      'HeadlessChrome is NOT a bot (our own e2e runs in it)',
      CHROME.replace('Chrome/', 'HeadlessChrome/'),
      false,
    ],
    ['desktop Chrome', CHROME, false],
    [
      'a CUBOT phone is a person',
      'Mozilla/5.0 (Linux; Android 10; CUBOT NOTE 7) AppleWebKit/537.36 Chrome/99 Mobile Safari/537.36',
      false,
    ],
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    ['an empty user agent is not treated as a bot', '', false],
    ['a missing user agent is not treated as a bot', undefined, false],
  ])('%s', (_name, ua, expected) => {
    expect(isBot(ua)).toBe(expected);
  });
});

describe('isSocialBot', () => {
  it.each([
    ['facebookexternalhit/1.1', true],
    ['Slackbot-LinkExpanding 1.0', true],
    ['Mozilla/5.0 (compatible; Googlebot/2.1)', false],
    [CHROME, false],
  ])('%s', (ua, expected) => {
    expect(isSocialBot(ua)).toBe(expected);
  });
});
