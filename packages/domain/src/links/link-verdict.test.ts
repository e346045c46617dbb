import { describe, expect, it } from 'vitest';
import { LINK_REASONS } from '../copy/links-ui';
import {
  linkRuleIndex,
  linkVerdict,
  matchingRule,
  type LinkRule,
  type ParsedLink,
} from './link-verdict';
import { imitatedDomain, isMixedScript, readsAs } from './look-alikes';

/** A parsed link as the server hands it (its parse is tested by the API suite). */
function link(host: string, extra: Partial<ParsedLink> = {}): ParsedLink {
  const labels = host.split('.');
  const registrable = labels.slice(-2).join('.');
  return {
    href: `https://${host}/`,
    protocol: 'https:',
    host,
    path: '/',
    hasUserInfo: false,
    isIp: false,
    registrable,
    label: labels.at(-2) ?? null,
    ...extra,
  };
}

const rule = (
  id: string,
  match: LinkRule['match'],
  value: string,
  verdict: LinkRule['verdict'],
  source: string | null = null,
  reason = '',
): LinkRule => ({ id, match, value, verdict, reason, source });

const index = linkRuleIndex([
  rule('1', 'domain', 'malware.example', 'blocked', null, 'Spreads malware.'),
  rule('2', 'domain', 'adult.example', 'porn', 'adult-list.txt'),
  rule('3', 'prefix', 'https://share.example/bad/', 'blocked', null, 'A phishing page.'),
  rule('4', 'domain', 'spammy.example', 'suspicious', 'spam.txt'),
  // The operator allows what an imported list blocks.
  rule('5', 'domain', 'fine.example', 'blocked', 'big-list.txt'),
  rule('6', 'domain', 'fine.example', 'allowed', null),
  rule('7', 'domain', 'ok.malware.example', 'allowed', null),
  rule('8', 'prefix', 'https://share.example/bad/but-fixed/', 'allowed', null),
]);

describe('linkVerdict: "one verdict for a URL: allowed | suspicious | blocked | porn, with a reason"', () => {
  it.each<[string, ParsedLink | null, string, string]>([
    ['not a URL at all', null, 'blocked', LINK_REASONS.unreadable],
    [
      'non-http(s) schemes are refused',
      link('x.example', { protocol: 'javascript:' }),
      'blocked',
      LINK_REASONS.notHttp,
    ],
    ['an ordinary site', link('blog.example'), 'allowed', ''],
    ['a listed domain', link('malware.example'), 'blocked', 'Spreads malware.'],
    ['its subdomains too', link('cdn.files.malware.example'), 'blocked', 'Spreads malware.'],
    ['a more specific allowed rule wins', link('ok.malware.example'), 'allowed', ''],
    [
      'an imported rule without a reason reads its verdict',
      link('adult.example'),
      'porn',
      LINK_REASONS.listed.porn,
    ],
    [
      'suspicious from a list',
      link('spammy.example'),
      'suspicious',
      LINK_REASONS.listed.suspicious,
    ],
    [
      "the operator's rule wins over a list's on the same domain",
      link('fine.example'),
      'allowed',
      '',
    ],
    [
      'a URL prefix',
      link('share.example', { path: '/bad/page?x=1' }),
      'blocked',
      'A phishing page.',
    ],
    ['outside the prefix', link('share.example', { path: '/good/' }), 'allowed', ''],
    [
      'the longest prefix decides',
      link('share.example', { path: '/bad/but-fixed/1' }),
      'allowed',
      '',
    ],
    [
      'user-info in the URL',
      link('evil.example', { hasUserInfo: true }),
      'suspicious',
      LINK_REASONS.userInfo,
    ],
    [
      'an IP-literal host',
      link('192.0.2.1', { isIp: true, registrable: null, label: null }),
      'suspicious',
      LINK_REASONS.ipAddress,
    ],
    [
      'a Cyrillic look-alike of paypal.com',
      link('xn--pypal-4ve.com', { label: 'pаypal' }),
      'suspicious',
      LINK_REASONS.imitates('paypal.com'),
    ],
    ['digits for letters', link('g00gle.com'), 'suspicious', LINK_REASONS.imitates('google.com')],
    [
      'a well-known name in front of another domain',
      link('paypal.com.account-check.example', {
        registrable: 'account-check.example',
        label: 'account-check',
      }),
      'suspicious',
      LINK_REASONS.imitates('paypal.com'),
    ],
    ['the real site', link('www.paypal.com'), 'allowed', ''],
    [
      "the brand's own name under another suffix is no look-alike",
      link('paypal.co.uk', { registrable: 'paypal.co.uk', label: 'paypal' }),
      'allowed',
      '',
    ],
    [
      'a label mixing alphabets',
      link('xn--shp-3fd.example', { label: 'shoр' }),
      'suspicious',
      LINK_REASONS.mixedScript,
    ],
    [
      'a whole label in another script is fine',
      link('xn--e1afmkfd.example', { label: 'пример' }),
      'allowed',
      '',
    ],
  ])('%s', (_rule, parsed, verdict, reason) => {
    const decision = linkVerdict(parsed, index);
    expect(decision.verdict).toBe(verdict);
    expect(decision.reason).toBe(reason);
  });
});

describe('matchingRule: the most specific rule', () => {
  it('names the rule that decided, so an operator can see and lift it', () => {
    expect(matchingRule(index, link('a.malware.example'))?.id).toBe('1');
    expect(matchingRule(index, link('elsewhere.example'))).toBeNull();
  });
});

describe('look-alikes', () => {
  it.each([
    ['pаypal', 'paypal'],
    ['g00gle', 'google'],
    ['rnicrosoft', 'microsoft'],
    ['faceb00k', 'facebook'],
    ['ΑΡΡLE', 'apple'],
  ])('%s reads as %s', (label, expected) => expect(readsAs(label)).toBe(expected));

  it.each([
    ['shoр (Latin with a Cyrillic р)', 'shoр', true],
    ['all Latin', 'shop', false],
    ['all Cyrillic', 'пример', false],
    ['digits and Latin', 'shop24', false],
  ])('mixed script: %s', (_name, label, expected) => expect(isMixedScript(label)).toBe(expected));

  it('the well-known domain itself imitates nothing', () => {
    expect(imitatedDomain('google.com', 'google.com', 'google')).toBeNull();
    expect(imitatedDomain('mail.google.com', 'google.com', 'google')).toBeNull();
  });
});
