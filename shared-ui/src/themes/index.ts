export * from './themes';
export * from './theme-provider';
export * from './global-style';
