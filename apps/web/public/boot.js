// Runs before the app to set the theme class and <html lang> without a flash.
// Keys and rules: product spec section 3 (theme default dark; ov_language fr|en).
(function () {
  var root = document.documentElement;
  var servedLang = root.lang;
  try {
    var theme = localStorage.getItem('theme');
    if (theme !== 'light' && theme !== 'dark') theme = 'dark';
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
    var lang = localStorage.getItem('ov_language');
    if (lang !== 'fr' && lang !== 'en') {
      var nav = (navigator.language || 'fr').toLowerCase();
      lang = nav.indexOf('fr') === 0 ? 'fr' : 'en';
    }
    root.lang = lang;
    // For the prerendered landing (decision 123): what this visitor already chose, so the static copy shows what
    // the app will show (banners already dismissed are hidden; a signed-in visitor waits for the app).
    if (localStorage.getItem('ov_announcement_dismissed') === '1') root.classList.add('ov-announce-off');
    var consent = localStorage.getItem('ov_cookie_consent');
    if (consent === 'accepted' || consent === 'rejected') root.classList.add('ov-consent-set');
    if (localStorage.getItem('ov_session') === '1') root.classList.add('ov-session');
  } catch (e) {
    root.classList.add('dark');
  }

  // The prerendered landing (decision 123) names the app's modules in <meta> tags instead of loading them in
  // <head>: they start once the page has painted, so the first paint waits for the HTML and CSS only.
  var entry = document.querySelector('meta[name="ov-entry"]');
  if (!entry) return;
  // No form of the copy submits before the app takes over (decision 298).
  document.addEventListener('submit', function (e) {
    if (document.querySelector('#root[data-prerender]')) e.preventDefault();
  }, true);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preload = document.querySelector('meta[name="ov-preload"]');
    var hrefs = preload ? preload.content.split(' ') : [];
    for (var i = 0; i < hrefs.length; i++) {
      if (!hrefs[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = hrefs[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.content;
    document.head.appendChild(script);
  }
  var painted = false;
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    painted = true;
  } catch (e) {
    // no paint timing: start when the document is parsed
  }
  // Nothing of the copy will paint (hidden tab, a signed-in visitor, another language) or no paint timing: start now
  // the document is parsed; and never wait more than a second.
  var copyHidden = root.classList.contains('ov-session') || root.lang !== servedLang || document.visibilityState === 'hidden';
  if (!painted || copyHidden) document.addEventListener('DOMContentLoaded', start);
  setTimeout(start, 1000);
})();
