/* global document, localStorage */
// Applies the saved theme and language before the first paint (src/main.tsx does the same after).
// A plain file rather than an inline script, so the site's Content-Security-Policy can forbid inline code.
try {
  document.documentElement.dataset.theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
  document.documentElement.lang = localStorage.getItem('lang') === 'EN' ? 'en' : 'fil';
} catch {
  // Storage can be unavailable (private modes); the app falls back to the defaults.
}
