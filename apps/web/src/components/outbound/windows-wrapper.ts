// Req 000-6.15: "A native Windows app wrapper is detected for opening offsite links". Inside a
// Windows wrapper a new tab is not the system browser, so an outbound link is handed to the
// wrapper instead: the Windows Runtime's launcher, or a message to a WebView2 host. The rule
// is the domain's offsiteOpener; this file only reads what the page can see and calls it.
import { OPEN_EXTERNAL_MESSAGE, offsiteOpener } from '@corkboard/domain';

interface WindowsRuntime {
  System?: { Launcher?: { launchUriAsync?: (uri: unknown) => unknown } };
  Foundation?: { Uri?: new (href: string) => unknown };
}
interface WebView2 {
  postMessage?: (message: unknown) => void;
}
type WrapperWindow = Window & { Windows?: WindowsRuntime; chrome?: { webview?: WebView2 } };

/** How to open an outbound link outside the wrapper, or null in a plain browser. */
export function wrapperOpener(): ((href: string) => void) | null {
  if (typeof window === 'undefined') return null;
  const host = window as WrapperWindow;
  const runtime = host.Windows;
  const launch = runtime?.System?.Launcher?.launchUriAsync;
  const Uri = runtime?.Foundation?.Uri;
  const post = host.chrome?.webview?.postMessage;
  const opener = offsiteOpener({
    userAgent: navigator.userAgent,
    windowsLauncher: typeof launch === 'function' && typeof Uri === 'function',
    webView2: typeof post === 'function',
  });
  // The system browser follows the absolute /offsite/ address, which checks and counts it.
  const absolute = (href: string) => new URL(href, window.location.href).href;
  if (opener === 'windowsLauncher' && launch && Uri) {
    return (href) => void launch.call(runtime.System?.Launcher, new Uri(absolute(href)));
  }
  if (opener === 'webView2Host' && post) {
    return (href) =>
      post.call(host.chrome?.webview, { type: OPEN_EXTERNAL_MESSAGE, url: absolute(href) });
  }
  return null;
}
