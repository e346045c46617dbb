// The demo's block lists (issue 14), as `npm run links:import` would bring them from files: a
// hosts file of made-up malware and scam domains, and a plain list of made-up spam domains.
// Every name is under .example, reserved by RFC 2606, so none can ever resolve.
export const DEMO_LINK_LISTS = [
  {
    source: 'demo-blocklist.txt',
    verdict: 'blocked',
    reason: '',
    text: [
      '# Made-up malware and scam hosts for the Corkboard demo (hosts-file format).',
      '0.0.0.0 free-gift-cards.example',
      '0.0.0.0 malware-download.example',
      '0.0.0.0 login-verify-account.example',
      '0.0.0.0 cheap-pills-online.example',
    ].join('\n'),
  },
  {
    source: 'demo-spam-list.txt',
    verdict: 'suspicious',
    reason: '',
    text: [
      '# Made-up spam domains for the Corkboard demo (one domain per line).',
      'prize-claims.example',
      'clickbait-recipes.example',
      '||miracle-diet.example^',
    ].join('\n'),
  },
] as const;
