// The product's own survey page (issue 15: "the product serves its own survey page so surveys
// work with no third party"). Ours.
export const SURVEY_UI = {
  title: 'A quick question',
  question: 'How likely are you to recommend Corkboard to a friend?',
  notLikely: 'Not likely',
  veryLikely: 'Very likely',
  comment: 'Anything else you would like to tell us? (optional)',
  send: 'Send',
  thanks: 'Thank you! Your answer helps make Corkboard better.',
  failed: 'That did not send. Please try again.',
} as const;
