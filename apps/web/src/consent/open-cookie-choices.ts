// Opens the cookie choices from anywhere (the account menu, the log-in and sign-up pages): the
// page extras load the consent surface on the first call, which then listens itself. A module
// with no imports, so any chunk can call it without pulling another chunk's code along.
export const COOKIE_CHOICES_EVENT = 'corkboard:cookie-choices';

export function openCookieChoices(): void {
  window.dispatchEvent(new Event(COOKIE_CHOICES_EVENT));
}
