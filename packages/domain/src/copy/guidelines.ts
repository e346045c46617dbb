// --- The community guidelines page, /community-guidelines/ (issue 14; ours): what the blocked
// link modal's 'Learn more' opens (its spam section, req 000-8.04). Sections by anchor.
export const GUIDELINES = {
  title: 'Community guidelines',
  intro:
    'Corkboard is for finding and saving ideas. These rules keep it a place people can trust. ' +
    'The people who run this Corkboard remove what breaks them and may suspend accounts that ' +
    'keep breaking them.',
  sections: [
    {
      id: 'spam',
      title: 'Spam and harmful links',
      body: [
        'Do not post links to malware, phishing, scams or sites that pretend to be others.',
        'Do not mislead people about where a link goes, or hide its real address.',
        'Do not post the same thing over and over, or pins whose only aim is to drive clicks.',
        'Corkboard checks every link before it opens one. A link on the block list is not opened; ' +
          'a suspicious one is stopped with a warning. If you think we blocked a link by mistake, ' +
          'use "Report a mistake" in the warning and the people who run this Corkboard will look ' +
          'at it again.',
      ],
    },
    {
      id: 'adult-content',
      title: 'Adult content',
      body: ['Pornography and sexually explicit content are not allowed, nor are links to them.'],
    },
    {
      id: 'safety',
      title: 'Safety and respect',
      body: [
        'No harassment, hate, threats or content that encourages people to harm themselves or others.',
        'Respect other people’s work and privacy: post what you have the right to share.',
      ],
    },
    {
      id: 'reporting',
      title: 'Reporting',
      body: [
        'Use "Report Pin" in a Pin’s menu to tell us about anything that breaks these rules. ' +
          'Reports go to the people who run this Corkboard.',
      ],
    },
  ],
} as const;
