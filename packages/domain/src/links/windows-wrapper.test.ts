import { describe, expect, it } from 'vitest';
import { offsiteOpener, type OffsiteOpener, type WrapperSignals } from './windows-wrapper';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const WEBVIEW2 = `${WINDOWS} Edg/131.0.0.0`;
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile';

describe('offsiteOpener (req 000-6.15: "A native Windows app wrapper is detected for opening offsite links")', () => {
  it.each<[string, WrapperSignals, OffsiteOpener]>([
    [
      'a plain Windows browser opens links itself',
      { userAgent: WINDOWS, windowsLauncher: false, webView2: false },
      'browser',
    ],
    [
      'a hosted web app hands links to the Windows launcher',
      { userAgent: WINDOWS, windowsLauncher: true, webView2: false },
      'windowsLauncher',
    ],
    [
      'a WebView2 host gets a message',
      { userAgent: WEBVIEW2, windowsLauncher: false, webView2: true },
      'webView2Host',
    ],
    [
      'the launcher wins when both are there',
      { userAgent: WEBVIEW2, windowsLauncher: true, webView2: true },
      'windowsLauncher',
    ],
    [
      'not on Windows, a look-alike object is no wrapper',
      { userAgent: MAC, windowsLauncher: true, webView2: true },
      'browser',
    ],
    [
      'an Android WebView is no Windows wrapper',
      { userAgent: ANDROID, windowsLauncher: false, webView2: true },
      'browser',
    ],
    ['no user agent', { userAgent: '', windowsLauncher: true, webView2: false }, 'browser'],
  ])('%s', (_rule, signals, expected) => expect(offsiteOpener(signals)).toBe(expected));
});
