/**
 * The banner's stylesheet, served from the script's own origin (GET /consent/consent.css) rather
 * than written inline, so the banner keeps its look on pages whose Content-Security-Policy
 * forbids inline styles (`style-src 'self' <cookie-policy origin>`, no 'unsafe-inline').
 */
import { createHash } from 'node:crypto';

export const CONSENT_CSS = [
  '.otc,.otc *{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}',
  '.otc-banner{position:fixed;left:0;right:0;bottom:0;z-index:2147483000;background:#fff;color:#1a1d23;border-top:2px solid #1b365d;padding:16px;display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;box-shadow:0 -4px 16px rgba(0,0,0,.15)}',
  '.otc-banner p{margin:0;max-width:60em;font-size:15px}',
  '.otc-row{display:flex;flex-wrap:wrap;gap:8px}',
  '.otc-btn{min-height:44px;padding:8px 16px;border-radius:6px;border:2px solid #1b365d;background:#fff;color:#1b365d;font-size:15px;font-weight:700;cursor:pointer}',
  '.otc-primary{background:#1b365d;color:#fff}',
  '.otc-btn:focus-visible,.otc input:focus-visible,.otc summary:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}',
  '.otc-back{position:fixed;inset:0;z-index:2147483001;background:rgba(16,24,40,.56);display:flex;align-items:center;justify-content:center;padding:16px}',
  '.otc-dialog{background:#fff;color:#1a1d23;border-radius:12px;max-width:640px;width:100%;max-height:90vh;overflow:auto;padding:24px}',
  '.otc-dialog h2{margin:0 0 8px;font-size:22px}',
  '.otc-cat{border-top:1px solid #7b8494;padding:12px 0}',
  '.otc-cat label{display:flex;gap:8px;align-items:center;font-weight:700}',
  '.otc-cat input{width:20px;height:20px}',
  '.otc-cat p{margin:4px 0}.otc-cat ul{margin:4px 0;padding-left:20px;font-size:14px}',
  '.otc-gate{text-align:center;background-size:cover;background-position:center}',
  '.otc-gate .otc-dialog{max-width:520px}.otc-gate img{max-width:160px;max-height:80px}',
  '.otc-gate .otc-row{justify-content:center}',
  '.otc-split .otc-dialog{display:grid;grid-template-columns:1fr 1fr;gap:16px;max-width:860px}',
  '@media (max-width:600px){.otc-split .otc-dialog{grid-template-columns:1fr}}',
  '.otc-full{background:none}.otc-full .otc-dialog{max-width:none;height:100%;max-height:none;border-radius:0;display:flex;flex-direction:column;justify-content:center;align-items:center}',
].join('\n');

/** Part of the stylesheet's URL, so a changed sheet is a new URL and the old one can be cached for a year. */
export const CONSENT_CSS_VERSION = createHash('sha256').update(CONSENT_CSS).digest('hex').slice(0, 16);
