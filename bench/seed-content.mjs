// Plausible pin text for the seeded databases: titles, some links, and JSON columns mostly
// null (as on real pins), so rows are about the size real ones are and presenting them does
// the same JSON parsing. Deterministic (seeded) so runs compare.

/** Small fast seeded PRNG (mulberry32): same seed, same database. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'cozy reading nook autumn soup minimal kitchen garden ideas linen ceramic vase trail ' +
  'sunset pasta recipe plant shelf watercolor sketch outfit wedding cabin lake bread ' +
  'sourdough tiny house desk setup macrame wall art bedroom palette spring picnic ' +
  'coffee table'
).split(' ');
const DOMAINS = ['example.com', 'blog.example.org', 'shop.example.net', 'recipes.example.com'];
const CATEGORIES = ['home_decor', 'food_drinks', 'diy_crafts', 'travel', 'art', 'womens_fashion'];

const words = (rand, n) => {
  const out = [];
  for (let i = 0; i < n; i += 1) out.push(WORDS[Math.floor(rand() * WORDS.length)]);
  return out.join(' ');
};

export function pinContent(rand, id) {
  const hasTitle = rand() < 0.8;
  const hasDescription = rand() < 0.5;
  const hasLink = rand() < 0.4;
  const domain = hasLink ? DOMAINS[Math.floor(rand() * DOMAINS.length)] : null;
  const article = rand() < 0.05;
  const title = hasTitle ? words(rand, 2 + Math.floor(rand() * 5)) : '';
  return {
    title: title.charAt(0).toUpperCase() + title.slice(1),
    description: hasDescription ? words(rand, 8 + Math.floor(rand() * 20)) : '',
    link: hasLink ? `https://${domain}/p/${id}` : null,
    domain,
    altText: rand() < 0.3 ? words(rand, 6) : null,
    category: rand() < 0.2 ? CATEGORIES[Math.floor(rand() * CATEGORIES.length)] : null,
    nativeCreator: rand() < 0.05,
    richMetadata: article
      ? JSON.stringify({
          type_name: 'article',
          site_name: domain ?? 'example.com',
          title: words(rand, 4),
          description: words(rand, 12),
        })
      : null,
    richSummary: article && rand() < 0.5 ? JSON.stringify({ display_name: words(rand, 3) }) : null,
    reactionCounts: rand() < 0.25 ? JSON.stringify({ 1: 1 + Math.floor(rand() * 300) }) : null,
  };
}
