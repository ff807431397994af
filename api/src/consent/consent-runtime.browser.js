/* The consent script's runtime: a plain browser script without dependencies. The API fills in
   __OTTILIA_CONSENT_CONFIG__ (the project's active cookies and age gate) and serves it.
   Reads `data-market` and `data-age-verification` (on/off) from its script tag, or `market` and
   `ageVerification` from its URL's query. */
/* global window, document, localStorage, sessionStorage, location, URL, __OTTILIA_CONSENT_CONFIG__ */
(function (config) {
  'use strict';
  if (window.OttiliaConsent) return;
  var d = document;
  var script = d.currentScript;
  var params = (function () {
    var q = {};
    try { new URL(script.src, location.href).searchParams.forEach(function (v, k) { q[k] = v; }); } catch { /* no src */ }
    return q;
  })();
  var attr = function (name) { return script && script.getAttribute(name); };
  var market = String(attr('data-market') || params.market || '').toUpperCase();
  var ageCheck = String(attr('data-age-verification') || params.ageVerification || 'on').toLowerCase() !== 'off';
  var KEY = 'ottilia-consent:' + config.projectId;
  var AGE_KEY = 'ottilia-age:' + config.projectId + ':' + market;
  var OPTIONAL = config.categories.filter(function (c) { return c.id !== 'necessary'; }).map(function (c) { return c.id; });
  var listeners = [];

  // Google Consent Mode v2: everything but security storage denied until the visitor chooses.
  window.dataLayer = window.dataLayer || [];
  function gtag() { window.dataLayer.push(arguments); }
  var SIGNALS = {
    functional: ['functionality_storage', 'personalization_storage'],
    performance: ['analytics_storage'],
    marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  };
  function signals(choice) {
    var out = { security_storage: 'granted' };
    Object.keys(SIGNALS).forEach(function (id) {
      SIGNALS[id].forEach(function (s) { out[s] = choice && choice[id] ? 'granted' : 'denied'; });
    });
    return out;
  }
  var initial = signals(null);
  initial.wait_for_update = 500;
  gtag('consent', 'default', initial);

  function read(storage, key) { try { return JSON.parse(storage.getItem(key)); } catch { return null; } }
  function write(storage, key, value) { try { storage.setItem(key, JSON.stringify(value)); } catch { /* private mode */ } }

  var stored = read(localStorage, KEY);
  // a choice made for another set of categories is asked again
  var consent = stored && stored.categories === OPTIONAL.join(',') ? stored.choice : null;

  // Scripts the page parks as <script type="text/plain" data-consent-category="performance"> run once allowed.
  function release(choice) {
    var parked = d.querySelectorAll('script[type="text/plain"][data-consent-category]');
    Array.prototype.forEach.call(parked, function (old) {
      var category = old.getAttribute('data-consent-category');
      if (category !== 'necessary' && !choice[category]) return;
      var s = d.createElement('script');
      Array.prototype.forEach.call(old.attributes, function (a) { if (a.name !== 'type') s.setAttribute(a.name, a.value); });
      s.text = old.text;
      old.parentNode.replaceChild(s, old);
    });
  }

  function apply(choice, fresh) {
    consent = choice;
    gtag('consent', 'update', signals(choice));
    window.dataLayer.push({ event: 'ottilia_consent', ottiliaConsent: choice });
    if (fresh) write(localStorage, KEY, { categories: OPTIONAL.join(','), choice: choice, at: new Date().toISOString(), version: config.version });
    release(choice);
    listeners.forEach(function (fn) { try { fn(choice); } catch { /* a listener's own failure */ } });
  }

  function all(value) {
    var choice = { necessary: true };
    OPTIONAL.forEach(function (id) { choice[id] = value; });
    return choice;
  }

  var css = '.otc,.otc *{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}'
    + '.otc-banner{position:fixed;left:0;right:0;bottom:0;z-index:2147483000;background:#fff;color:#1a1d23;border-top:2px solid #1b365d;padding:16px;display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;box-shadow:0 -4px 16px rgba(0,0,0,.15)}'
    + '.otc-banner p{margin:0;max-width:60em;font-size:15px}'
    + '.otc-row{display:flex;flex-wrap:wrap;gap:8px}'
    + '.otc-btn{min-height:44px;padding:8px 16px;border-radius:6px;border:2px solid #1b365d;background:#fff;color:#1b365d;font-size:15px;font-weight:700;cursor:pointer}'
    + '.otc-primary{background:#1b365d;color:#fff}'
    + '.otc-btn:focus-visible,.otc input:focus-visible,.otc summary:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}'
    + '.otc-back{position:fixed;inset:0;z-index:2147483001;background:rgba(16,24,40,.56);display:flex;align-items:center;justify-content:center;padding:16px}'
    + '.otc-dialog{background:#fff;color:#1a1d23;border-radius:12px;max-width:640px;width:100%;max-height:90vh;overflow:auto;padding:24px}'
    + '.otc-dialog h2{margin:0 0 8px;font-size:22px}'
    + '.otc-cat{border-top:1px solid #7b8494;padding:12px 0}'
    + '.otc-cat label{display:flex;gap:8px;align-items:center;font-weight:700}'
    + '.otc-cat input{width:20px;height:20px}'
    + '.otc-cat p{margin:4px 0}.otc-cat ul{margin:4px 0;padding-left:20px;font-size:14px}'
    + '.otc-gate{text-align:center;background-size:cover;background-position:center}'
    + '.otc-gate .otc-dialog{max-width:520px}.otc-gate img{max-width:160px;max-height:80px}'
    + '.otc-split .otc-dialog{display:grid;grid-template-columns:1fr 1fr;gap:16px;max-width:860px}'
    + '@media (max-width:600px){.otc-split .otc-dialog{grid-template-columns:1fr}}'
    + '.otc-full{background:none}.otc-full .otc-dialog{max-width:none;height:100%;max-height:none;border-radius:0;display:flex;flex-direction:column;justify-content:center;align-items:center}';

  function el(tag, props, children) {
    var node = d.createElement(tag);
    Object.keys(props || {}).forEach(function (k) {
      if (k === 'text') node.textContent = props[k];
      else if (k === 'onclick') node.addEventListener('click', props[k]);
      else node.setAttribute(k, props[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }
  function button(label, onclick, primary) {
    return el('button', { type: 'button', class: 'otc-btn' + (primary ? ' otc-primary' : ''), text: label, onclick: onclick });
  }
  var root;
  function mount(node) {
    if (!root) {
      d.head.appendChild(el('style', { text: css }));
      root = el('div', { class: 'otc', 'data-ottilia-consent': '' });
      d.body.appendChild(root);
    }
    root.appendChild(node);
    return node;
  }

  // A modal dialog: focus moves in, Tab cycles inside, Escape closes when allowed, focus returns.
  function modal(node, dialog, onEscape) {
    var before = d.activeElement;
    mount(node);
    var focusables = function () { return dialog.querySelectorAll('button,input:not([disabled]),summary,a[href]'); };
    dialog.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && onEscape) { e.preventDefault(); onEscape(); return; }
      if (e.key !== 'Tab') return;
      var f = focusables(); var first = f[0]; var last = f[f.length - 1];
      if (!first) { e.preventDefault(); return; }
      if (e.shiftKey && d.activeElement === first) { e.preventDefault(); last.focus(); }
      else if (!e.shiftKey && d.activeElement === last) { e.preventDefault(); first.focus(); }
    });
    (dialog.querySelector('[data-autofocus]') || focusables()[0]).focus();
    return function close() {
      if (node.parentNode) node.parentNode.removeChild(node);
      if (before && before.focus && d.contains(before)) before.focus();
    };
  }

  var banner = null;
  function closeBanner() { if (banner) { banner.parentNode.removeChild(banner); banner = null; } }
  function showBanner() {
    if (banner) return;
    banner = mount(el('section', { class: 'otc-banner', role: 'region', 'aria-label': 'Cookie consent' }, [
      el('p', { text: config.texts.banner }),
      el('div', { class: 'otc-row' }, [
        button('Preferences', function () { showPreferences(); }),
        button('Reject all', function () { closeBanner(); apply(all(false), true); }),
        button('Accept all', function () { closeBanner(); apply(all(true), true); }, true),
      ]),
    ]));
  }

  var prefsOpen = false;
  function showPreferences() {
    if (prefsOpen) return;
    prefsOpen = true;
    var current = consent || all(false);
    var boxes = {};
    var sections = config.categories.map(function (c) {
      var id = 'otc-cat-' + c.id;
      var box = el('input', { type: 'checkbox', id: id, 'aria-describedby': id + '-text' });
      box.checked = c.id === 'necessary' || !!current[c.id];
      if (c.id === 'necessary') box.disabled = true;
      boxes[c.id] = box;
      var list = c.cookies.length ? el('details', {}, [
        el('summary', { text: c.cookies.length + (c.cookies.length === 1 ? ' cookie' : ' cookies') }),
        el('ul', {}, c.cookies.map(function (k) {
          return el('li', { text: k.name + ' (' + k.duration + (k.provider ? ', ' + k.provider : '') + ')' + (k.description ? ': ' + k.description : '') });
        })),
      ]) : null;
      return el('div', { class: 'otc-cat' }, [
        el('label', { for: id }, [box, d.createTextNode(c.label + (c.id === 'necessary' ? ' (always on)' : ''))]),
        el('p', { id: id + '-text', text: c.description }),
        list,
      ]);
    });
    var finish = function (choice) { close(); prefsOpen = false; closeBanner(); apply(choice, true); };
    var dismiss = function () { close(); prefsOpen = false; if (!consent) showBanner(); };
    var dialog = el('div', { class: 'otc-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'otc-prefs-title', 'aria-describedby': 'otc-prefs-text' }, [
      el('h2', { id: 'otc-prefs-title', text: 'Cookie preferences' }),
      el('p', { id: 'otc-prefs-text', text: config.texts.preferences }),
    ].concat(sections, [
      el('div', { class: 'otc-row' }, [
        button('Save choices', function () {
          var choice = { necessary: true };
          OPTIONAL.forEach(function (id) { choice[id] = boxes[id].checked; });
          finish(choice);
        }, true),
        button('Reject all', function () { finish(all(false)); }),
        button('Accept all', function () { finish(all(true)); }),
      ]),
    ]));
    var close = modal(el('div', { class: 'otc-back' }, [dialog]), dialog, dismiss);
  }

  function ageGate(next) {
    var gate = config.ageGate;
    var age = gate && gate.markets[market];
    if (!ageCheck || age === undefined) return next();
    var passed = read(gate.style.rememberVisitorDays ? localStorage : sessionStorage, AGE_KEY);
    if (passed && passed.until > Date.now()) return next();
    var s = gate.style;
    var fill = function (text) { return String(text).split('{age}').join(String(age)); };
    var message = el('p', { id: 'otc-age-text', text: fill(s.message) });
    var actions = el('div', { class: 'otc-row', style: 'justify-content:center' }, [
      el('button', { type: 'button', class: 'otc-btn', 'data-autofocus': '', style: 'background:' + s.buttonColor + ';color:' + s.buttonTextColor + ';border-color:' + s.buttonColor, text: fill(s.confirmLabel), onclick: function () {
        var days = s.rememberVisitorDays;
        write(days ? localStorage : sessionStorage, AGE_KEY, { until: Date.now() + (days || 1) * 86400000, age: age });
        close();
        window.dataLayer.push({ event: 'ottilia_age_verified', market: market });
        next();
      } }),
      el('button', { type: 'button', class: 'otc-btn', style: 'background:transparent;color:' + s.textColor + ';border-color:' + s.textColor, text: fill(s.denyLabel), onclick: function () {
        message.textContent = fill(s.deniedMessage);
        actions.parentNode.removeChild(actions);
        dialog.focus();
      } }),
    ]);
    var content = [
      s.logoUrl ? el('img', { src: s.logoUrl, alt: '' }) : null,
      el('h2', { id: 'otc-age-title', text: fill(s.headline) }),
      message,
      actions,
    ];
    var layout = s.layout === 'split' ? ' otc-split' : s.layout === 'fullscreen' ? ' otc-full' : '';
    var dialog = el('div', { class: 'otc-dialog', role: 'dialog', 'aria-modal': 'true', tabindex: '-1', 'aria-labelledby': 'otc-age-title', 'aria-describedby': 'otc-age-text', style: 'background:' + s.backgroundColor + ';color:' + s.textColor },
      s.layout === 'split' && s.backgroundImageUrl
        ? [el('div', { style: 'background:url(' + JSON.stringify(s.backgroundImageUrl) + ') center/cover;min-height:200px', 'aria-hidden': 'true' }), el('div', {}, content)]
        : content);
    var back = el('div', { class: 'otc-back otc-gate' + layout, style: s.layout !== 'split' && s.backgroundImageUrl ? 'background-image:url(' + JSON.stringify(s.backgroundImageUrl) + ')' : '' }, [dialog]);
    var close = modal(back, dialog, null);
  }

  window.OttiliaConsent = {
    version: config.version,
    /** Reopens the preferences (the page's "Manage cookies" link). */
    manage: function () { showPreferences(); },
    getConsent: function () { return consent; },
    onChange: function (fn) { listeners.push(fn); },
  };
  window.addEventListener('ottilia:manage-cookies', function () { showPreferences(); });

  function start() {
    ageGate(function () {
      if (consent) apply(consent, false);
      else showBanner();
    });
  }
  if (d.body) start(); else d.addEventListener('DOMContentLoaded', start);
})(__OTTILIA_CONSENT_CONFIG__);
