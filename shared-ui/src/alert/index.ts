export * from './alert';
export * from './alert-banner';
export * from './alert-messages';
export * from './banner-lines';
export * from './use-debounced-scroll-trigger';
