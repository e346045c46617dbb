// Look-alike hosts (issue 14): a host whose name reads as a well-known site's but is not it, by
// swapped characters (Cyrillic 'а' for Latin 'a', '0' for 'o'), by mixing scripts in one label,
// or by carrying the well-known name in front of another domain (paypal.com.verify.example).
// Pure data and functions; the server decodes punycode and finds the registrable domain with
// its libraries and hands the labels here.

/**
 * Well-known sites people are phished for, by registrable domain. Decided: a short list of the
 * most imitated names, not a popularity ranking; operators add their own as block-list rules.
 */
export const WELL_KNOWN_DOMAINS: readonly string[] = [
  'amazon.com',
  'apple.com',
  'bankofamerica.com',
  'chase.com',
  'dropbox.com',
  'ebay.com',
  'etsy.com',
  'facebook.com',
  'github.com',
  'gmail.com',
  'google.com',
  'icloud.com',
  'instagram.com',
  'linkedin.com',
  'microsoft.com',
  'netflix.com',
  'outlook.com',
  'paypal.com',
  'pinterest.com',
  'wellsfargo.com',
  'wikipedia.org',
  'yahoo.com',
  'youtube.com',
];

/** The name part of each well-known domain (its label before the public suffix). */
const WELL_KNOWN_LABELS: ReadonlyMap<string, string> = new Map(
  WELL_KNOWN_DOMAINS.map((domain) => [domain.slice(0, domain.indexOf('.')), domain]),
);

/**
 * Characters that read as a Latin letter: the Cyrillic and Greek homoglyphs of Unicode's
 * confusables list that occur in phishing hosts, full-width Latin, and the digits and pairs
 * that pass for letters in ASCII (0 → o, 1 → l, rn → m, vv → w).
 */
const CONFUSABLE_CHARACTERS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ӏ: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  ս: 'u',
  у: 'y',
  х: 'x',
  ԝ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  // Latin letters with marks that vanish at small sizes
  à: 'a',
  á: 'a',
  ä: 'a',
  å: 'a',
  ç: 'c',
  è: 'e',
  é: 'e',
  ë: 'e',
  ì: 'i',
  í: 'i',
  ï: 'i',
  ı: 'i',
  ò: 'o',
  ó: 'o',
  ö: 'o',
  ø: 'o',
  ù: 'u',
  ú: 'u',
  ü: 'u',
  ɡ: 'g',
  // ASCII stand-ins
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '5': 's',
};
const CONFUSABLE_PAIRS: readonly [string, string][] = [
  ['rn', 'm'],
  ['vv', 'w'],
];

/** A label as it reads: every confusable character replaced by the Latin letter it imitates. */
export function readsAs(label: string): string {
  let out = '';
  for (const ch of label.normalize('NFKC').toLowerCase()) out += CONFUSABLE_CHARACTERS[ch] ?? ch;
  for (const [pair, letter] of CONFUSABLE_PAIRS) out = out.split(pair).join(letter);
  return out.replace(/-/g, '');
}

const SCRIPTS: readonly [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
];

/** "Mixed-script": one label with letters of two of the scripts whose letters look alike. */
export function isMixedScript(label: string): boolean {
  const used = SCRIPTS.filter(([, pattern]) => pattern.test(label));
  return used.length > 1;
}

/**
 * The well-known domain a host imitates, or null. `label` is the registrable domain's name part
 * (Unicode, decoded from punycode), `registrable` the registrable domain itself (ASCII), `host`
 * the whole hostname (ASCII).
 */
export function imitatedDomain(host: string, registrable: string, label: string): string | null {
  if (WELL_KNOWN_DOMAINS.includes(registrable)) return null;
  // The brand's own name under another suffix (paypal.co.uk) is not a look-alike: swapped
  // characters are.
  const plain = label.toLowerCase();
  const imitated = WELL_KNOWN_LABELS.get(readsAs(label));
  if (imitated && !WELL_KNOWN_LABELS.has(plain)) return imitated;
  // paypal.com.account-check.example: the well-known name in front of another domain.
  const front = host.slice(0, Math.max(0, host.length - registrable.length - 1));
  const inFront = WELL_KNOWN_DOMAINS.find(
    (domain) => front === domain || front.endsWith(`.${domain}`),
  );
  return inFront ?? null;
}
