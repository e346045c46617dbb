// The demo's people. One account, `demo`, is for visitors to sign in as; the merchant and the
// advertiser exist so that product pins and ads have believable owners.
import { hashSeed } from './demo-random';
import type { DemoSubject, DemoUser } from './demo-types';

/** Every demo account shares this password; it is printed by the seeder and in the docs. */
export const DEMO_PASSWORD = 'corkboard-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.corkboard.local';

export const DEMO_USER_KEY = 'demo';
export const MERCHANT_KEY = 'oakandember';
export const ADVERTISER_KEY = 'northwind';

interface UserSeed {
  key: string;
  username: string;
  first_name: string;
  last_name: string;
  about: string;
  avatar?: DemoSubject;
  is_verified_merchant?: boolean;
  verified?: boolean;
  is_employee?: boolean;
}

const USER_SEEDS: readonly UserSeed[] = [
  {
    key: DEMO_USER_KEY,
    username: 'demo',
    first_name: 'Demo',
    last_name: 'User',
    about: `The demo account. Sign in as demo with the password ${DEMO_PASSWORD} and look around: save pins, make boards, break things.`,
  },
  {
    key: 'maya',
    username: 'maya_chen',
    first_name: 'Maya',
    last_name: 'Chen',
    about: 'Interior stylist in Portland. Small spaces, warm woods and too many cushions.',
    verified: true,
  },
  {
    key: 'leo',
    username: 'leo_okafor',
    first_name: 'Leo',
    last_name: 'Okafor',
    about: 'Home cook, weekend baker and weeknight pasta evangelist.',
  },
  {
    key: 'sofia',
    username: 'sofia_alvarez',
    first_name: 'Sofia',
    last_name: 'Alvarez',
    about: 'Travel writer. Slow trips, night trains and beaches out of season.',
    verified: true,
  },
  {
    key: 'hannah',
    username: 'hannah_berg',
    first_name: 'Hannah',
    last_name: 'Berg',
    about: 'Growing cut flowers and far too many tomatoes on a small allotment.',
  },
  {
    key: 'jamal',
    username: 'jamal_wright',
    first_name: 'Jamal',
    last_name: 'Wright',
    about: 'Run coach and trail runner. Mobility is not optional.',
  },
  {
    key: 'priya',
    username: 'priya_raman',
    first_name: 'Priya',
    last_name: 'Raman',
    about: 'Capsule wardrobes, thrifted finds and a lot of colour.',
  },
  {
    key: 'tomasz',
    username: 'tomasz_nowak',
    first_name: 'Tomasz',
    last_name: 'Nowak',
    about: 'Weekend woodworker. I build things for our 1920s flat.',
  },
  {
    key: 'amelie',
    username: 'amelie_laurent',
    first_name: 'Amelie',
    last_name: 'Laurent',
    about: 'Illustrator and printmaker. Gouache, linocut and simple shapes.',
  },
  {
    key: 'noah',
    username: 'noah_fischer',
    first_name: 'Noah',
    last_name: 'Fischer',
    about: 'Landscape photographer chasing blue hour.',
  },
  {
    key: 'grace',
    username: 'grace_kim',
    first_name: 'Grace',
    last_name: 'Kim',
    about: 'Event planner. Currently planning my own wedding, send help.',
  },
  {
    key: 'oliver',
    username: 'oliver_hughes',
    first_name: 'Oliver',
    last_name: 'Hughes',
    about: 'Software engineer at Corkboard. Desk setups and cable management.',
    is_employee: true,
  },
  {
    key: 'ana',
    username: 'ana_souza',
    first_name: 'Ana',
    last_name: 'Souza',
    about: 'Florist. Seasonal, local, a little wild.',
  },
  {
    key: 'ben',
    username: 'ben_carter',
    first_name: 'Ben',
    last_name: 'Carter',
    about: 'Weekend hiker, gear nerd, bad at sitting still.',
  },
  {
    key: MERCHANT_KEY,
    username: 'oakandember',
    first_name: 'Oak & Ember',
    last_name: '',
    about:
      'Slow-made homewares: ceramics, linen and wood from small workshops. Free shipping over $75.',
    avatar: 'abstract',
    is_verified_merchant: true,
    verified: true,
  },
  {
    key: ADVERTISER_KEY,
    username: 'northwind_outfitters',
    first_name: 'Northwind Outfitters',
    last_name: '',
    about: 'Outdoor clothing and gear built to last, with free repairs for life.',
    avatar: 'landscape',
    verified: true,
  },
];

export function buildDemoUsers(seed: number): DemoUser[] {
  return USER_SEEDS.map((u) => {
    const user: DemoUser = {
      key: u.key,
      username: u.username,
      first_name: u.first_name,
      last_name: u.last_name,
      email: `${u.username}@${DEMO_EMAIL_DOMAIN}`,
      password: DEMO_PASSWORD,
      about: u.about,
      avatar: {
        seed: hashSeed(seed, 'avatar', u.key),
        width: 240,
        height: 240,
        subject: u.avatar ?? 'portrait',
      },
    };
    if (u.is_verified_merchant) user.is_verified_merchant = true;
    if (u.verified) user.verified = true;
    if (u.is_employee) user.is_employee = true;
    return user;
  });
}
