/*
 * First-party device fingerprint loader: the embedded stand-in for iovation's (TruValidate)
 * loader, served from /iojs/loader.js. Like the real one it reads its configuration from
 * window.IGLOO (or the object named by window.io_global_object_name), exposes
 * IGLOO.getBlackbox() -> { blackbox, finished } and writes the blackbox into the hidden field
 * whose id is IGLOO.bbout_element_id. Here the blackbox is base64 of
 * { v: 1, ts, fp: { ...device traits } }, which server/providers/fraud/decodeBlackbox.ts reads;
 * with FRAUD_PROVIDER=iovation the page loads iovation's loader instead.
 *
 * The traits are what any page can read (browser, language, screen, time zone): no cookies, no
 * storage, no network. Plain ES2017 without dependencies, so it runs before the app's bundle.
 */
(function () {
  'use strict';

  const name =
    typeof window.io_global_object_name === 'string' && window.io_global_object_name !== ''
      ? window.io_global_object_name
      : 'IGLOO';
  const existing = window[name];
  const igloo = existing !== null && typeof existing === 'object' ? existing : {};
  window[name] = igloo;
  // The real loader fetches its other parts from loader.uri_hook; this one has none to fetch.
  igloo.loader = Object.assign({ uri_hook: '/iojs' }, igloo.loader, { version: 'embedded1' });

  const text = (value, max) => (typeof value === 'string' ? value.slice(0, max) : '');
  const count = (value) => (typeof value === 'number' && isFinite(value) ? value : 0);

  function timeZone() {
    const intl = typeof Intl === 'object' && Intl !== null ? Intl : undefined;
    const options =
      intl && typeof intl.DateTimeFormat === 'function' ? intl.DateTimeFormat().resolvedOptions() : {};
    return text(options.timeZone, 60);
  }

  function traits() {
    const nav = window.navigator || {};
    const screen = window.screen || {};
    return {
      ua: text(nav.userAgent, 400),
      lang: text(nav.language, 35),
      langs: text(Array.isArray(nav.languages) ? nav.languages.slice(0, 5).join(',') : '', 120),
      platform: text(nav.platform, 50),
      tz: timeZone(),
      screen: count(screen.width) + 'x' + count(screen.height) + 'x' + count(screen.colorDepth),
      dpr: count(window.devicePixelRatio),
      cores: count(nav.hardwareConcurrency),
      memory: count(nav.deviceMemory),
      touch: count(nav.maxTouchPoints),
      cookies: nav.cookieEnabled === true,
      webdriver: nav.webdriver === true,
    };
  }

  // btoa takes Latin-1 only; a user agent or language may hold other characters.
  function base64(value) {
    const bytes = new TextEncoder().encode(value);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }

  function fill(blackbox) {
    const id = igloo.bbout_element_id;
    if (typeof id !== 'string' || !window.document) return;
    const field = window.document.getElementById(id);
    if (field) field.value = blackbox;
  }

  igloo.getBlackbox = function () {
    const blackbox = base64(JSON.stringify({ v: 1, ts: Date.now(), fp: traits() }));
    fill(blackbox);
    return { blackbox: blackbox, finished: true };
  };

  function ready() {
    const result = igloo.getBlackbox();
    if (typeof igloo.bb_callback === 'function') igloo.bb_callback(result.blackbox, true);
  }

  if (window.document && window.document.readyState === 'loading') {
    window.document.addEventListener('DOMContentLoaded', ready);
  } else {
    ready();
  }
})();
