/* The consent script's runtime: a plain browser script without dependencies. The API fills in
   __OTTILIA_CONSENT_CONFIG__ (the project's active cookies and age gate, the consent revision and
   lifetime) and serves it. Reads `data-market` and `data-age-verification` (on/off) from its
   script tag, or `market` and `ageVerification` from its URL's query. Its stylesheet and the
   record of each choice go to the script's own origin (no inline styles: strict CSP pages). */
/* global window, document, localStorage, sessionStorage, location, navigator, crypto, URL, __OTTILIA_CONSENT_CONFIG__ */
(function (config) {
  'use strict';
  if (window.OttiliaConsent) return;
  var d = document;
  var script = d.currentScript;
  var params = (function () {
    var q = {};
    try {
      new URL(script.src, location.href).searchParams.forEach(function (v, k) {
        q[k] = v;
      });
    } catch {
      /* no src */
    }
    return q;
  })();
  var attr = function (name) {
    return script && script.getAttribute(name);
  };
  // where the script came from: .../consent/{projectId}/[{version}/]consent.js -> .../consent
  var src = (script && script.src) || '';
  var base = src.indexOf('/' + config.projectId + '/') > 0 ? src.slice(0, src.lastIndexOf('/' + config.projectId + '/')) : null;
  var market = String(attr('data-market') || params.market || '').toUpperCase();
  var ageCheck = String(attr('data-age-verification') || params.ageVerification || 'on').toLowerCase() !== 'off';
  var KEY = 'ottilia-consent:' + config.projectId;
  var AGE_KEY = 'ottilia-age:' + config.projectId + ':' + market;
  var OPTIONAL = config.categories
    .filter(function (c) {
      return c.id !== 'necessary';
    })
    .map(function (c) {
      return c.id;
    });
  var listeners = [];

  // Google Consent Mode v2: everything but security storage denied until the visitor chooses.
  window.dataLayer = window.dataLayer || [];
  function gtag() {
    window.dataLayer.push(arguments);
  }
  var SIGNALS = {
    functional: ['functionality_storage', 'personalization_storage'],
    performance: ['analytics_storage'],
    marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  };
  function signals(choice) {
    var out = { security_storage: 'granted' };
    Object.keys(SIGNALS).forEach(function (id) {
      SIGNALS[id].forEach(function (s) {
        out[s] = choice && choice[id] ? 'granted' : 'denied';
      });
    });
    return out;
  }
  var initial = signals(null);
  initial.wait_for_update = 500;
  gtag('consent', 'default', initial);

  function read(storage, key) {
    try {
      return JSON.parse(storage.getItem(key));
    } catch {
      return null;
    }
  }
  function write(storage, key, value) {
    try {
      storage.setItem(key, JSON.stringify(value));
    } catch {
      /* private mode */
    }
  }

  var stored = read(localStorage, KEY) || {};
  // a choice made for another revision (cookie list or policy text), or older than the project's lifetime, is asked again
  function lasts(s) {
    var until = new Date(s.at);
    until.setMonth(until.getMonth() + config.lifetimeMonths);
    return s.revision === config.revision && until.getTime() > Date.now();
  }
  var consent = stored.choice && lasts(stored) ? stored.choice : null;
  // the anonymous visitor id of the records: random, kept with the choice, never derived from the visitor
  var visitor =
    stored.visitor ||
    (function () {
      var b = crypto.getRandomValues(new Uint8Array(16));
      b[6] = (b[6] & 15) | 64;
      b[8] = (b[8] & 63) | 128;
      var h = Array.prototype.map
        .call(b, function (x) {
          return (x + 256).toString(16).slice(1);
        })
        .join('');
      return [h.slice(0, 8), h.slice(8, 12), h.slice(12, 16), h.slice(16, 20), h.slice(20)].join('-');
    })();
  var ageOutcome = 'off';

  function keysOf(storage) {
    var keys = [];
    try {
      for (var i = 0; i < storage.length; i++) keys.push(storage.key(i));
    } catch {
      /* storage refused */
    }
    return keys;
  }
  function listed(k, n) {
    var prefix = k.name.slice(-1) === '*' ? k.name.slice(0, -1) : null;
    return n === k.name || (prefix !== null && n.indexOf(prefix) === 0);
  }

  // Withdrawn or refused: expire the category's listed cookies (a trailing * is a prefix) on this host and its parent domains,
  // and remove its listed local and session storage entries (the banner lists those as well, e.g. i18nextLng).
  function forget(choice) {
    var names = d.cookie
      ? d.cookie.split(';').map(function (c) {
          return c.split('=')[0].trim();
        })
      : [];
    var parts = location.hostname.split('.');
    [localStorage, sessionStorage].forEach(function (storage) {
      keysOf(storage).forEach(function (n) {
        config.categories.forEach(function (c) {
          if (c.id === 'necessary' || choice[c.id]) return;
          c.cookies.forEach(function (k) {
            if (listed(k, n)) {
              try {
                storage.removeItem(n);
              } catch {
                /* storage refused */
              }
            }
          });
        });
      });
    });
    config.categories.forEach(function (c) {
      if (c.id === 'necessary' || choice[c.id]) return;
      c.cookies.forEach(function (k) {
        names.forEach(function (n) {
          if (!listed(k, n)) return;
          var gone = n + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
          d.cookie = gone;
          for (var i = 0; i < parts.length - 1; i++) d.cookie = gone + '; domain=' + parts.slice(i).join('.');
        });
      });
    });
  }

  // The proof of consent (GDPR article 7(1)): a beacon needs no CORS preflight and survives leaving the page.
  function record(choice) {
    if (!config.records || !base || !navigator.sendBeacon) return;
    navigator.sendBeacon(
      base + '/' + config.projectId + '/records',
      JSON.stringify({
        visitorId: visitor,
        revision: config.revision,
        choice: choice,
        market: /^[A-Z]{2}$/.test(market) ? market : null,
        ageGate: ageOutcome,
      }),
    );
  }

  // Scripts the page parks as <script type="text/plain" data-consent-category="performance"> run once allowed.
  function release(choice) {
    var parked = d.querySelectorAll('script[type="text/plain"][data-consent-category]');
    Array.prototype.forEach.call(parked, function (old) {
      var category = old.getAttribute('data-consent-category');
      if (category !== 'necessary' && !choice[category]) return;
      var s = d.createElement('script');
      Array.prototype.forEach.call(old.attributes, function (a) {
        if (a.name !== 'type') s.setAttribute(a.name, a.value);
      });
      s.text = old.text;
      old.parentNode.replaceChild(s, old);
    });
  }

  function apply(choice, fresh) {
    consent = choice;
    gtag('consent', 'update', signals(choice));
    window.dataLayer.push({ event: 'ottilia_consent', ottiliaConsent: choice });
    if (fresh) {
      write(localStorage, KEY, { revision: config.revision, choice: choice, at: new Date().toISOString(), visitor: visitor });
      forget(choice);
      record(choice);
    }
    release(choice);
    listeners.forEach(function (fn) {
      try {
        fn(choice);
      } catch {
        /* a listener's own failure */
      }
    });
  }

  function all(value) {
    var choice = { necessary: true };
    OPTIONAL.forEach(function (id) {
      choice[id] = value;
    });
    return choice;
  }

  // the stylesheet from the script's origin, linked at once so it loads while the page does; the UI waits for it
  var styled = new Promise(function (done) {
    if (!base) return done();
    var link = el('link', { rel: 'stylesheet', href: base + '/consent.css?v=' + config.style });
    link.addEventListener('load', done);
    link.addEventListener('error', done);
    d.head.appendChild(link);
  });

  function el(tag, props, children) {
    var node = d.createElement(tag);
    Object.keys(props || {}).forEach(function (k) {
      if (k === 'text') node.textContent = props[k];
      else if (k === 'onclick') node.addEventListener('click', props[k]);
      // through the CSSOM: a style attribute is refused on pages without 'unsafe-inline' styles
      else if (k === 'style') node.style.cssText = props[k];
      else node.setAttribute(k, props[k]);
    });
    (children || []).forEach(function (c) {
      if (c) node.appendChild(c);
    });
    return node;
  }
  function button(label, onclick, primary) {
    return el('button', { type: 'button', class: 'otc-btn' + (primary ? ' otc-primary' : ''), text: label, onclick: onclick });
  }
  var root;
  function mount(node) {
    if (!root) {
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
    var focusables = function () {
      return dialog.querySelectorAll('button,input:not([disabled]),summary,a[href]');
    };
    dialog.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && onEscape) {
        e.preventDefault();
        onEscape();
        return;
      }
      if (e.key !== 'Tab') return;
      var f = focusables();
      var first = f[0];
      var last = f[f.length - 1];
      if (!first) {
        e.preventDefault();
        return;
      }
      if (e.shiftKey && d.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && d.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    });
    (dialog.querySelector('[data-autofocus]') || focusables()[0]).focus();
    return function close() {
      if (node.parentNode) node.parentNode.removeChild(node);
      if (before && before.focus && d.contains(before)) before.focus();
    };
  }

  var banner = null;
  function closeBanner() {
    if (banner) {
      banner.parentNode.removeChild(banner);
      banner = null;
    }
  }
  function showBanner() {
    if (banner) return;
    banner = mount(
      el('section', { class: 'otc-banner', role: 'region', 'aria-label': 'Cookie consent' }, [
        el('p', { text: config.texts.banner }),
        el('div', { class: 'otc-row' }, [
          button('Preferences', function () {
            showPreferences();
          }),
          button('Reject all', function () {
            closeBanner();
            apply(all(false), true);
          }),
          button(
            'Accept all',
            function () {
              closeBanner();
              apply(all(true), true);
            },
            true,
          ),
        ]),
      ]),
    );
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
      var list = c.cookies.length
        ? el('details', {}, [
            el('summary', { text: c.cookies.length + (c.cookies.length === 1 ? ' cookie' : ' cookies') }),
            el(
              'ul',
              {},
              c.cookies.map(function (k) {
                return el('li', {
                  text:
                    k.name + ' (' + k.duration + (k.provider ? ', ' + k.provider : '') + ')' + (k.description ? ': ' + k.description : ''),
                });
              }),
            ),
          ])
        : null;
      return el('div', { class: 'otc-cat' }, [
        el('label', { for: id }, [box, d.createTextNode(c.label + (c.id === 'necessary' ? ' (always on)' : ''))]),
        el('p', { id: id + '-text', text: c.description }),
        list,
      ]);
    });
    var finish = function (choice) {
      close();
      prefsOpen = false;
      closeBanner();
      apply(choice, true);
    };
    var dismiss = function () {
      close();
      prefsOpen = false;
      if (!consent) showBanner();
    };
    var dialog = el(
      'div',
      {
        class: 'otc-dialog',
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'otc-prefs-title',
        'aria-describedby': 'otc-prefs-text',
      },
      [
        // focus starts on the heading, which names the dialog, not on the first category's cookie list
        el('h2', { id: 'otc-prefs-title', tabindex: '-1', 'data-autofocus': '', text: 'Cookie preferences' }),
        el('p', { id: 'otc-prefs-text', text: config.texts.preferences }),
      ].concat(sections, [
        el('div', { class: 'otc-row' }, [
          button(
            'Save choices',
            function () {
              var choice = { necessary: true };
              OPTIONAL.forEach(function (id) {
                choice[id] = boxes[id].checked;
              });
              finish(choice);
            },
            true,
          ),
          button('Reject all', function () {
            finish(all(false));
          }),
          button('Accept all', function () {
            finish(all(true));
          }),
        ]),
      ]),
    );
    var close = modal(el('div', { class: 'otc-back' }, [dialog]), dialog, dismiss);
  }

  function ageGate(next) {
    var gate = config.ageGate;
    var age = gate && gate.markets[market];
    if (!ageCheck || age === undefined) {
      ageOutcome = ageCheck ? 'not-required' : 'off';
      return next();
    }
    ageOutcome = 'passed';
    var passed = read(gate.style.rememberVisitorDays ? localStorage : sessionStorage, AGE_KEY);
    if (passed && passed.until > Date.now()) return next();
    styled.then(function () {
      showGate(gate, age, next);
    });
  }

  function showGate(gate, age, next) {
    var s = gate.style;
    var fill = function (text) {
      return String(text).split('{age}').join(String(age));
    };
    var message = el('p', { id: 'otc-age-text', text: fill(s.message) });
    var actions = el('div', { class: 'otc-row' }, [
      el('button', {
        type: 'button',
        class: 'otc-btn',
        'data-autofocus': '',
        style: 'background:' + s.buttonColor + ';color:' + s.buttonTextColor + ';border-color:' + s.buttonColor,
        text: fill(s.confirmLabel),
        onclick: function () {
          var days = s.rememberVisitorDays;
          write(days ? localStorage : sessionStorage, AGE_KEY, { until: Date.now() + (days || 1) * 86400000, age: age });
          close();
          window.dataLayer.push({ event: 'ottilia_age_verified', market: market });
          next();
        },
      }),
      el('button', {
        type: 'button',
        class: 'otc-btn',
        style: 'background:transparent;color:' + s.textColor + ';border-color:' + s.textColor,
        text: fill(s.denyLabel),
        onclick: function () {
          message.textContent = fill(s.deniedMessage);
          actions.parentNode.removeChild(actions);
          dialog.focus();
        },
      }),
    ]);
    var content = [
      s.logoUrl ? el('img', { src: s.logoUrl, alt: '' }) : null,
      el('h2', { id: 'otc-age-title', text: fill(s.headline) }),
      message,
      actions,
    ];
    var layout = s.layout === 'split' ? ' otc-split' : s.layout === 'fullscreen' ? ' otc-full' : '';
    var dialog = el(
      'div',
      {
        class: 'otc-dialog',
        role: 'dialog',
        'aria-modal': 'true',
        tabindex: '-1',
        'aria-labelledby': 'otc-age-title',
        'aria-describedby': 'otc-age-text',
        style: 'background:' + s.backgroundColor + ';color:' + s.textColor,
      },
      s.layout === 'split' && s.backgroundImageUrl
        ? [
            el('div', {
              style: 'background:url(' + JSON.stringify(s.backgroundImageUrl) + ') center/cover;min-height:200px',
              'aria-hidden': 'true',
            }),
            el('div', {}, content),
          ]
        : content,
    );
    var back = el(
      'div',
      {
        class: 'otc-back otc-gate' + layout,
        style: s.layout !== 'split' && s.backgroundImageUrl ? 'background-image:url(' + JSON.stringify(s.backgroundImageUrl) + ')' : '',
      },
      [dialog],
    );
    var close = modal(back, dialog, null);
  }

  window.OttiliaConsent = {
    version: config.version,
    /** Reopens the preferences (the page's "Manage cookies" link). */
    manage: function () {
      styled.then(showPreferences);
    },
    getConsent: function () {
      return consent;
    },
    onChange: function (fn) {
      listeners.push(fn);
    },
  };
  window.addEventListener('ottilia:manage-cookies', function () {
    styled.then(showPreferences);
  });

  function start() {
    ageGate(function () {
      if (consent) apply(consent, false);
      else styled.then(showBanner);
    });
  }
  if (d.body) start();
  else d.addEventListener('DOMContentLoaded', start);
})(__OTTILIA_CONSENT_CONFIG__);
