// Each page's chunk by its key in the Vite manifest (its path from apps/web): the server
// modulepreloads the current page's chunk with it (entry-server.tsx). Server-side only, so the
// paths stay out of the client's first JS.
import type { PageName } from './pages';

export const PAGE_SOURCES = {
  home: 'src/routes/home/HomePage.tsx',
  pin: 'src/routes/pin/PinPage.tsx',
  repin: 'src/routes/repin/RepinPage.tsx',
  'pin-builder': 'src/routes/pin-builder/PinBuilderPage.tsx',
  'pin-edit': 'src/routes/pin-edit/PinEditPage.tsx',
  comments: 'src/routes/comments/CommentsPage.tsx',
  news: 'src/routes/news/NewsPage.tsx',
  conversation: 'src/routes/conversation/ConversationPage.tsx',
  board: 'src/routes/board/BoardPage.tsx',
  profile: 'src/routes/profile/ProfilePage.tsx',
  login: 'src/routes/login/LoginPage.tsx',
  signup: 'src/routes/signup/SignupPage.tsx',
  search: 'src/routes/search/SearchPage.tsx',
  interests: 'src/routes/discover/InterestsPage.tsx',
  interest: 'src/routes/discover/InterestPage.tsx',
  today: 'src/routes/today/TodayPage.tsx',
  tuner: 'src/routes/tuner/TunerPage.tsx',
  appeals: 'src/routes/appeals/AppealsPage.tsx',
  reports: 'src/routes/reports/ReportsPage.tsx',
  cards: 'src/routes/cards/CardsPage.tsx',
  settings: 'src/routes/settings/SettingsPage.tsx',
  follows: 'src/routes/follows/FollowsPage.tsx',
  'account-mail': 'src/routes/password/AccountMailPage.tsx',
  onboarding: 'src/routes/onboarding/OnboardingPage.tsx',
} satisfies Record<PageName, string>;
