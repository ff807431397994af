export * from './breakpoints';
export * from './grid';
export * from './spacing';
export * from './typography';
export * from './shadows';
export * from './layers';
export * from './navigation';
export * from './radii';
