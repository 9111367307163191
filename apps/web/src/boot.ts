// A page the server drew is readable before its script runs. Its HTML names the app here instead of in a script tag
// (apps/server/src/plugins/page-render.ts), and the app is fetched once the page has painted its content, so the
// page's HTML and CSS have a slow line to themselves (ADR 040). A tab opened in the background paints nothing until
// shown, and a browser that reports no paints gets the app at once.
const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
let started = false;
const start = () => {
  if (started || !app) return;
  started = true;
  void import(/* @vite-ignore */ app);
};
const reportsPaint = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
if (document.visibilityState !== 'visible' || !reportsPaint) start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A page whose style sheet is stuck still gets its app.
  setTimeout(start, 3000);
}
