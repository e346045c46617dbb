// Experiences' texts, alone in their module: only the experiences' lazy chunk reads them.
// --- Experiences (spec 001 §2, §8): req 001-8.06 (default texts), 001-8.01 (attribution
// failure), 001-2.09 (welcome-back banner).
export const EXPERIENCES = {
  go: 'Go',
  close: 'Close',
  gotIt: 'Got it',
  attributionFailed: 'server request failed.',
} as const;

export function welcomeBack(name: string): string {
  return `Welcome back, ${name}`;
}
