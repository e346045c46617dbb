// Block lists imported from files (issue 14: `npm run links:import FILE`), in the common
// host-list formats: hosts files ("0.0.0.0 evil.example"), plain lists of domains, Adblock
// filter lines ("||evil.example^"), and URL prefixes ("https://host.example/path/").

/** What one file holds: domains (with their subdomains) and URL prefixes. */
export interface HostList {
  domains: string[];
  prefixes: string[];
  /** Lines that were neither a comment nor an entry. */
  skipped: number;
}

/** Names a hosts file maps to itself, never an entry. */
const LOCAL_NAMES = new Set([
  'localhost',
  'localhost.localdomain',
  'local',
  'broadcasthost',
  'ip6-localhost',
  'ip6-loopback',
  'ip6-localnet',
  'ip6-mcastprefix',
  'ip6-allnodes',
  'ip6-allrouters',
  'ip6-allhosts',
  '0.0.0.0',
]);

/** A hosts file's address column: what the names are sent to. */
const SINK_ADDRESS = /^(0\.0\.0\.0|127\.\d+\.\d+\.\d+|::1?|fe80::1%lo0|ff0\d::\d+)$/i;
/** A domain name: labels of letters, digits and hyphens (punycode included). */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** A domain as a rule holds it (lower case, no trailing dot or "*."), or null if it is none. */
export function asDomain(text: string): string | null {
  const name = text.trim().toLowerCase().replace(/\.$/, '').replace(/^\*\./, '');
  return DOMAIN.test(name) && !LOCAL_NAMES.has(name) ? name : null;
}

export function parseHostList(text: string): HostList {
  const domains = new Set<string>();
  const prefixes = new Set<string>();
  let skipped = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '' || line.startsWith('!') || line.startsWith('[')) continue;
    if (/^https?:\/\//i.test(line)) {
      prefixes.add(line);
      continue;
    }
    const adblock = /^\|\|([^/^$]+)\^?(\$.*)?$/.exec(line);
    const fields = adblock ? [adblock[1] ?? ''] : line.split(/\s+/);
    const names =
      fields.length > 1 && SINK_ADDRESS.test(fields[0] ?? '') ? fields.slice(1) : fields;
    let found = false;
    for (const name of names) {
      const domain = asDomain(name);
      if (domain) {
        domains.add(domain);
        found = true;
      } else if (LOCAL_NAMES.has(name.toLowerCase())) {
        found = true;
      }
    }
    if (!found) skipped += 1;
  }
  return { domains: [...domains], prefixes: [...prefixes], skipped };
}
