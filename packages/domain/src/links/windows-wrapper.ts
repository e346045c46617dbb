// Spec 000 §6, req 000-6.15: "A native Windows app wrapper is detected for opening offsite
// links." Corkboard installs as a web app; packaged for Windows it runs inside a wrapper (a
// hosted web app with the Windows Runtime, or a WebView2 host), where a new tab is not the
// system browser: an outbound link must be handed to the wrapper to open outside it.

/** How an outbound link is opened: by the browser, or handed to the Windows wrapper. */
export type OffsiteOpener = 'browser' | 'windowsLauncher' | 'webView2Host';

/** What the page can see of its host. */
export interface WrapperSignals {
  userAgent: string;
  /** `Windows.System.Launcher.launchUriAsync` exists (a hosted web app). */
  windowsLauncher: boolean;
  /** `chrome.webview.postMessage` exists (a WebView2 host). */
  webView2: boolean;
}

/**
 * Decided: a wrapper counts only on Windows ("Windows NT" in the user agent), the Windows
 * Runtime's launcher before a WebView2 host's message channel; anything else is the browser.
 */
export function offsiteOpener(signals: WrapperSignals): OffsiteOpener {
  if (!/\bWindows NT\b/.test(signals.userAgent)) return 'browser';
  if (signals.windowsLauncher) return 'windowsLauncher';
  if (signals.webView2) return 'webView2Host';
  return 'browser';
}

/**
 * The message a WebView2 host receives to open a link in the system browser (the wrapper's side
 * of the contract, docs/ARCHITECTURE.md "Outbound links").
 */
export const OPEN_EXTERNAL_MESSAGE = 'corkboard:open-external';
