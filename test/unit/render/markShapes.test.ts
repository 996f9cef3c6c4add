import * as assert from 'node:assert/strict';
import { connectorPath, shapePath } from '../../../src/render/markShapes';

describe('render: mark shapes (board view and diagrams)', () => {
  it('draws each shape centred on its point', () => {
    assert.equal(shapePath('SQ', 3, 4), 'M2.797 3.797H3.203V4.203H2.797Z');
    assert.equal(shapePath('MA', 0, 0), 'M-0.195 -0.195L0.195 0.195M0.195 -0.195L-0.195 0.195');
    assert.equal(shapePath('TR', 1, 1), 'M1 0.74L1.225 1.13L0.775 1.13Z');
    assert.match(shapePath('CR', 2, 2), /^M1\.74 2A0\.26 0\.26 0 1 0 2\.26 2A/);
  });

  it('draws a line as one segment and an arrow with a head at its end point', () => {
    assert.equal(connectorPath([0, 0], [2, 0], false), 'M0 0L2 0');
    assert.equal(connectorPath([0, 0], [2, 0], true), 'M0 0L2 0M1.7 0.15L2 0L1.7 -0.15');
  });

  it('draws no head on an arrow of zero length', () => {
    assert.equal(connectorPath([1, 1], [1, 1], true), 'M1 1L1 1');
  });
});
