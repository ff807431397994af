// Stands in for stylis's src/Prefixer.js (see ../styled-components-client.mjs): styled-components
// prefixes only under a StyleSheetManager with enableVendorPrefixes, which the shared
// styled-components leaves out, so its prefixer middleware never calls this.
export function prefix() {
  throw new Error('stylis vendor prefixes are not part of this build (tooling/webpack/styled-components-client.mjs)');
}
