// Runs before the app to set the theme class and <html lang> without a flash.
// Keys and rules: product spec section 3 (theme default dark; ov_language fr|en).
(function () {
  var root = document.documentElement;
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
  } catch (e) {
    root.classList.add('dark');
  }
})();
