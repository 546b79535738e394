import { expect } from '@open-wc/testing';
describe('smoke', () => {
  it('runs', () => { expect(navigator.userAgent).to.be.a('string'); console.log(navigator.userAgent); });
});
