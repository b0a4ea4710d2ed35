import { describe, expect, it } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { portKey } from '../model/portKey';
import { testNode } from '../testing/testNode';
import {
  bandWidth,
  changedByCounts,
  changedByEdit,
  compactCount,
  connectionFigures,
  connectionLabelText,
  hasFigures,
  nodeBadgeText,
  nodeFigures,
  percentText,
  type ResultsData,
} from './resultsFigures';

// 1 entrypoint → 2 condition (two outputs) → 3 define → 5 define; 2 → 4 define (a dead end); 6 a note; 7 unwired.
function flow(): FlowModel {
  return FlowModel.fromDocument({
    nodes: [
      testNode(1, 'entrypoint'),
      testNode(2, 'condition', 300),
      testNode(3, 'define', 600),
      testNode(4, 'define', 600, 200),
      testNode(5, 'define', 900),
      testNode(6, 'note', 0, 400),
      testNode(7, 'define', 0, 800),
    ],
    connections: [
      { from: [1, 0], to: [2, 0] },
      { from: [2, 0], to: [3, 0] },
      { from: [2, 1], to: [4, 0] },
      { from: [3, 0], to: [5, 0] },
    ],
  });
}

const counts = (entries: [number, number][]): ResultsData => ({ reached: new Map(entries) });

describe('results overlay figures', () => {
  const model = flow();
  const data = counts([
    [1, 200],
    [2, 180],
    [3, 120],
    [4, 40],
    [5, 90],
    // Ids the draft does not have (a published version's node since deleted): never looked up, never a crash.
    [99, 7],
  ]);

  it('a node shows the runs that reached it; a branching node also those that stopped there', () => {
    expect(nodeFigures(model, data, 1)).toEqual({ reached: 200, stopped: null });
    // 180 reached the condition, 120 + 40 went along its two connections: 20 stopped.
    expect(nodeFigures(model, data, 2)).toEqual({ reached: 180, stopped: 20 });
    expect(nodeFigures(model, data, 5)).toEqual({ reached: 90, stopped: null });
    expect(nodeFigures(model, data, 7)).toEqual({ reached: 0, stopped: null });
    expect(nodeFigures(model, data, 42)).toEqual({ reached: 0, stopped: null });
    expect(hasFigures(model, 6)).toBe(false);
    expect(hasFigures(model, 3)).toBe(true);
    expect(hasFigures(model, 42)).toBe(false);
  });

  it('a connection carries its target’s runs; a single one shows the drop-off, a branch its share', () => {
    expect(connectionFigures(model, data, portKey(1, 0))).toEqual({ carried: 180, dropped: 20, fraction: 0.1, branch: false });
    expect(connectionFigures(model, data, portKey(2, 0))).toEqual({ carried: 120, dropped: null, fraction: 120 / 180, branch: true });
    expect(connectionFigures(model, data, portKey(3, 0))).toEqual({ carried: 90, dropped: 30, fraction: 0.25, branch: false });
    expect(connectionFigures(model, data, portKey(7, 0))).toBeNull();
    // More arrivals than the source's count (a day boundary between the two events, or another version's wiring): never negative.
    const odd = counts([
      [3, 10],
      [5, 12],
    ]);
    expect(connectionFigures(model, odd, portKey(3, 0))).toEqual({ carried: 12, dropped: 0, fraction: 0, branch: false });
    expect(connectionFigures(model, counts([]), portKey(3, 0))).toEqual({ carried: 0, dropped: 0, fraction: null, branch: false });
  });

  it('texts: compact counts, percents, drop-off and share', () => {
    expect(compactCount(0)).toBe('0');
    expect(compactCount(9999)).toBe('9,999');
    expect(compactCount(12_345)).toBe('12.3K');
    expect(compactCount(123_456)).toBe('123K');
    expect(compactCount(1_234_567)).toBe('1.23M');
    expect(compactCount(20_000_000)).toBe('20M');
    expect(percentText(0.045)).toBe('4.5%');
    expect(percentText(0.6234)).toBe('62%');
    expect(percentText(0.0004)).toBe('<0.1%');
    expect(percentText(0)).toBe('0%');
    expect(nodeBadgeText({ reached: 180, stopped: 20 })).toEqual({ reached: '180', stopped: '−20 (11%)' });
    expect(nodeBadgeText({ reached: 180, stopped: 0 })).toEqual({ reached: '180', stopped: null });
    expect(connectionLabelText(connectionFigures(model, data, portKey(1, 0))!)).toEqual({ carried: '180', detail: '−20 (10%)', detailIsDrop: true });
    expect(connectionLabelText(connectionFigures(model, data, portKey(2, 1))!)).toEqual({ carried: '40', detail: '22%', detailIsDrop: false });
    expect(connectionLabelText({ carried: 5, dropped: 0, fraction: 0, branch: false })).toEqual({ carried: '5', detail: null, detailIsDrop: false });
  });

  it('band width grows with the log of the runs carried', () => {
    expect(bandWidth(0)).toBe(0);
    expect(bandWidth(1)).toBeCloseTo(5.2, 1);
    expect(bandWidth(99)).toBeCloseTo(12, 5);
    expect(bandWidth(9999)).toBeCloseTo(20, 5);
    expect(bandWidth(1e9)).toBe(24);
  });

  it('new counts mark the changed nodes, their parents and their connections; an edit marks the source', () => {
    const before = counts([
      [1, 200],
      [2, 180],
      [3, 120],
    ]);
    const after = counts([
      [1, 200],
      [2, 180],
      [3, 121],
      [99, 1],
    ]);
    const changed = changedByCounts(model, before, after);
    expect([...changed.nodes].sort()).toEqual([2, 3]);
    expect([...changed.connections].sort((a, b) => a - b)).toEqual([portKey(2, 0), portKey(3, 0)]);
    // Switched on (nothing before): every counted node that the draft holds, and its neighbourhood.
    expect([...changedByCounts(model, null, before).nodes].sort()).toEqual([1, 2, 3]);
    expect([...changedByCounts(model, before, null).nodes].sort()).toEqual([1, 2, 3]);
    const edit = changedByEdit(model, [portKey(2, 1), portKey(2, 0), portKey(42, 0)]);
    expect([...edit.nodes]).toEqual([2]);
    expect([...edit.connections].sort((a, b) => a - b)).toEqual([portKey(2, 0), portKey(2, 1)]);
  });
});
