import { resolveStage } from './resolve-stage';

describe('resolveStage (spec section 3)', () => {
  it.each([
    ['localhost', 'dev'],
    ['127.0.0.1', 'dev'],
    ['dev.portal.ottilia.example', 'dev'],
    ['portal-dev.ottilia.example', 'dev'],
    ['main.d3k2j1abcdef.amplifyapp.com', 'dev'],
    ['feature-x.amplify.ottilia.example', 'dev'],
    ['stg.portal.ottilia.example', 'stg'],
    ['portal-stg.ottilia.example', 'stg'],
    ['STG.Portal.Ottilia.Example', 'stg'],
    ['portal.ottilia.example', 'prd'],
    ['devices.ottilia.example', 'prd'],
    ['stgeorge.ottilia.example', 'prd'],
    ['www.ottilia.com', 'prd'],
  ])('%s -> %s', (hostname, stage) => {
    expect(resolveStage(hostname)).toBe(stage);
  });
});
